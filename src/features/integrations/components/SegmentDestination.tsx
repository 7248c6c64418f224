import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { ListContent } from '@/shared/ui/ListContent';
import { PageHeader } from '@/shared/ui/PageHeader';
import { TableSkeleton } from '@/shared/ui/TableSkeleton';
import { selectIntegrationRequest, selectIntegrationsLoaded, selectIntegrationsOf } from '../selectors';
import { integrationsRequested } from '../slice';
import { DESTINATIONS } from '../types';
import { SegmentIntegrationsTable } from './SegmentIntegrationsTable';

/** /integrations/segment: the Segment sources events are forwarded to. */
export function SegmentDestination() {
  const dispatch = useAppDispatch();
  const destination = DESTINATIONS.segment;
  const integrations = useAppSelector((state) => selectIntegrationsOf(state, destination.key));
  const loaded = useAppSelector(selectIntegrationsLoaded);
  const listRequest = useAppSelector((state) => selectIntegrationRequest(state, 'list'));
  const atLimit = destination.limit !== undefined && integrations.length >= destination.limit;

  useEffect(() => {
    dispatch(integrationsRequested());
  }, [dispatch]);

  const add = (
    <ButtonLink to="add" variant="primary">
      Add Integration
    </ButtonLink>
  );

  return (
    <>
      <PageHeader
        title="Segment"
        breadcrumb={[{ label: 'Integrations', to: '..' }]}
        description={destination.summary}
        actions={
          <>
            {loaded && integrations.length > 0 && (
              <ButtonLink to="disconnect" variant="tertiary">
                Disconnect Segment
              </ButtonLink>
            )}
            {!atLimit && add}
          </>
        }
      />
      {atLimit && (
        <InlineAlert tone="info" title="Integration limit reached">
          An account can have {destination.limit} Segment integrations. Delete one to add another.
        </InlineAlert>
      )}
      <ListContent
        request={listRequest}
        empty={integrations.length === 0}
        placeholder={<TableSkeleton rows={2} columns={5} />}
        errorTitle="We could not load your Segment integrations"
        onRetry={() => dispatch(integrationsRequested())}
        emptyState={
          <EmptyState title="Forward your first events to Segment" action={add}>
            Add your Segment source&apos;s write key and choose which email events to send it.
          </EmptyState>
        }
      >
        <SegmentIntegrationsTable integrations={integrations} />
      </ListContent>
    </>
  );
}
