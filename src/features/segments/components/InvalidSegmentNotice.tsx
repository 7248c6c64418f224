import { ButtonLink } from '@/shared/ui/ButtonLink';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { invalidSegmentMessage } from '../messages';

/** An invalid segment (e.g. it uses a deleted custom field): disabled, which field is missing, and Edit to fix it. */
export function InvalidSegmentNotice({ missingFields, serverMessage, editTo }: { missingFields: readonly string[]; serverMessage: string | null; editTo: string }) {
  return (
    <InlineAlert tone="danger" title="Invalid segment">
      <p>{invalidSegmentMessage(missingFields)}</p>
      {serverMessage && <p>{serverMessage}</p>}
      <ButtonLink to={editTo} size="sm" variant="secondary">
        Edit segment
      </ButtonLink>
    </InlineAlert>
  );
}
