import { ConfirmDialog } from '../ui/ConfirmDialog';

export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. If you leave, they will be lost.';

interface Props {
  message?: string;
  onStay(): void;
  onLeave(): void;
}

/** Asks before a navigation that would lose work. Focus starts on Stay, so Enter keeps the work. */
export function UnsavedChangesDialog({ message = UNSAVED_CHANGES_MESSAGE, onStay, onLeave }: Props) {
  return (
    <ConfirmDialog open title="Leave this page?" confirmLabel="Leave" cancelLabel="Stay" tone="danger" onConfirm={onLeave} onCancel={onStay}>
      {message}
    </ConfirmDialog>
  );
}
