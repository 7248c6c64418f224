import { InlineAlert } from '../ui/InlineAlert';
import { SaveProblemAlert } from './save-problem/SaveProblemAlert';
import { useFocusOnShow } from './use-focus-on-show';

interface FormErrorNoticeProps {
  message: string;
  /** The failure may land when sent again (a time-out, a 500): the message comes with Retry. */
  retryable: boolean;
  /** Sends what the form holds now again. */
  onRetry(): void;
}

const noConflict = () => undefined;

/**
 * A form's failure above its fields, focused when it appears: with Retry when sending again may land,
 * alone when it would not (a limit reached, not allowed). For forms with or without Formik alike.
 */
export function FormErrorNotice({ message, retryable, onRetry }: FormErrorNoticeProps) {
  if (!retryable) return <FormErrorAlert message={message} />;
  return <SaveProblemAlert problem={{ kind: 'failed', message }} noun="" focusOnShow onRetry={onRetry} onReload={noConflict} onKeepMine={noConflict} />;
}

function FormErrorAlert({ message }: { message: string }) {
  const ref = useFocusOnShow<HTMLDivElement>();
  return (
    <InlineAlert ref={ref} tabIndex={-1} tone="danger">
      {message}
    </InlineAlert>
  );
}
