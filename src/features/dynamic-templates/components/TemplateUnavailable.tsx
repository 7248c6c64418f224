import { errorOf, type RequestState } from '@/shared/request-state/request-state';
import { Button } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';

interface Props {
  /** The read of the template the address names. */
  request: RequestState;
  retry(): void;
  onClose(): void;
}

/** What a template's dialog shows instead of its form: nothing while it loads, the failure with a retry, or that it does not exist. */
export function TemplateUnavailableDialog({ request, retry, onClose }: Props) {
  const error = errorOf(request);
  if (!error) return null;
  if (error.status !== 404) {
    return (
      <Modal open title="We could not load this dynamic template" onClose={onClose} footer={<Button onClick={retry}>Try again</Button>}>
        <p>{error.message}</p>
      </Modal>
    );
  }
  return (
    <Modal open title="Dynamic template not found" onClose={onClose}>
      <p>This dynamic template does not exist or was deleted.</p>
    </Modal>
  );
}
