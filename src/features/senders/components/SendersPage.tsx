import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { errorOf, isInFlight } from '@/shared/request-state/request-state';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { PageHeader } from '@/shared/ui/PageHeader';
import { TableSkeleton } from '@/shared/ui/TableSkeleton';
import { MAX_SENDERS } from '../limits';
import { selectAllSenders, selectSenderRequest, selectSendersLoaded } from '../selectors';
import { sendersRequested } from '../slice';
import { SendersTable } from './SendersTable';

export function SendersPage() {
  const dispatch = useAppDispatch();
  const senders = useAppSelector(selectAllSenders);
  const loaded = useAppSelector(selectSendersLoaded);
  const listRequest = useAppSelector((state) => selectSenderRequest(state, 'list'));
  const loadError = errorOf(listRequest);
  const atLimit = senders.length >= MAX_SENDERS;

  // Every visit refreshes: locks and verification change outside this screen.
  useEffect(() => {
    dispatch(sendersRequested());
  }, [dispatch]);

  const retry = <Button onClick={() => dispatch(sendersRequested())}>Try again</Button>;

  return (
    <>
      <PageHeader
        title="Senders"
        description={
          <>
            The From identities of your marketing emails. <ButtonLink to="info" variant="tertiary" size="sm">What is a sender?</ButtonLink>
          </>
        }
        actions={
          atLimit ? undefined : (
            <ButtonLink to="new" variant="primary">
              Create New Sender
            </ButtonLink>
          )
        }
      />
      {atLimit && (
        <InlineAlert tone="info" title="Sender limit reached">
          An account can have {MAX_SENDERS} senders. Delete one to create another.
        </InlineAlert>
      )}
      {loaded && loadError && (
        <InlineAlert tone="danger" title="This list may be out of date">
          {loadError.message} {retry}
        </InlineAlert>
      )}
      {!loaded && isInFlight(listRequest) && <TableSkeleton rows={4} columns={6} />}
      {!loaded && loadError && (
        <EmptyState title="We could not load your senders" action={retry}>
          {loadError.message}
        </EmptyState>
      )}
      {loaded && senders.length === 0 && (
        <EmptyState
          title="Create your first sender"
          action={
            <ButtonLink to="new" variant="primary">
              Create New Sender
            </ButtonLink>
          }
        >
          You need a verified sender before you can send a single send or an automation.
        </EmptyState>
      )}
      {loaded && senders.length > 0 && <SendersTable senders={senders} />}
      <Outlet />
    </>
  );
}
