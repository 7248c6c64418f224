import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { PageHeader } from '@/shared/ui/PageHeader';
import { selectIntegrationRequest } from '../selectors';
import { integrationRequestReset, integrationUpdateRequested } from '../slice';
import { destinationKeyOf, findDestination, toIntegrationPatch, toSegmentFormValues, type Integration } from '../types';
import { IntegrationLookup } from './IntegrationLookup';
import { SegmentForm } from './SegmentForm';
import { useIntegrationsBase } from './use-integrations-base';

/** /integrations/:integrationId/edit and /integrations/:destination/:integrationId/edit. */
export function EditIntegrationPage() {
  const { integrationId = '', destination } = useParams();
  const base = useIntegrationsBase();
  return (
    <>
      <PageHeader
        title="Edit Integration"
        breadcrumb={[
          { label: 'Integrations', to: base },
          ...(destination ? [{ label: findDestination(destination)?.name ?? destination, to: `${base}/${destination}` }] : []),
        ]}
      />
      <IntegrationLookup id={integrationId} destination={destination} backTo={destination ? `${base}/${destination}` : base}>
        {(integration) => <EditIntegrationForm integration={integration} />}
      </IntegrationLookup>
    </>
  );
}

function EditIntegrationForm({ integration }: { integration: Integration }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const base = useIntegrationsBase();
  const request = useAppSelector((state) => selectIntegrationRequest(state, 'update'));
  const successRoute = `${base}/${destinationKeyOf(integration.destination)}`;
  // Only the integration it opened with: a refresh of the list must not overwrite what the user is typing.
  const initialValues = useMemo(() => toSegmentFormValues(integration), [integration.id]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => () => void dispatch(integrationRequestReset('update')), [dispatch]);

  return (
    <SegmentForm
      initialValues={initialValues}
      request={request}
      submitLabel="Save"
      cancelTo={successRoute}
      keptAs={integration.id}
      onSubmit={(values) =>
        dispatch(integrationUpdateRequested({ id: integration.id, changes: toIntegrationPatch(integration.destination, initialValues, values) }))
      }
      onSaved={() => navigate(successRoute)}
    />
  );
}
