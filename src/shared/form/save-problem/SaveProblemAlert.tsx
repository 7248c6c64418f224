import { Button } from '@/shared/ui/Button';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { cx } from '@/shared/ui/cx';
import { useFocusOnShow } from '../use-focus-on-show';
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
  /** A failure moves focus to itself when it appears (a save the user just asked for, not an autosave). */
  focusOnShow?: boolean;
  className?: string;
}

/**
 * A failed save (its message and Retry) or a conflict (Reload and Keep mine), next to the form it belongs
 * to. The typed edits stay on screen in both cases; nothing is shown when the last save landed.
 */
export function SaveProblemAlert({ problem, noun, onRetry, onReload, onKeepMine, focusOnShow = false, className }: SaveProblemAlertProps) {
  if (problem?.kind === 'failed') {
    return <FailedSaveAlert message={problem.message} focusOnShow={focusOnShow} onRetry={onRetry} className={className} />;
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

interface FailedSaveAlertProps {
  message: string;
  focusOnShow: boolean;
  onRetry(): void;
  className?: string;
}

/** Its own component so that each failure mounts it afresh, and focus moves once per failure. */
function FailedSaveAlert({ message, focusOnShow, onRetry, className }: FailedSaveAlertProps) {
  const ref = useFocusOnShow<HTMLDivElement>(focusOnShow);
  return (
    <InlineAlert ref={ref} tabIndex={focusOnShow ? -1 : undefined} tone="danger" className={cx(styles.problem, className)}>
      <div className={styles.row}>
        <span>{message}</span>
        <Button size="sm" onClick={onRetry}>
          {SAVE_MESSAGES.retry}
        </Button>
      </div>
    </InlineAlert>
  );
}
