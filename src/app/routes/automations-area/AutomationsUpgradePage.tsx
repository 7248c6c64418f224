import { AUTOMATION_MESSAGES } from '@/shared/sending/automation-limits';
import { buttonClassName } from '@/shared/ui/Button';
import { PageHeader } from '@/shared/ui/PageHeader';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import { config } from '../../config';
import styles from './AutomationsUpgradePage.module.css';

/** The account's billing page, where plans are upgraded (the app's other upgrade asks go there too). */
export const AUTOMATIONS_UPGRADE_URL = `${config.appBase}/account/billing`;

/** What a plan without automations sees on every automations route: what they do, and the upgrade. */
export function AutomationsUpgradePage() {
  return (
    <>
      <PageHeader title="Automations" description="Emails that go out on their own when contacts join a list or segment." />
      <section className={styles.page} aria-labelledby="automations-upgrade-title">
        <h2 id="automations-upgrade-title">{AUTOMATION_MESSAGES.featureNeedsAdvanced}</h2>
        <p>With automations you build a series of emails once, and every contact who joins your list or segment receives it on its own schedule:</p>
        <ul>
          <li>Welcome new contacts at once, then follow up a few days later.</li>
          <li>Wait hours or days between emails, counted from when a contact entered or from the email before.</li>
          <li>Send a different next email to contacts who opened or clicked and to those who did not.</li>
          <li>Take contacts out when they meet exit criteria or reach your goal, and see each email's statistics.</li>
        </ul>
        <p>Upgrade to the Advanced plan to create automations.</p>
        <a className={buttonClassName('primary', 'md')} href={AUTOMATIONS_UPGRADE_URL} target="_blank" rel="noreferrer">
          Upgrade to Advanced<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
      </section>
    </>
  );
}
