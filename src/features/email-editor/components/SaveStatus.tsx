import { Button } from '@/shared/ui/Button';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import type { SaveState } from '../session-types';
import { EDITOR_MESSAGES } from './editor-messages';
import styles from './EmailEditor.module.css';

const STATUS_TEXT: Record<SaveState['status'], string> = {
  saved: EDITOR_MESSAGES.saved,
  saving: EDITOR_MESSAGES.saving,
  unsaved: EDITOR_MESSAGES.unsaved,
  failed: EDITOR_MESSAGES.notSaved,
  conflict: EDITOR_MESSAGES.notSaved,
};

/** The save state in the header: a status line that is always there, so changes to it are announced. */
export function SaveStatusText({ save }: { save: SaveState }) {
  return (
    <p role="status" className={styles.saveStatus}>
      {save.status === 'saved' && save.elsewhere ? EDITOR_MESSAGES.updatedElsewhere : STATUS_TEXT[save.status]}
    </p>
  );
}

interface SaveProblemProps {
  save: SaveState;
  /** What is edited, in the host's words: "This design was saved elsewhere". */
  noun: string;
  onRetry(): void;
  onReload(): void;
  onKeepMine(): void;
}

/** A failed save (with Retry) or a conflict (with Reload and Keep mine, as in SaveConflictDialog), under the header. */
export function SaveProblem({ save, noun, onRetry, onReload, onKeepMine }: SaveProblemProps) {
  if (save.status === 'failed') {
    return (
      <InlineAlert tone="danger" className={styles.saveProblem}>
        <div className={styles.saveProblemRow}>
          <span>{save.message}</span>
          <Button size="sm" onClick={onRetry}>
            Retry
          </Button>
        </div>
      </InlineAlert>
    );
  }
  if (save.status === 'conflict') {
    return (
      <InlineAlert tone="warning" title={EDITOR_MESSAGES.conflict(noun)} className={styles.saveProblem}>
        <div className={styles.saveProblemRow}>
          <span>{EDITOR_MESSAGES.conflictHint}</span>
          <Button size="sm" onClick={onReload}>
            Reload
          </Button>
          <Button size="sm" onClick={onKeepMine}>
            Keep mine
          </Button>
        </div>
      </InlineAlert>
    );
  }
  return null;
}
