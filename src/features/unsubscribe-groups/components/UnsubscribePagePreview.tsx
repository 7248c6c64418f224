import type { UnsubscribeGroupFormValues } from '../types';
import { FakeButton, RecipientPageFrame } from './RecipientPageFrame';
import styles from './RecipientPages.module.css';

const RECIPIENT = 'jordan.rivera@example.com';

/** The page a recipient lands on from the unsubscribe link of an email that uses this group. */
export function UnsubscribePagePreview({ group, company }: { group: UnsubscribeGroupFormValues; company: string }) {
  const name = group.name.trim() || 'Group name';
  const description = group.description.trim() || 'The group description tells recipients what they are unsubscribing from.';
  return (
    <RecipientPageFrame caption="How the unsubscribe page looks to a recipient" address="https://mc.sendgrid.com/unsubscribe">
      <p className={styles.brand}>{company}</p>
      <p className={styles.pageTitle}>Unsubscribe from {name}?</p>
      <p>
        <strong>{RECIPIENT}</strong> will no longer receive these emails:
      </p>
      <div className={styles.groupBox}>
        <p className={styles.groupName}>{name}</p>
        <p className={styles.groupDescription}>{description}</p>
      </div>
      <div className={styles.buttons}>
        <FakeButton>Unsubscribe</FakeButton>
        <FakeButton variant="link">Manage email preferences</FakeButton>
      </div>
      <p className={styles.smallPrint}>
        You will still receive other emails from {company}. To stop all of them, choose Manage email preferences.
      </p>
    </RecipientPageFrame>
  );
}
