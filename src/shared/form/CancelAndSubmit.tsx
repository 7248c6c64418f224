import { Button } from '../ui/Button';
import { ButtonLink } from '../ui/ButtonLink';

interface Props {
  /** Where Cancel goes. */
  cancelTo: string;
  submitLabel: string;
  submitting: boolean;
}

/** A form page's Cancel link and its submit button, which spins while the request is in flight. */
export function CancelAndSubmit({ cancelTo, submitLabel, submitting }: Props) {
  return (
    <>
      <ButtonLink to={cancelTo} variant="secondary">
        Cancel
      </ButtonLink>
      <Button type="submit" variant="primary" loading={submitting}>
        {submitLabel}
      </Button>
    </>
  );
}
