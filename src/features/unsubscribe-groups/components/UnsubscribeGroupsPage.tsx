import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { isInFlight } from '@/shared/request-state/request-state';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { ListContent } from '@/shared/ui/ListContent';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Skeleton } from '@/shared/ui/Skeleton';
import { Spinner } from '@/shared/ui/Spinner';
import { GROUP_LIMITS } from '../limits';
import { selectAllGroups, selectGroupsComplete, selectGroupsRequest } from '../selectors';
import { groupsRequested } from '../slice';
import { formatNumber } from './format';
import { GroupCard } from './GroupCard';
import styles from './UnsubscribeGroupsPage.module.css';

const ABOUT =
  'Unsubscribe groups let recipients opt out of one kind of email, such as a newsletter or promotions, instead of everything you send. Each email uses one group; recipients manage their groups on the preferences page.';

export function UnsubscribeGroupsPage() {
  const dispatch = useAppDispatch();
  const groups = useAppSelector(selectAllGroups);
  const complete = useAppSelector(selectGroupsComplete);
  const listRequest = useAppSelector(selectGroupsRequest);
  const atLimit = complete && groups.length >= GROUP_LIMITS.groups;

  // Every visit refreshes (unsubscribe counts change all the time), keeping as many groups as were shown
  // (the first page when none are).
  useEffect(() => {
    dispatch(groupsRequested({ load: 'refresh' }));
  }, [dispatch]);

  const create = (
    <ButtonLink to="new/preview/unsubscribe" variant="primary">
      Create New Group
    </ButtonLink>
  );

  return (
    <>
      <PageHeader title="Unsubscribe Groups" description={ABOUT} actions={atLimit ? undefined : create} />
      {atLimit && (
        <InlineAlert tone="info" title="Group limit reached">
          An account can have {GROUP_LIMITS.groups} unsubscribe groups. Delete one to create another.
        </InlineAlert>
      )}
      <ListContent
        request={listRequest}
        empty={groups.length === 0}
        placeholder={
          <div className={styles.grid} aria-busy="true">
            <Spinner label="Loading unsubscribe groups" />
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} lines={5} className={styles.skeleton} />
            ))}
          </div>
        }
        errorTitle="We could not load your unsubscribe groups"
        onRetry={() => dispatch(groupsRequested({ load: 'refresh' }))}
        emptyState={
          <EmptyState title="Create your first unsubscribe group" action={create}>
            <p>
              Without groups, a recipient who unsubscribes stops getting every marketing email from you. With a group per kind
              of email (a newsletter, promotions, event invitations), they can leave just the one they no longer want, and your
              emails are required to offer it.
            </p>
          </EmptyState>
        }
      >
        <ul className={styles.grid} aria-label="Unsubscribe groups">
          {groups.map((group) => (
            <li key={group.id} className={styles.item}>
              <GroupCard group={group} />
            </li>
          ))}
        </ul>
        <div className={styles.footer}>
          <p role="status" className={styles.status}>
            {complete
              ? `All ${formatNumber(groups.length)} groups are shown. You have reached the end of the list.`
              : `Showing the first ${formatNumber(groups.length)} groups.`}
          </p>
          {!complete && (
            <Button loading={isInFlight(listRequest)} onClick={() => dispatch(groupsRequested({ load: 'next' }))}>
              Load more groups
            </Button>
          )}
        </div>
      </ListContent>
    </>
  );
}
