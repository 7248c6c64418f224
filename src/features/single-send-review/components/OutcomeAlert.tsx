import { Link } from 'react-router-dom';
import { Button } from '@/shared/ui/Button';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import type { ReviewOutcome } from '../types';
import styles from './ReviewPage.module.css';

interface Props {
  outcome: ReviewOutcome | null;
  formatTime(time: number): string;
  editorPath: string;
  busy: boolean;
  onTakeBack(): void;
  onDismiss(): void;
}

export const OUTCOME_MESSAGES = {
  sent: (name: string) => `${name} is sending.`,
  scheduled: (name: string, at: string) => `${name} is scheduled for ${at}.`,
  unsent: (name: string) => `The send of ${name} was undone. It is a draft again.`,
  unscheduled: (name: string) => `${name} was unscheduled. It is a draft again.`,
} as const;

/**
 * The alert after sending (with Undo send), scheduling (with Unschedule), and unsending or unscheduling
 * (with a link back to the editor: the SMS editor for SMS). It stays until dismissed: its action is the
 * point. The live region is always there, so its first message is announced.
 */
export function OutcomeAlert({ outcome, formatTime, editorPath, busy, onTakeBack, onDismiss }: Props) {
  return (
    <div role="status" aria-live="polite">
      {outcome && (
        <InlineAlert tone="success">
            <span className={styles.outcome}>
              {outcome.kind === 'sent' && OUTCOME_MESSAGES.sent(outcome.name)}
              {outcome.kind === 'scheduled' && OUTCOME_MESSAGES.scheduled(outcome.name, formatTime(Date.parse(outcome.sendAt)))}
              {outcome.kind === 'unsent' && OUTCOME_MESSAGES.unsent(outcome.name)}
              {outcome.kind === 'unscheduled' && OUTCOME_MESSAGES.unscheduled(outcome.name)}
              {(outcome.kind === 'sent' || outcome.kind === 'scheduled') && (
                <Button size="sm" onClick={onTakeBack} loading={busy}>
                  {outcome.kind === 'sent' ? 'Undo send' : 'Unschedule'}
                </Button>
              )}
              {(outcome.kind === 'unsent' || outcome.kind === 'unscheduled') && <Link to={editorPath}>Back to the editor</Link>}
              <Button size="sm" onClick={onDismiss}>
                Dismiss
              </Button>
            </span>
        </InlineAlert>
      )}
    </div>
  );
}
