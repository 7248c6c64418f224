import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import { cx } from './cx';
import { Icon } from './Icon';
import styles from './Modal.module.css';

export interface ModalProps {
  open: boolean;
  onClose(): void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Element focused when the dialog opens; defaults to the close button. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  'aria-describedby'?: string;
}

/** Modal dialog on a native <dialog>. Its content is only mounted while open. */
export function Modal(props: ModalProps) {
  return props.open ? <OpenModal {...props} /> : null;
}

function OpenModal({
  onClose,
  title,
  children,
  footer,
  size = 'md',
  initialFocusRef,
  'aria-describedby': describedBy,
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom has no showModal(); the open attribute is enough there.
    if (typeof dialog.showModal !== 'function') dialog.setAttribute('open', '');
    else if (!dialog.open) dialog.showModal();
    (initialFocusRef?.current ?? closeButtonRef.current)?.focus();

    return () => {
      if (typeof dialog.close !== 'function') dialog.removeAttribute('open');
      else if (dialog.open) dialog.close();
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [initialFocusRef]);

  // Preventing Escape's default stops the browser closing the dialog itself: the parent owns `open`.
  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    onClose();
  }

  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    onClose();
  }

  // The browser may still close the dialog (e.g. a repeated Escape); keep the parent's state in sync.
  // A close we caused while unmounting or re-showing leaves the dialog open or detached, so it is ignored.
  function handleClose() {
    const dialog = dialogRef.current;
    if (dialog?.isConnected && !dialog.open) onClose();
  }

  return (
    <dialog
      ref={dialogRef}
      className={cx(styles.dialog, styles[size])}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onKeyDown={handleKeyDown}
      onCancel={handleCancel}
      onClose={handleClose}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button ref={closeButtonRef} type="button" className={styles.close} aria-label="Close" onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <div className={styles.body}>{children}</div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </dialog>
  );
}
