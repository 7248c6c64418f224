import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { useRequestOutcome } from '@/shared/form/use-request-outcome';
import { errorOf, isComplete, isInFlight } from '@/shared/request-state/request-state';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { deleteFailedMessage } from '../messages';
import { selectCustomFieldById, selectCustomFieldDeleteRequest } from '../selectors';
import { customFieldDeleteRequested, customFieldDeleteReset } from '../slice';
import type { ContactField } from '../types';
import { FieldUnavailableDialog } from './FieldUnavailableDialog';

/** /custom-fields/:id/delete: a confirmation over the list that names the field and what deleting it breaks. */
export function DeleteCustomFieldDialog() {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const field = useAppSelector((state) => selectCustomFieldById(state, id));
  const request = useAppSelector((state) => selectCustomFieldDeleteRequest(state, id));
  const close = () => navigate('..');
  // The native modal dialog blocks the alert stack behind it, so the failure shows here too.
  const deleteError = errorOf(request);
  // Keeps the name on screen for the moment between the delete and the navigation away.
  const lastField = useRef<ContactField | undefined>(field);
  if (field) lastField.current = field;

  useRequestOutcome(request, { onComplete: close });
  // A failure shown in this dialog is not shown again the next time it opens.
  useEffect(() => () => void dispatch(customFieldDeleteReset({ id })), [dispatch, id]);

  if (isComplete(request)) return null;
  const shown = field ?? (isInFlight(request) ? lastField.current : undefined);
  if (!shown) return <FieldUnavailableDialog id={id} action="deleted" onClose={close} />;

  return (
    <ConfirmDialog
      open
      title={`Delete ${shown.name}?`}
      confirmLabel="Delete"
      busy={isInFlight(request)}
      onConfirm={() => dispatch(customFieldDeleteRequested({ id }))}
      onCancel={close}
    >
      {deleteError && <InlineAlert tone="danger">{deleteFailedMessage(shown.name, deleteError)}</InlineAlert>}
      <p>
        Segments that use {shown.name} become invalid and are disabled, and every contact loses the value stored in it.
        This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
