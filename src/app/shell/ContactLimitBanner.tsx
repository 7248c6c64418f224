import { selectContactUsage } from '@/shared/account/account-selectors';
import { useAccountResources } from '@/shared/account/use-account-resources';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import { useAppSelector } from '@/shared/store/hooks';
import { config } from '../config';
import styles from './Banners.module.css';

const USAGE_RESOURCES = ['contactCounts', 'entitlements', 'account'] as const;
const number = new Intl.NumberFormat('en-US');

/** At 90 % of the plan's contact limit: a warning, and for free accounts (trials too: account type free) an ask to upgrade. */
export function ContactLimitBanner() {
  useAccountResources(USAGE_RESOURCES);
  const usage = useAppSelector(selectContactUsage);
  if (usage === undefined || !usage.nearLimit) return null;
  const percent = Math.floor(usage.ratio * 100);
  return (
    <section className={`${styles.banner} ${styles.warning}`} aria-label="Contact limit">
      <p>
        You have used {number.format(usage.billable)} of your {number.format(usage.limit)} contacts ({percent}%).{' '}
        {usage.mustUpgrade
          ? 'Upgrade your plan to keep adding contacts.'
          : 'When you reach the limit, new contacts are not added.'}
      </p>
      {usage.mustUpgrade && (
        <a className={styles.action} href={`${config.appBase}/account/billing`} target="_blank" rel="noreferrer">
          Upgrade plan<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
      )}
    </section>
  );
}
