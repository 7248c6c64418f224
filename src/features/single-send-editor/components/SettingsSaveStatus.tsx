import { SaveProblemNotice } from '@/shared/form/save-problem/SaveProblemNotice';
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

/**
 * The settings' save state: a status line that is always there (so changes are announced), and a save
 * that did not land: a failure with Retry, or a conflict (also asked in a dialog) with Reload / Keep mine.
 */
export function SettingsSaveStatus({ id, save, restored }: { id: string; save: SettingsSave; restored: boolean }) {
  const dispatch = useAppDispatch();
  return (
    <>
      <p role="status" className={styles.saveStatus}>
        {TEXT[save.status]}
      </p>
      {restored && save.status !== 'failed' && <InlineAlert tone="info">Settings you changed before the page reloaded were put back and are being saved.</InlineAlert>}
      <SaveProblemNotice
        problem={save.status === 'failed' ? save.problem : undefined}
        noun="single send"
        onRetry={() => dispatch(settingsSaveRetried({ id }))}
        onReload={() => dispatch(settingsReloadRequested({ id }))}
        onKeepMine={(revision) => dispatch(settingsKeptMine({ id, revision }))}
      />
    </>
  );
}
