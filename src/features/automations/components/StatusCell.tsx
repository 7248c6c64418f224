import type { AutomationStatus } from '@/shared/sending/automation';
import { Badge } from '@/shared/ui/Badge';
import { shownStatus, STATUS_NOTES } from '../types';
import styles from './Automations.module.css';

/** Live or Draft, as lists show an automation (spec §4), and beneath it a disabled or paused one's exact status. */
export function StatusCell({ status }: { status: AutomationStatus }) {
  const note = STATUS_NOTES[status];
  return (
    <span className={styles.status}>
      <Badge tone={status === 'live' ? 'success' : 'neutral'}>{shownStatus(status)}</Badge>
      {note && <span className={styles.note}>{note}</span>}
    </span>
  );
}
