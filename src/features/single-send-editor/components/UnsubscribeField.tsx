import { Link } from 'react-router-dom';
import { selectAllGroups, selectGroupsComplete } from '@/features/unsubscribe-groups/selectors';
import { groupsRequested } from '@/features/unsubscribe-groups/slice';
import { useAppSelector } from '@/shared/store/hooks';
import { useLoadOnce } from '@/shared/store/use-load-once';
import { Select } from '@/shared/ui/Select';
import { TextField } from '@/shared/ui/TextField';
import type { SettingsDraft } from '../types';
import styles from './SettingsPanel.module.css';

/** The special value of the group choice that switches to a custom unsubscribe link (spec §4). */
export const CUSTOM_UNSUBSCRIBE_VALUE = 'custom-url';

interface Props {
  draft: SettingsDraft;
  error?: string;
  createPath: string;
  onChange(changes: Partial<SettingsDraft>): void;
}

/** An unsubscribe group, or a custom unsubscribe link that starts with http:// or https://. */
export function UnsubscribeField({ draft, error, createPath, onChange }: Props) {
  const complete = useAppSelector(selectGroupsComplete);
  useLoadOnce(complete, () => groupsRequested({ load: 'all' }));
  const groups = useAppSelector(selectAllGroups);
  const custom = draft.unsubscribeMode === 'custom';
  const choose = (value: string) =>
    onChange(value === CUSTOM_UNSUBSCRIBE_VALUE ? { unsubscribeMode: 'custom' } : { unsubscribeMode: 'group', groupId: value });

  return (
    <div className={styles.section}>
      <Select
        label="Unsubscribe Group"
        name="unsubscribeGroup"
        required
        placeholder="Select an unsubscribe group"
        value={custom ? CUSTOM_UNSUBSCRIBE_VALUE : draft.groupId}
        options={[...groups.map((group) => ({ value: group.id, label: group.name })), { value: CUSTOM_UNSUBSCRIBE_VALUE, label: 'Use a custom unsubscribe link' }]}
        error={custom ? undefined : error}
        hint="Choosing a group turns off the preferences link in the email's unsubscribe modules."
        onChange={(event) => choose(event.target.value)}
      />
      {custom && (
        <TextField
          label="Custom Unsubscribe Link"
          name="customUnsubscribeUrl"
          type="url"
          required
          inputMode="url"
          placeholder="https://"
          value={draft.customUnsubscribeUrl}
          error={error}
          hint="Starts with http:// or https://."
          onChange={(event) => onChange({ customUnsubscribeUrl: event.target.value })}
        />
      )}
      <Link to={createPath}>Create a new unsubscribe group</Link>
    </div>
  );
}
