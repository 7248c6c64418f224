import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { errorOf, isInFlight } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { Modal } from '@/shared/ui/Modal';
import { RadioGroup } from '@/shared/ui/RadioGroup';
import { Spinner } from '@/shared/ui/Spinner';
import { contactCount, messages } from '../messages';
import { selectListById, selectListDeleteRequest, selectListUsage } from '../selectors';
import { listDeleteRequested, listDeleteReset, listUsageRequested } from '../slice';
import { isListInUse, type List } from '../types';
import { LockedListDialog } from './LockedListDialog';

type ContactsChoice = 'keep' | 'delete';

/**
 * /contacts/lists/:id/delete, over the list's page: what uses the list is read first. A list in use gets
 * the locked-list screen naming its users; any other may go, keeping its contacts or deleting them too.
 */
export function DeleteListDialog() {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const list = useAppSelector((state) => selectListById(state, id));
  const usage = useAppSelector((state) => selectListUsage(state, id));
  const request = useAppSelector((state) => selectListDeleteRequest(state, id));
  const busy = isInFlight(request);

  useEffect(() => {
    dispatch(listUsageRequested({ id }));
    return () => void dispatch(listDeleteReset({ id }));
  }, [dispatch, id]);

  const close = () => {
    if (!busy) navigate('..');
  };
  // Deleted: the list's page leaves for the contacts (ListDetailPage).
  if (!list || request.status === 'Complete') return null;

  if (usage?.value && isListInUse(usage.value)) return <LockedListDialog list={list} usage={usage.value} onClose={close} />;
  if (usage === undefined || (usage.value === null && isInFlight(usage.request))) {
    return (
      <Modal open title={`Delete ${list.name}`} onClose={close} size="sm">
        <Spinner label="Checking what uses this list" />
      </Modal>
    );
  }
  return <ConfirmDelete list={list} usageFailed={errorOf(usage.request) !== undefined} onClose={close} />;
}

function ConfirmDelete({ list, usageFailed, onClose }: { list: List; usageFailed: boolean; onClose(): void }) {
  const dispatch = useAppDispatch();
  const request = useAppSelector((state) => selectListDeleteRequest(state, list.id));
  const [contacts, setContacts] = useState<ContactsChoice>('keep');
  const error = errorOf(request);

  return (
    <ConfirmDialog
      open
      title={`Delete ${list.name}`}
      confirmLabel={contacts === 'delete' ? 'Delete List and Contacts' : 'Delete List'}
      busy={isInFlight(request)}
      onConfirm={() => dispatch(listDeleteRequested({ id: list.id, deleteContacts: contacts === 'delete' }))}
      onCancel={onClose}
    >
      {error && <InlineAlert tone="danger">{messages.deleteFailed(list.name, error)}</InlineAlert>}
      {usageFailed && <InlineAlert tone="warning">{messages.usageFailed} If a segment uses it, the delete is refused.</InlineAlert>}
      <RadioGroup
        legend={`What happens to its ${contactCount(list.contactCount)}?`}
        name="contacts"
        value={contacts}
        onChange={(value) => setContacts(value as ContactsChoice)}
        disabled={isInFlight(request)}
        options={[
          { value: 'keep', label: 'Keep the contacts', hint: 'They stay in All Contacts and in their other lists.' },
          {
            value: 'delete',
            label: 'Delete the contacts too',
            hint: 'They are deleted from your account, every list and every segment. This cannot be undone.',
          },
        ]}
      />
    </ConfirmDialog>
  );
}
