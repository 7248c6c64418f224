import { SaveProblemNotice } from '@/shared/form/save-problem/SaveProblemNotice';
import { reloadRequested, saveOverRequested, saveRequested } from '../slice';
import { useDetail } from './use-detail';

/**
 * Why the last Save did not land, next to the form: a failure (time-out, 500) with Retry, which sends the
 * form's values again; or a conflict, also asked in a dialog, with Reload (the stored automation, the
 * edits dropped) and Keep mine (saved over the newer revision).
 */
export function AutomationSaveProblem() {
  const { id, dispatch, detail } = useDetail();
  return (
    <SaveProblemNotice
      problem={detail.saveProblem}
      noun="automation"
      onRetry={() => dispatch(saveRequested({ id }))}
      onReload={() => dispatch(reloadRequested({ id }))}
      onKeepMine={(revision) => dispatch(saveOverRequested({ id, revision }))}
    />
  );
}
