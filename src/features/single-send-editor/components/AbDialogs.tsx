import { useNavigate, useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { abTestStopped, variationDeleted, variationsCountChanged } from '../ab-variations';
import { useSettings } from './use-settings';

interface Props {
  /** The editor's path: the dialog closes back to it. */
  basePath: string;
}

/** decrease_variations?to=N: fewer variations drop the last ones, with their subjects and content. */
export function DecreaseVariationsDialog({ basePath }: Props) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { draft, edit } = useSettings();
  const close = () => navigate(basePath);
  const to = Number(params.get('to'));
  if (!draft?.abtest) return null;
  const dropped = draft.variations.slice(to).map((variation) => variation.name);
  return (
    <ConfirmDialog
      open
      title="Decrease the number of variations?"
      confirmLabel={`Decrease to ${to}`}
      onCancel={close}
      onConfirm={() => {
        edit(variationsCountChanged(draft, to));
        close();
      }}
    >
      Variation{dropped.length === 1 ? '' : 's'} {dropped.join(', ')} will be deleted with {dropped.length === 1 ? 'its' : 'their'} subject and content.
    </ConfirmDialog>
  );
}

/** delete_variation?variation=<id>. */
export function DeleteVariationDialog({ basePath }: Props) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { draft, edit } = useSettings();
  const close = () => navigate(basePath);
  const variation = draft?.variations.find((candidate) => candidate.id === params.get('variation'));
  if (!draft?.abtest || !variation) return null;
  return (
    <ConfirmDialog
      open
      title={`Delete variation ${variation.name}?`}
      onCancel={close}
      onConfirm={() => {
        edit(variationDeleted(draft, variation.id));
        close();
      }}
    >
      Its subject and content are deleted; the variations after it are renamed.
    </ConfirmDialog>
  );
}

/** disable_ab: the send keeps variation A. */
export function DisableAbDialog({ basePath }: Props) {
  const navigate = useNavigate();
  const { draft, edit } = useSettings();
  const close = () => navigate(basePath);
  if (!draft?.abtest) return null;
  return (
    <ConfirmDialog
      open
      title="Turn off the A/B test?"
      confirmLabel="Turn off"
      onCancel={close}
      onConfirm={() => {
        edit(abTestStopped());
        close();
      }}
    >
      The send keeps variation A&apos;s subject and content; the other variations are deleted.
    </ConfirmDialog>
  );
}
