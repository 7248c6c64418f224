import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { useRequestOutcome } from '@/shared/form/use-request-outcome';
import { errorOf, isInFlight } from '@/shared/request-state/request-state';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { selectGroupById, selectGroupDeleteRequest } from '../selectors';
import { groupDeleteRequested, groupDeleteReset } from '../slice';
import { formatNumber } from './format';

/** …/:id/edit/preview/:type/delete: a confirmation over the edit page; done, it returns to the list. */
export function DeleteGroupDialog() {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const group = useAppSelector((state) => selectGroupById(state, id));
  const request = useAppSelector((state) => selectGroupDeleteRequest(state, id));
  // The native modal dialog blocks the alert stack behind it, so the failure shows here too.
  const deleteError = errorOf(request);
  const close = () => navigate('..');

  // '..' is the edit page (the parent route), '../..' the list.
  useRequestOutcome(request, { onComplete: () => navigate('../..') });
  useEffect(() => () => void dispatch(groupDeleteReset({ id })), [dispatch, id]);

  // The edit page behind says when the group does not exist.
  if (!group) return null;

  return (
    <ConfirmDialog
      open
      title={`Delete ${group.name}?`}
      confirmLabel="Delete"
      busy={isInFlight(request)}
      onConfirm={() => dispatch(groupDeleteRequested({ id }))}
      onCancel={close}
    >
      {deleteError && <InlineAlert tone="danger">{deleteError.message}</InlineAlert>}
      <p>
        <strong>Recipients who opt out of an email that uses this group after it is deleted become global unsubscribes:</strong>{' '}
        they will get no marketing email from you at all, not just this kind.
      </p>
      <p>The {formatNumber(group.unsubscribes)} addresses that left this group are deleted with it. This cannot be undone.</p>
    </ConfirmDialog>
  );
}
