import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { useRequestOutcome } from '@/shared/form/use-request-outcome';
import { errorOf, isInFlight } from '@/shared/request-state/request-state';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { Modal } from '@/shared/ui/Modal';
import { selectDestinationDisconnectRequest, selectIntegrationsLoaded, selectIntegrationsOf } from '../selectors';
import { destinationDisconnectRequested, destinationDisconnectReset } from '../slice';
import { findDestination } from '../types';
import { useIntegrationsLoaded } from './use-integrations-loaded';

/** /integrations/:destination/disconnect: deletes every integration of the destination (one bulk DELETE). */
export function DisconnectDestinationDialog() {
  const destination = findDestination(useParams().destination);
  // Twilio has its own screen, which removes the SMS credentials.
  if (destination?.kind === 'sms') return <Navigate replace to="../disconnectTwilio" />;
  return destination ? <DisconnectEvents destinationKey={destination.key} name={destination.name} /> : null;
}

function DisconnectEvents({ destinationKey, name }: { destinationKey: string; name: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useIntegrationsLoaded();
  const integrations = useAppSelector((state) => selectIntegrationsOf(state, destinationKey));
  const loaded = useAppSelector(selectIntegrationsLoaded);
  const request = useAppSelector((state) => selectDestinationDisconnectRequest(state, destinationKey));
  const close = () => navigate('..');
  const disconnectError = errorOf(request);

  useRequestOutcome(request, { onComplete: close });
  useEffect(() => () => void dispatch(destinationDisconnectReset({ destination: destinationKey })), [dispatch, destinationKey]);

  if (!loaded || request.status === 'Complete') return null;
  if (integrations.length === 0 && !isInFlight(request)) {
    return (
      <Modal open title={`${name} is not connected`} onClose={close}>
        <p>There is no {name} integration to disconnect.</p>
      </Modal>
    );
  }

  const count = integrations.length;
  return (
    <ConfirmDialog
      open
      title={`Disconnect ${name}?`}
      confirmLabel="Disconnect"
      busy={isInFlight(request)}
      onConfirm={() => dispatch(destinationDisconnectRequested({ destination: destinationKey }))}
      onCancel={close}
    >
      {disconnectError && <InlineAlert tone="danger">{disconnectError.message}</InlineAlert>}
      <p>
        {count === 1 ? `Your ${name} integration` : `All ${count} of your ${name} integrations`} will be deleted and no more
        email events will be forwarded. This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
