import { useEffect, useState } from 'react';
import { SaveConflictDialog } from '@/shared/form/save-problem/SaveConflictDialog';
import { SaveProblemAlert } from '@/shared/form/save-problem/SaveProblemAlert';
import { reloadRequested, saveOverRequested, saveRequested } from '../slice';
import { useDetail } from './use-detail';

const NOUN = 'automation';

/**
 * Why the last Save did not land, next to the form: a failure (time-out, 500) with Retry, which sends the
 * form's values again; or a conflict, also asked in a dialog, with Reload (the stored automation, the
 * edits dropped) and Keep mine (saved over the newer revision).
 */
export function AutomationSaveProblem() {
  const { id, dispatch, detail } = useDetail();
  const problem = detail.saveProblem;
  const [dialogOpen, setDialogOpen] = useState(false);
  useEffect(() => setDialogOpen(problem?.kind === 'conflict'), [problem]);
  const retry = () => dispatch(saveRequested({ id }));
  const reload = () => {
    setDialogOpen(false);
    dispatch(reloadRequested({ id }));
  };
  const keepMine = () => {
    setDialogOpen(false);
    dispatch(saveOverRequested({ id, revision: problem?.kind === 'conflict' ? problem.revision : undefined }));
  };
  return (
    <>
      <SaveProblemAlert problem={problem} noun={NOUN} onRetry={retry} onReload={reload} onKeepMine={keepMine} />
      {dialogOpen && <SaveConflictDialog noun={NOUN} onReload={reload} onKeepMine={keepMine} onClose={() => setDialogOpen(false)} />}
    </>
  );
}
