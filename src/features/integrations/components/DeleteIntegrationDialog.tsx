import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { useRequestOutcome } from '@/shared/form/use-request-outcome';
import { errorOf, isInFlight } from '@/shared/request-state/request-state';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { Modal } from '@/shared/ui/Modal';
import { selectIntegrationById, selectIntegrationDeleteRequest, selectIntegrationsLoaded } from '../selectors';
import { integrationDeleteRequested, integrationDeleteReset } from '../slice';
import { REGION_LABELS, destinationKeyOf, findDestination } from '../types';
import { useIntegrationsLoaded } from './use-integrations-loaded';

/**
 * /integrations/:integrationId/delete and /integrations/:destination/:integrationId/delete: a confirmation
 * over the page it was opened from, which is also where it returns.
 */
export function DeleteIntegrationDialog() {
  const { integrationId: id = '', destination } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useIntegrationsLoaded();
  const found = useAppSelector((state) => selectIntegrationById(state, id));
  const integration = found && (destination === undefined || destinationKeyOf(found.destination) === destination) ? found : undefined;
  const loaded = useAppSelector(selectIntegrationsLoaded);
  const request = useAppSelector((state) => selectIntegrationDeleteRequest(state, id));
  const close = () => navigate('..');
  // The native modal dialog blocks the alert stack behind it, so the failure shows here too.
  const deleteError = errorOf(request);

  useRequestOutcome(request, { onComplete: close });
  useEffect(() => () => void dispatch(integrationDeleteReset({ id })), [dispatch, id]);

  if (!integration) {
    // Once deleted, it is gone from the store while the dialog closes: nothing to say then.
    return loaded && request.status !== 'Complete' ? (
      <Modal open title="Integration not found" onClose={close}>
        <p>This integration does not exist or was already deleted.</p>
      </Modal>
    ) : null;
  }

  const name = findDestination(integration.destination)?.name ?? integration.destination;
  return (
    <ConfirmDialog
      open
      title={`Delete ${integration.label}?`}
      confirmLabel="Delete"
      busy={isInFlight(request)}
      onConfirm={() => dispatch(integrationDeleteRequested({ id }))}
      onCancel={close}
    >
      {deleteError && <InlineAlert tone="danger">{deleteError.message}</InlineAlert>}
      <p>
        Email events will no longer be forwarded to this {name} source ({REGION_LABELS[integration.region]} region). This cannot
        be undone.
      </p>
    </ConfirmDialog>
  );
}
