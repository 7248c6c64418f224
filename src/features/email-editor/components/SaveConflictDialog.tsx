import { useId } from 'react';
import { Button } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';
import { EDITOR_MESSAGES } from './editor-messages';
import styles from './EmailEditor.module.css';

interface SaveConflictDialogProps {
  /** What is edited, in the host's words ("design", "version", "single send", "email"). */
  noun: string;
  onReload(): void;
  onKeepMine(): void;
  /** Decide later: the banner under the header keeps both choices, and nothing saves until one is made. */
  onClose(): void;
}

/**
 * A save found a newer version saved elsewhere (the server's 409, or another tab's broadcast). The user
 * chooses; until then the content on screen stays and autosave waits. Focus starts on Close, so Enter
 * never discards either version by accident.
 */
export function SaveConflictDialog({ noun, onReload, onKeepMine, onClose }: SaveConflictDialogProps) {
  const messageId = useId();
  return (
    <Modal
      open
      onClose={onClose}
      title={EDITOR_MESSAGES.conflict(noun)}
      size="sm"
      aria-describedby={messageId}
      footer={
        <>
          <Button onClick={onReload}>Reload</Button>
          <Button variant="primary" onClick={onKeepMine}>
            Keep mine
          </Button>
        </>
      }
    >
      <div id={messageId} className={styles.conflictMessage}>
        <p>{EDITOR_MESSAGES.conflictExplained}</p>
        <p>{EDITOR_MESSAGES.conflictHint}</p>
      </div>
    </Modal>
  );
}
