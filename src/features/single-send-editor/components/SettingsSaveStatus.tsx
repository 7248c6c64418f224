import { useAppDispatch } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { settingsSaveRetried, type SettingsSave } from '../slice';
import styles from './SettingsPanel.module.css';

const TEXT: Record<SettingsSave['status'], string> = {
  saved: 'Settings saved',
  saving: 'Saving settings…',
  unsaved: 'Unsaved changes',
  failed: 'Settings not saved',
};

/** The settings' save state: a status line that is always there (so changes are announced), and a failure with Retry. */
export function SettingsSaveStatus({ id, save, restored }: { id: string; save: SettingsSave; restored: boolean }) {
  const dispatch = useAppDispatch();
  return (
    <>
      <p role="status" className={styles.saveStatus}>
        {TEXT[save.status]}
      </p>
      {restored && save.status !== 'failed' && <InlineAlert tone="info">Settings you changed before the page reloaded were put back and are being saved.</InlineAlert>}
      {save.status === 'failed' && (
        <InlineAlert tone="danger">
          <div className={styles.row}>
            <span>{save.message}</span>
            <Button size="sm" onClick={() => dispatch(settingsSaveRetried({ id }))}>
              Retry
            </Button>
          </div>
        </InlineAlert>
      )}
    </>
  );
}
