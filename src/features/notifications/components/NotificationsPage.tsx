import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { ListContent } from '@/shared/ui/ListContent';
import { PageHeader } from '@/shared/ui/PageHeader';
import { TableSkeleton } from '@/shared/ui/TableSkeleton';
import { MAX_NOTIFICATION_RECIPIENTS } from '../limits';
import { selectAllRecipients, selectRecipientRequest, selectRecipientsLoaded } from '../selectors';
import { recipientsRequested } from '../slice';
import styles from './Notifications.module.css';
import { RecipientsTable } from './RecipientsTable';

/** /notifications: who receives the account's notification emails. */
export function NotificationsPage() {
  const dispatch = useAppDispatch();
  const recipients = useAppSelector(selectAllRecipients);
  const loaded = useAppSelector(selectRecipientsLoaded);
  const listRequest = useAppSelector((state) => selectRecipientRequest(state, 'list'));
  const atLimit = recipients.length >= MAX_NOTIFICATION_RECIPIENTS;

  useEffect(() => {
    dispatch(recipientsRequested());
  }, [dispatch]);

  const add = (
    <ButtonLink to="new" variant="primary">
      Add Recipient
    </ButtonLink>
  );

  return (
    <>
      <PageHeader
        title="Notifications"
        description="These addresses receive your account's notification emails: usage limits, billing and security notices."
        actions={loaded && !atLimit ? add : undefined}
      />
      {loaded && atLimit && (
        <InlineAlert tone="info" title="Recipient limit reached">
          An account can have {MAX_NOTIFICATION_RECIPIENTS} notification recipients. Delete one to add another.
        </InlineAlert>
      )}
      <ListContent
        request={listRequest}
        empty={recipients.length === 0}
        placeholder={<TableSkeleton rows={3} columns={3} />}
        errorTitle="We could not load your notification recipients"
        onRetry={() => dispatch(recipientsRequested())}
        emptyState={
          <EmptyState title="Add your first recipient" action={add}>
            Nobody receives your account notifications yet. Add up to {MAX_NOTIFICATION_RECIPIENTS} addresses.
          </EmptyState>
        }
      >
        <p className={styles.count}>
          {recipients.length} of {MAX_NOTIFICATION_RECIPIENTS} recipients
        </p>
        <RecipientsTable recipients={recipients} />
      </ListContent>
      <Outlet />
    </>
  );
}
