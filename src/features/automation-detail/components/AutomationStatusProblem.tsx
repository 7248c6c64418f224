import { SaveProblemNotice } from '@/shared/form/save-problem/SaveProblemNotice';
import { disableRequested, reloadRequested, setLiveRequested } from '../slice';
import { useDetail } from './use-detail';

/**
 * Why the last Set live or Disable did not go through, next to those buttons: a failure (time-out, 500)
 * with Retry, which asks for the same change again; or a change saved elsewhere since, also asked in a
 * dialog, with Reload (the stored automation) and Keep mine (the change made over the newer revision).
 */
export function AutomationStatusProblem() {
  const { id, dispatch, detail } = useDetail();
  const change = detail.statusProblem?.change === 'disable' ? disableRequested : setLiveRequested;
  return (
    <SaveProblemNotice
      problem={detail.statusProblem?.problem}
      noun="automation"
      onRetry={() => dispatch(change({ id }))}
      onReload={() => dispatch(reloadRequested({ id }))}
      onKeepMine={(revision) => dispatch(change({ id, over: revision }))}
    />
  );
}
