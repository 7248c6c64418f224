import { ButtonLink } from '@/shared/ui/ButtonLink';
import { InlineAlert } from '@/shared/ui/InlineAlert';

/** Says why a locked sender cannot be changed. */
export function LockedSenderNotice({ nickname, action }: { nickname: string; action: 'edited' | 'deleted' }) {
  return (
    <InlineAlert tone="info" title={`${nickname} is locked`}>
      <p>
        This sender is used by an active campaign (a draft, scheduled or in-progress single send or automation), so it
        cannot be {action}. Choose another sender in those campaigns first.
      </p>
      <ButtonLink to="..">Back to senders</ButtonLink>
    </InlineAlert>
  );
}
