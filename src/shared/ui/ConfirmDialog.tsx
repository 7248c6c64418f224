import { useId, useRef, type ReactNode } from 'react';
import { Button } from './Button';
import styles from './ConfirmDialog.module.css';
import { Modal } from './Modal';

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
  onConfirm(): void;
  onCancel(): void;
}

/** Asks for confirmation. Focus starts on Cancel so Enter never confirms a destructive action by accident. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  tone = 'danger',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();

  function dismiss() {
    if (!busy) onCancel();
  }

  return (
    <Modal
      open={open}
      onClose={dismiss}
      title={title}
      size="sm"
      initialFocusRef={cancelRef}
      aria-describedby={messageId}
      footer={
        <>
          <Button ref={cancelRef} onClick={dismiss} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={tone} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div id={messageId} className={styles.message}>
        {children}
      </div>
    </Modal>
  );
}
