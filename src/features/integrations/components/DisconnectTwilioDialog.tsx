import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { useRequestOutcome } from '@/shared/form/use-request-outcome';
import { errorOf, isInFlight } from '@/shared/request-state/request-state';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { Modal } from '@/shared/ui/Modal';
import { selectSmsAccount, selectSmsRequest } from '../selectors';
import { smsDisconnectRequested, smsRequestReset } from '../slice';
import { findDestination } from '../types';
import { useSmsAccountKnown } from './use-integrations-loaded';

/** /integrations/:destination/disconnectTwilio: removes the SMS credentials (DELETE marketing/sms/credentials). */
export function DisconnectTwilioDialog() {
  const destination = findDestination(useParams().destination);
  if (destination?.kind !== 'sms') return <Navigate replace to=".." />;
  return <DisconnectTwilio />;
}

function DisconnectTwilio() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useSmsAccountKnown();
  const account = useAppSelector(selectSmsAccount);
  const request = useAppSelector((state) => selectSmsRequest(state, 'disconnect'));
  const close = () => navigate('..');
  const disconnectError = errorOf(request);

  useRequestOutcome(request, { onComplete: close });
  useEffect(() => () => void dispatch(smsRequestReset('disconnect')), [dispatch]);

  if (!account.known || request.status === 'Complete') return null;
  if (!account.connected && !isInFlight(request)) {
    return (
      <Modal open title="Twilio is not connected" onClose={close}>
        <p>No Twilio account is connected, so there is nothing to disconnect.</p>
      </Modal>
    );
  }

  return (
    <ConfirmDialog
      open
      title="Disconnect Twilio?"
      confirmLabel="Disconnect"
      busy={isInFlight(request)}
      onConfirm={() => dispatch(smsDisconnectRequested())}
      onCancel={close}
    >
      {disconnectError && <InlineAlert tone="danger">{disconnectError.message}</InlineAlert>}
      <p>
        Marketing Campaigns will stop sending SMS through the Twilio account {account.sid}. Your Twilio account and its
        messaging services are not changed, and you can connect again at any time.
      </p>
    </ConfirmDialog>
  );
}
