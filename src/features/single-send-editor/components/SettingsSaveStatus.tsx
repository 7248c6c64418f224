import { useEffect, useState } from 'react';
import { SaveConflictDialog } from '@/shared/form/save-problem/SaveConflictDialog';
import { SaveProblemAlert } from '@/shared/form/save-problem/SaveProblemAlert';
import { useAppDispatch } from '@/shared/store/hooks';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { settingsKeptMine, settingsReloadRequested, settingsSaveRetried, type SettingsSave } from '../slice';
import styles from './SettingsPanel.module.css';

const TEXT: Record<SettingsSave['status'], string> = {
  saved: 'Settings saved',
  saving: 'Saving settings…',
  unsaved: 'Unsaved changes',
  failed: 'Settings not saved',
};

const NOUN = 'single send';

/**
 * The settings' save state: a status line that is always there (so changes are announced), and a save
 * that did not land: a failure with Retry, or a conflict (also asked in a dialog) with Reload / Keep mine.
 */
export function SettingsSaveStatus({ id, save, restored }: { id: string; save: SettingsSave; restored: boolean }) {
  const dispatch = useAppDispatch();
  const problem = save.status === 'failed' ? save.problem : undefined;
  const [dialogOpen, setDialogOpen] = useState(false);
  useEffect(() => setDialogOpen(problem?.kind === 'conflict'), [problem]);
  const reload = () => {
    setDialogOpen(false);
    dispatch(settingsReloadRequested({ id }));
  };
  const keepMine = () => {
    setDialogOpen(false);
    dispatch(settingsKeptMine({ id, revision: problem?.kind === 'conflict' ? problem.revision : undefined }));
  };
  return (
    <>
      <p role="status" className={styles.saveStatus}>
        {TEXT[save.status]}
      </p>
      {restored && save.status !== 'failed' && <InlineAlert tone="info">Settings you changed before the page reloaded were put back and are being saved.</InlineAlert>}
      <SaveProblemAlert problem={problem} noun={NOUN} onRetry={() => dispatch(settingsSaveRetried({ id }))} onReload={reload} onKeepMine={keepMine} />
      {dialogOpen && <SaveConflictDialog noun={NOUN} onReload={reload} onKeepMine={keepMine} onClose={() => setDialogOpen(false)} />}
    </>
  );
}
