import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { selectContactCounts } from '@/shared/account/account-selectors';
import { useRequestOutcome } from '@/shared/form/use-request-outcome';
import { formatNumber } from '@/shared/format/display-format';
import { errorOf, isInFlight } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { DELETE_ALL_CONTACTS_PHRASE } from '@/shared/ui/confirm-phrases';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { selectDeleteAll } from '../selectors';
import { deleteAllRequested, deleteAllReset } from '../slice';

/** `delete-all` over /contacts or /contacts/all: deleting every contact needs the spec's phrase typed (§5). */
export function DeleteAllContactsDialog() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const request = useAppSelector(selectDeleteAll);
  const counts = useAppSelector(selectContactCounts);
  const close = () => navigate('..');

  useRequestOutcome(request, { onComplete: close });
  useEffect(() => () => void dispatch(deleteAllReset()), [dispatch]);

  const error = errorOf(request);
  return (
    <ConfirmDialog
      open
      title="Delete all contacts?"
      confirmLabel={DELETE_ALL_CONTACTS_PHRASE}
      confirmPhrase={DELETE_ALL_CONTACTS_PHRASE}
      busy={isInFlight(request)}
      onConfirm={() => dispatch(deleteAllRequested())}
      onCancel={close}
    >
      {error && <InlineAlert tone="danger">{error.message}</InlineAlert>}
      <p>
        {counts ? `All ${formatNumber(counts.contactCount)} contacts` : 'Every contact'} will be deleted from your account, with their list
        memberships. This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
