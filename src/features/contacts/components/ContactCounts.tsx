import { selectContactCounts } from '@/shared/account/account-selectors';
import { useAccountResources } from '@/shared/account/use-account-resources';
import { formatNumber } from '@/shared/format/display-format';
import { useAppSelector } from '@/shared/store/hooks';
import { Skeleton } from '@/shared/ui/Skeleton';
import styles from './AllContactsPage.module.css';

const COUNT_RESOURCES = ['contactCounts'] as const;

/**
 * The account's contact count and billable count (billable_breakdown.total added), from the account
 * service the shell's contact-limit banner reads too: one request, and its failure alert is the
 * service's ("the count of all contacts", spec §8).
 */
export function ContactCounts() {
  const { loaded } = useAccountResources(COUNT_RESOURCES);
  const counts = useAppSelector(selectContactCounts);
  if (!counts) return loaded ? null : <Skeleton width="16rem" />;
  return (
    <dl className={styles.counts}>
      <div>
        <dt>Contacts</dt>
        <dd>{formatNumber(counts.contactCount)}</dd>
      </div>
      <div>
        <dt>Billable contacts</dt>
        <dd>{formatNumber(counts.billableCount)}</dd>
      </div>
    </dl>
  );
}
