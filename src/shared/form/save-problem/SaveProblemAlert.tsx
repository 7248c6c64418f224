import { Button } from '@/shared/ui/Button';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { cx } from '@/shared/ui/cx';
import type { SaveProblem } from './save-problem';
import { SAVE_MESSAGES } from './save-messages';
import styles from './SaveProblem.module.css';

interface SaveProblemAlertProps {
  problem: SaveProblem | undefined;
  /** What is edited, in the screen's words: "This signup form was saved elsewhere". */
  noun: string;
  onRetry(): void;
  onReload(): void;
  onKeepMine(): void;
  className?: string;
}

/**
 * A failed save (its message and Retry) or a conflict (Reload and Keep mine), next to the form it belongs
 * to. The typed edits stay on screen in both cases; nothing is shown when the last save landed.
 */
export function SaveProblemAlert({ problem, noun, onRetry, onReload, onKeepMine, className }: SaveProblemAlertProps) {
  if (problem?.kind === 'failed') {
    return (
      <InlineAlert tone="danger" className={cx(styles.problem, className)}>
        <div className={styles.row}>
          <span>{problem.message}</span>
          <Button size="sm" onClick={onRetry}>
            {SAVE_MESSAGES.retry}
          </Button>
        </div>
      </InlineAlert>
    );
  }
  if (problem?.kind === 'conflict') {
    return (
      <InlineAlert tone="warning" title={SAVE_MESSAGES.conflict(noun)} className={cx(styles.problem, className)}>
        <div className={styles.row}>
          <span>{SAVE_MESSAGES.conflictHint}</span>
          <Button size="sm" onClick={onReload}>
            {SAVE_MESSAGES.reload}
          </Button>
          <Button size="sm" onClick={onKeepMine}>
            {SAVE_MESSAGES.keepMine}
          </Button>
        </div>
      </InlineAlert>
    );
  }
  return null;
}
