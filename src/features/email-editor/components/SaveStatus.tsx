import type { SaveProblem } from '@/shared/form/save-problem/save-problem';
import { SAVE_MESSAGES } from '@/shared/form/save-problem/save-messages';
import type { SaveState } from '../session-types';
import { EDITOR_MESSAGES } from './editor-messages';
import styles from './EmailEditor.module.css';

const STATUS_TEXT: Record<SaveState['status'], string> = {
  saved: EDITOR_MESSAGES.saved,
  saving: EDITOR_MESSAGES.saving,
  unsaved: EDITOR_MESSAGES.unsaved,
  failed: SAVE_MESSAGES.notSaved,
  conflict: SAVE_MESSAGES.notSaved,
};

/** The save state in the header: a status line that is always there, so changes to it are announced. */
export function SaveStatusText({ save, keptOffered }: { save: SaveState; keptOffered: boolean }) {
  const text =
    save.status === 'saved' && keptOffered ? EDITOR_MESSAGES.keptNotSaved : save.status === 'saved' && save.elsewhere ? EDITOR_MESSAGES.updatedElsewhere : STATUS_TEXT[save.status];
  return (
    <p role="status" className={styles.saveStatus}>
      {text}
    </p>
  );
}

/** The editor's save state as the shared alert's problem: a failed save or a conflict, under the header. */
export const saveProblemOfState = (save: SaveState): SaveProblem | undefined =>
  save.status === 'failed' ? { kind: 'failed', message: save.message } : save.status === 'conflict' ? { kind: 'conflict', revision: save.revision } : undefined;
