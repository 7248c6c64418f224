import { Link } from 'react-router-dom';
import { selectAllGroups, selectGroupsComplete } from '@/features/unsubscribe-groups/selectors';
import { groupsRequested } from '@/features/unsubscribe-groups/slice';
import { useAppSelector } from '@/shared/store/hooks';
import { useLoadOnce } from '@/shared/store/use-load-once';
import { Select } from '@/shared/ui/Select';
import { TextField } from '@/shared/ui/TextField';
import { FIELD_IDS } from '../field-ids';
import type { AutomationDraft } from '../types';
import styles from './AutomationDetail.module.css';

/** The special value of the group choice that switches to a custom unsubscribe link (spec §4). */
const CUSTOM_VALUE = 'custom-url';

interface Props {
  draft: AutomationDraft;
  error?: string;
  readOnly: boolean;
  onChange(changes: Partial<AutomationDraft>): void;
}

/** Every email of the automation carries one unsubscribe option: a group, or a custom link starting with http:// or https://. */
export function UnsubscribeField({ draft, error, readOnly, onChange }: Props) {
  useLoadOnce(useAppSelector(selectGroupsComplete), () => groupsRequested({ load: 'all' }));
  const groups = useAppSelector(selectAllGroups);
  const custom = draft.unsubscribeMode === 'custom';
  return (
    <div className={styles.field}>
      <Select
        id={FIELD_IDS.unsubscribe}
        label="Unsubscribe Group"
        name="unsubscribeGroup"
        placeholder="Select an unsubscribe group"
        value={custom ? CUSTOM_VALUE : draft.groupId}
        options={[...groups.map((group) => ({ value: group.id, label: group.name })), { value: CUSTOM_VALUE, label: 'Use a custom unsubscribe link' }]}
        error={custom ? undefined : error}
        hint="Needed to set the automation live: recipients use it to unsubscribe."
        onChange={(event) =>
          onChange(event.target.value === CUSTOM_VALUE ? { unsubscribeMode: 'custom' } : { unsubscribeMode: 'group', groupId: event.target.value })
        }
      />
      {custom && (
        <TextField
          id={FIELD_IDS.customUrl}
          label="Custom Unsubscribe Link"
          name="customUnsubscribeUrl"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={draft.customUnsubscribeUrl}
          error={error}
          hint="Starts with http:// or https://."
          onChange={(event) => onChange({ customUnsubscribeUrl: event.target.value })}
        />
      )}
      {!readOnly && <Link to="modals/create_unsubscribe">Create a new unsubscribe group</Link>}
    </div>
  );
}
