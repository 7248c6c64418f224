import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { contactDisplayName } from '@/shared/audience/contact';
import { DeleteDialog } from '@/shared/form/DeleteDialog';
import { errorOf, ready } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Modal } from '@/shared/ui/Modal';
import { selectContactDelete, selectContactFetch, selectHeldContact } from '../selectors';
import { contactDeleteRequested, contactDeleteReset, contactFetchRequested } from '../slice';

/** `…/contact/:contactId/delete` over all contacts or a list: confirms deleting one contact. */
export function DeleteContactDialog() {
  const { contactId = '' } = useParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const contact = useAppSelector((state) => selectHeldContact(state, contactId));
  const fetch = useAppSelector((state) => selectContactFetch(state, contactId));
  const request = useAppSelector((state) => selectContactDelete(state, contactId)) ?? ready();
  const close = () => navigate('..');

  // Opened by its address: the contact may be on no page held.
  useEffect(() => {
    if (!contact && fetch === undefined) dispatch(contactFetchRequested({ id: contactId }));
  }, [contact, fetch, contactId, dispatch]);

  const fetchError = errorOf(fetch);
  return (
    <DeleteDialog
      id={contactId}
      item={contact}
      request={request}
      deleteRequested={contactDeleteRequested}
      deleteReset={contactDeleteReset}
      title={(shown) => `Delete ${contactDisplayName(shown)}?`}
      notFound={
        fetchError && (
          <Modal open title={fetchError.status === 404 ? 'Contact not found' : 'We could not load this contact'} onClose={close}>
            <p>{fetchError.status === 404 ? 'This contact does not exist or was already deleted.' : fetchError.message}</p>
          </Modal>
        )
      }
      onClose={close}
    >
      {(shown) => (
        <p>
          {contactDisplayName(shown)}
          {shown.email && contactDisplayName(shown) !== shown.email ? ` (${shown.email})` : ''} will be deleted from your account and every list.
          This cannot be undone.
        </p>
      )}
    </DeleteDialog>
  );
}
