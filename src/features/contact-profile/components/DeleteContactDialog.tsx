import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorOf, isInFlight } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { selectContactDelete } from '../selectors';
import { contactDeleteRequested, contactDeleteReset } from '../slice';
import { useProfile } from './profile-context';

/** <tab>/delete: deletes the contact once confirmed; the profile page then shows all contacts. */
export function DeleteContactDialog() {
  const { contact, label } = useProfile();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const request = useAppSelector((state) => selectContactDelete(state, contact.id));

  useEffect(() => () => void dispatch(contactDeleteReset({ id: contact.id })), [dispatch, contact.id]);

  const error = errorOf(request);
  return (
    <ConfirmDialog
      open
      title={`Delete ${label}?`}
      busy={isInFlight(request)}
      onConfirm={() => dispatch(contactDeleteRequested({ id: contact.id, label }))}
      onCancel={() => navigate('..')}
    >
      {error && <InlineAlert tone="danger">{error.message}</InlineAlert>}
      <p>
        {label} will be removed from all your lists and segments, and its field values and activity are deleted. This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
