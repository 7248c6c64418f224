import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { PageHeader } from '@/shared/ui/PageHeader';
import { maxIntegrationsMessage } from '../messages';
import { selectIntegrationRequest, selectIntegrationsOf, selectSmsAccount, selectSmsRequest } from '../selectors';
import { integrationCreateRequested, integrationRequestReset, smsCredentialsSaveRequested, smsRequestReset } from '../slice';
import { DESTINATIONS, findDestination, toSegmentFormValues } from '../types';
import { SegmentForm } from './SegmentForm';
import { TwilioForm } from './TwilioForm';
import { useIntegrationsBase } from './use-integrations-base';
import { useIntegrationsLoaded, useSmsAccountKnown } from './use-integrations-loaded';

/** /integrations/:destination/add: the destination's connect form. */
export function AddIntegrationPage() {
  const destination = findDestination(useParams().destination);
  return destination?.kind === 'sms' ? <ConnectTwilioPage /> : <CreateSegmentPage />;
}

const EMPTY_SEGMENT = toSegmentFormValues();

function CreateSegmentPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const base = useIntegrationsBase();
  const destination = DESTINATIONS.segment;
  const request = useAppSelector((state) => selectIntegrationRequest(state, 'create'));
  const count = useAppSelector((state) => selectIntegrationsOf(state, destination.key)).length;
  useIntegrationsLoaded();

  useEffect(() => () => void dispatch(integrationRequestReset('create')), [dispatch]);

  return (
    <>
      <PageHeader
        title="Connect Segment"
        breadcrumb={[
          { label: 'Integrations', to: base },
          { label: 'Segment', to: `${base}/${destination.key}` },
        ]}
        description="Every email event you pick is sent to your Segment source as it happens."
      />
      {destination.limit !== undefined && count >= destination.limit && (
        <InlineAlert tone="warning" title="Integration limit reached">
          You have {destination.limit} Segment integrations, the most an account can have. Delete one before you add another.
        </InlineAlert>
      )}
      <SegmentForm
        initialValues={EMPTY_SEGMENT}
        request={request}
        submitLabel="Add Integration"
        cancelTo={`${base}/${destination.key}`}
        forbiddenMessage={maxIntegrationsMessage(destination)}
        keptAs="new"
        onSubmit={(values) => dispatch(integrationCreateRequested({ destination: destination.name, values }))}
        // The destination route (lower-cased) is where a new integration is seen.
        onSaved={() => navigate(`${base}/${destination.key}`)}
      />
    </>
  );
}

function ConnectTwilioPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const base = useIntegrationsBase();
  const request = useAppSelector((state) => selectSmsRequest(state, 'save'));
  const account = useAppSelector(selectSmsAccount);
  useSmsAccountKnown();

  useEffect(() => () => void dispatch(smsRequestReset('save')), [dispatch]);

  return (
    <>
      <PageHeader
        title="Connect Twilio"
        breadcrumb={[
          { label: 'Integrations', to: base },
          { label: 'Twilio SMS', to: `${base}/twilio` },
        ]}
        description="Marketing Campaigns sends SMS through your own Twilio account."
      />
      {account.connected && (
        <InlineAlert tone="info" title="A Twilio account is already connected">
          Saving replaces the credentials of {account.sid}.
        </InlineAlert>
      )}
      <TwilioForm
        request={request}
        cancelTo={`${base}/twilio`}
        onSubmit={(values) => dispatch(smsCredentialsSaveRequested(values))}
        onSaved={() => navigate(`${base}/twilio`)}
      />
    </>
  );
}
