import { errorOf, type RequestState } from '@/shared/request-state/request-state';
import { Button } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';

interface Props {
  /** The read of the design the address names. */
  request: RequestState;
  retry(): void;
  onClose(): void;
}

/** What a design's dialog shows instead of its form: nothing while it loads, the failure with a retry, or that it does not exist. */
export function DesignUnavailableDialog({ request, retry, onClose }: Props) {
  const error = errorOf(request);
  if (error && error.status !== 404) {
    return (
      <Modal open title="We could not load this design" onClose={onClose} footer={<Button onClick={retry}>Try again</Button>}>
        <p>{error.message}</p>
      </Modal>
    );
  }
  if (!error) return null;
  return (
    <Modal open title="Design not found" onClose={onClose}>
      <p>This design does not exist or was deleted.</p>
    </Modal>
  );
}
