import type { ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { errorOf } from '@/shared/request-state/request-state';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Spinner } from '@/shared/ui/Spinner';
import { selectIntegrationById, selectIntegrationRequest, selectIntegrationsLoaded } from '../selectors';
import { integrationsRequested } from '../slice';
import { destinationKeyOf, type Integration } from '../types';
import { useIntegrationsLoaded } from './use-integrations-loaded';

interface Props {
  id: string;
  /** The route's destination, when it names one: an integration of another destination is not found. */
  destination?: string;
  backTo: string;
  children(integration: Integration): ReactNode;
}

/** Waits for the integrations, then shows `children`, a not-found message, or the load failure with a retry. */
export function IntegrationLookup({ id, destination, backTo, children }: Props) {
  const dispatch = useAppDispatch();
  useIntegrationsLoaded();
  const loaded = useAppSelector(selectIntegrationsLoaded);
  const found = useAppSelector((state) => selectIntegrationById(state, id));
  const integration = found && (destination === undefined || destinationKeyOf(found.destination) === destination) ? found : undefined;
  const loadError = errorOf(useAppSelector((state) => selectIntegrationRequest(state, 'list')));

  if (integration) return <>{children(integration)}</>;
  if (!loaded && loadError) {
    return (
      <EmptyState
        title="We could not load this integration"
        action={<Button onClick={() => dispatch(integrationsRequested())}>Try again</Button>}
      >
        {loadError.message}
      </EmptyState>
    );
  }
  if (!loaded) return <Spinner label="Loading integration" />;
  return (
    <EmptyState title="Integration not found" action={<ButtonLink to={backTo}>Back to integrations</ButtonLink>}>
      This integration does not exist or was deleted.
    </EmptyState>
  );
}
