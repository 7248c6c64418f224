import { useAppSelector } from '@/shared/store/hooks';
import { selectSmsEditor, selectSmsSaveStatus } from '../sms-selectors';
import styles from './SmsEditor.module.css';

const timeFormat = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

/** The autosave's state, said politely as it changes. */
export function SaveStatusText() {
  const status = useAppSelector(selectSmsSaveStatus);
  const { savedAt } = useAppSelector(selectSmsEditor);
  const text = {
    saving: 'Saving…',
    saved: savedAt ? `All changes saved at ${timeFormat.format(new Date(savedAt))}` : 'All changes saved',
    unsaved: 'Unsaved changes',
    failed: 'Changes not saved',
  }[status];
  return (
    <p role="status" className={styles.saveStatus}>
      {text}
    </p>
  );
}
