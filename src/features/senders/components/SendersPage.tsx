import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { ListContent } from '@/shared/ui/ListContent';
import { PageHeader } from '@/shared/ui/PageHeader';
import { TableSkeleton } from '@/shared/ui/TableSkeleton';
import { MAX_SENDERS } from '../limits';
import { selectAllSenders, selectSenderRequest } from '../selectors';
import { sendersRequested } from '../slice';
import { SendersTable } from './SendersTable';

export function SendersPage() {
  const dispatch = useAppDispatch();
  const senders = useAppSelector(selectAllSenders);
  const listRequest = useAppSelector((state) => selectSenderRequest(state, 'list'));
  const atLimit = senders.length >= MAX_SENDERS;

  // Every visit refreshes: locks and verification change outside this screen.
  useEffect(() => {
    dispatch(sendersRequested());
  }, [dispatch]);

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
      <ListContent
        request={listRequest}
        empty={senders.length === 0}
        placeholder={<TableSkeleton rows={4} columns={6} />}
        errorTitle="We could not load your senders"
        onRetry={() => dispatch(sendersRequested())}
        emptyState={
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
        }
      >
        <SendersTable senders={senders} />
      </ListContent>
      <Outlet />
    </>
  );
}
