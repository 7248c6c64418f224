import { Button } from '../ui/Button';

interface FormDialogFooterProps {
  /** The id of the dialog's form, which the submit button submits from the footer. */
  formId: string;
  submitLabel: string;
  /** While the request runs: the submit spins and Cancel waits. */
  busy: boolean;
  onCancel(): void;
}

/** A form dialog's footer: Cancel, and the submit of the form in the dialog's body. */
export function FormDialogFooter({ formId, submitLabel, busy, onCancel }: FormDialogFooterProps) {
  return (
    <>
      <Button onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" form={formId} variant="primary" loading={busy}>
        {submitLabel}
      </Button>
    </>
  );
}
