import { useNavigate, useParams } from 'react-router-dom';
import { useAppSelector } from '@/shared/store/hooks';
import { DeleteDialog } from '@/shared/form/DeleteDialog';
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
  const navigate = useNavigate();
  useIntegrationsLoaded();
  const found = useAppSelector((state) => selectIntegrationById(state, id));
  const integration = found && (destination === undefined || destinationKeyOf(found.destination) === destination) ? found : undefined;
  const loaded = useAppSelector(selectIntegrationsLoaded);
  const request = useAppSelector((state) => selectIntegrationDeleteRequest(state, id));
  const close = () => navigate('..');

  return (
    <DeleteDialog
      id={id}
      item={integration}
      request={request}
      deleteRequested={integrationDeleteRequested}
      deleteReset={integrationDeleteReset}
      title={({ label }) => `Delete ${label}?`}
      notFound={
        loaded && (
          <Modal open title="Integration not found" onClose={close}>
            <p>This integration does not exist or was already deleted.</p>
          </Modal>
        )
      }
      onClose={close}
    >
      {(shown) => (
        <p>
          Email events will no longer be forwarded to this {findDestination(shown.destination)?.name ?? shown.destination}{' '}
          source ({REGION_LABELS[shown.region]} region). This cannot be undone.
        </p>
      )}
    </DeleteDialog>
  );
}
