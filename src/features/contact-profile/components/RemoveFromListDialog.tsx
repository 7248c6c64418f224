import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useRequestOutcome } from '@/shared/form/use-request-outcome';
import { errorOf, isInFlight } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { selectListNameById, selectListRemoval } from '../selectors';
import { listRemovalRequested, listRemovalReset } from '../slice';
import { useProfile } from './profile-context';

/** lists/delete/:listId: takes the contact off one list; it stays a contact. */
export function RemoveFromListDialog() {
  const { listId = '' } = useParams();
  const { contact, label } = useProfile();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const listName = useAppSelector(selectListNameById).get(listId) ?? 'this list';
  const request = useAppSelector((state) => selectListRemoval(state, contact.id, listId));
  const close = () => navigate('..');

  useRequestOutcome(request, { onComplete: close });
  useEffect(() => () => void dispatch(listRemovalReset({ contactId: contact.id, listId })), [dispatch, contact.id, listId]);

  const error = errorOf(request);
  return (
    <ConfirmDialog
      open
      title={`Remove ${label} from ${listName}?`}
      confirmLabel="Remove"
      busy={isInFlight(request)}
      onConfirm={() => dispatch(listRemovalRequested({ contactId: contact.id, listId, label, listName }))}
      onCancel={close}
    >
      {error && <InlineAlert tone="danger">{error.message}</InlineAlert>}
      <p>{label} stays in your contacts and in its other lists.</p>
    </ConfirmDialog>
  );
}
