import { Link } from 'react-router-dom';
import { selectAllGroups, selectGroupsComplete } from '@/features/unsubscribe-groups/selectors';
import { groupsRequested } from '@/features/unsubscribe-groups/slice';
import { UnsubscribeChoice } from '@/shared/sending/UnsubscribeChoice';
import { useAppSelector } from '@/shared/store/hooks';
import { useLoadOnce } from '@/shared/store/use-load-once';
import type { SettingsDraft } from '../types';
import styles from './SettingsPanel.module.css';

interface Props {
  draft: SettingsDraft;
  error?: string;
  createPath: string;
  onChange(changes: Partial<SettingsDraft>): void;
}

/** An unsubscribe group, or a custom unsubscribe link that starts with http:// or https://. */
export function UnsubscribeField({ draft, error, createPath, onChange }: Props) {
  useLoadOnce(useAppSelector(selectGroupsComplete), () => groupsRequested({ load: 'all' }));
  const groups = useAppSelector(selectAllGroups);
  return (
    <div className={styles.section}>
      <UnsubscribeChoice
        value={draft}
        groups={groups}
        error={error}
        hint="Choosing a group turns off the preferences link in the email's unsubscribe modules."
        required
        onChange={onChange}
      />
      <Link to={createPath}>Create a new unsubscribe group</Link>
    </div>
  );
}
