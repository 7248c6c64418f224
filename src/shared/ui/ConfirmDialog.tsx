import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from './Button';
import styles from './ConfirmDialog.module.css';
import { Modal } from './Modal';
import { TextField } from './TextField';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question or consequence to confirm. */
  children: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  /** While the confirmed action runs: confirm shows a spinner, nothing can be dismissed. */
  busy?: boolean;
  /**
   * For an action that cannot be undone and destroys data at scale: confirming needs this phrase typed
   * exactly (case-sensitive; spaces around it do not count) into the field labelled "Type <phrase> to confirm".
   */
  confirmPhrase?: string;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * Asks for confirmation. Focus starts on Cancel so Enter never confirms a destructive action by accident;
 * with a confirm phrase, on its field, where Enter confirms once the phrase matches.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  // Mounted only while open, so a phrase typed before does not carry over to the next time.
  return props.open ? <OpenConfirmDialog {...props} /> : null;
}

function OpenConfirmDialog({
  title,
  children,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  tone = 'danger',
  busy = false,
  confirmPhrase,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const phraseRef = useRef<HTMLInputElement>(null);
  const messageId = useId();
  const [typed, setTyped] = useState('');
  const confirmable = confirmPhrase === undefined || typed.trim() === confirmPhrase.trim();

  function dismiss() {
    if (!busy) onCancel();
  }

  function confirmOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (confirmable && !busy) onConfirm();
  }

  return (
    <Modal
      open
      onClose={dismiss}
      title={title}
      size="sm"
      initialFocusRef={confirmPhrase === undefined ? cancelRef : phraseRef}
      aria-describedby={messageId}
      footer={
        <>
          <Button ref={cancelRef} onClick={dismiss} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={tone} loading={busy} disabled={!confirmable} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div id={messageId} className={styles.message}>
        {children}
      </div>
      {confirmPhrase !== undefined && (
        <TextField
          ref={phraseRef}
          className={styles.phrase}
          label={`Type ${confirmPhrase} to confirm`}
          name="confirm-phrase"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={confirmOnEnter}
        />
      )}
    </Modal>
  );
}
