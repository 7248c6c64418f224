import type { ApiError } from '@/shared/api/errors';
import { saveFailureMessage } from '@/shared/form/save-failure';
import { SaveProblemAlert } from '@/shared/form/save-problem/SaveProblemAlert';
import type { SaveProblem } from '@/shared/form/save-problem/save-problem';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectSmsEditor } from '../sms-selectors';
import { smsSaveRequested } from '../sms-slice';

const noConflict = () => undefined;

/**
 * The failure of the last autosave. A 400 with field messages is said at the fields, and a 401 signs
 * out; this send's saves carry no version, so a failure is never a conflict.
 */
function problemOf(error: ApiError | undefined): SaveProblem | undefined {
  if (error === undefined || error.status === 401 || Object.keys(error.fieldErrors).length > 0) return undefined;
  return { kind: 'failed', message: saveFailureMessage(error) };
}

/** Next to the save status: an autosave that did not land, and Retry, which sends the draft as it is now. */
export function SmsSaveProblem() {
  const dispatch = useAppDispatch();
  const { save } = useAppSelector(selectSmsEditor);
  return (
    <SaveProblemAlert
      problem={problemOf(save.status === 'Error' ? save.error : undefined)}
      noun="single send"
      onRetry={() => dispatch(smsSaveRequested())}
      onReload={noConflict}
      onKeepMine={noConflict}
    />
  );
}
