import { useId } from 'react';
import { Button } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';
import { SAVE_MESSAGES } from './save-messages';
import styles from './SaveProblem.module.css';

interface SaveConflictDialogProps {
  /** What is edited, in the screen's words ("design", "version", "single send", "signup form"). */
  noun: string;
  onReload(): void;
  onKeepMine(): void;
  /** Decide later: the SaveProblemAlert keeps both choices, and nothing saves until one is made. */
  onClose(): void;
}

/**
 * A save found a newer version saved elsewhere (the server's 409, or another tab's broadcast). The user
 * chooses; until then the content on screen stays and saving waits. Focus starts on Close, so Enter
 * never discards either version by accident.
 */
export function SaveConflictDialog({ noun, onReload, onKeepMine, onClose }: SaveConflictDialogProps) {
  const messageId = useId();
  return (
    <Modal
      open
      onClose={onClose}
      title={SAVE_MESSAGES.conflict(noun)}
      size="sm"
      aria-describedby={messageId}
      footer={
        <>
          <Button onClick={onReload}>{SAVE_MESSAGES.reload}</Button>
          <Button variant="primary" onClick={onKeepMine}>
            {SAVE_MESSAGES.keepMine}
          </Button>
        </>
      }
    >
      <div id={messageId} className={styles.explained}>
        <p>{SAVE_MESSAGES.conflictExplained}</p>
        <p>{SAVE_MESSAGES.conflictHint}</p>
      </div>
    </Modal>
  );
}
