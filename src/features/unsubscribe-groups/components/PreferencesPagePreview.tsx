import type { UnsubscribeGroup, UnsubscribeGroupFormValues } from '../types';
import { FakeButton, FakeCheckbox, RecipientPageFrame } from './RecipientPageFrame';
import styles from './RecipientPages.module.css';

const RECIPIENT = 'jordan.rivera@example.com';

interface Props {
  group: UnsubscribeGroupFormValues;
  /** The account's other groups shown on the preferences page. */
  otherGroups: UnsubscribeGroup[];
  company: string;
}

/** The page where a recipient chooses which groups to stay subscribed to. */
export function PreferencesPagePreview({ group, otherGroups, company }: Props) {
  const name = group.name.trim() || 'Group name';
  const description = group.description.trim() || 'The group description tells recipients what they are unsubscribing from.';
  const shown = group.isDisplayedOnPreferencesPage;
  return (
    <RecipientPageFrame caption="How the preferences page looks to a recipient" address="https://mc.sendgrid.com/preferences">
      <p className={styles.brand}>{company}</p>
      <p className={styles.pageTitle}>Manage your email preferences</p>
      <p>
        Choose the emails <strong>{RECIPIENT}</strong> receives from {company}.
      </p>
      {!shown && (
        <p className={styles.notice}>
          {name} is not shown on this page. Recipients can still leave it through the unsubscribe link of its emails.
        </p>
      )}
      <ul className={styles.groupList}>
        {shown && (
          <li className={`${styles.groupRow} ${styles.current}`}>
            <FakeCheckbox checked />
            <span>
              <span className={styles.groupName}>
                {name} <span className={styles.thisGroup}>This group</span>
              </span>
              <span className={styles.groupDescription}>{description}</span>
            </span>
          </li>
        )}
        {otherGroups.map((other) => (
          <li key={other.id} className={styles.groupRow}>
            <FakeCheckbox checked />
            <span>
              <span className={styles.groupName}>{other.name}</span>
              <span className={styles.groupDescription}>{other.description}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className={`${styles.groupRow} ${styles.all}`}>
        <FakeCheckbox checked={false} />
        <span className={styles.groupName}>Unsubscribe me from all emails from {company}</span>
      </div>
      <div className={styles.buttons}>
        <FakeButton>Update preferences</FakeButton>
      </div>
    </RecipientPageFrame>
  );
}
