import { Select } from '../ui/Select';
import { TextField } from '../ui/TextField';

/** How a send's emails let recipients unsubscribe: a group, or a custom link. */
export interface UnsubscribeValue {
  unsubscribeMode: 'group' | 'custom';
  groupId: string;
  customUnsubscribeUrl: string;
}

/** The special value of the group choice that switches to a custom unsubscribe link (spec §4). */
const CUSTOM_VALUE = 'custom-url';

interface Props {
  value: UnsubscribeValue;
  groups: readonly { id: string; name: string }[];
  error?: string;
  /** Said under the group choice. */
  hint: string;
  required?: boolean;
  ids?: { group: string; customUrl: string };
  onChange(changes: Partial<UnsubscribeValue>): void;
}

/** An unsubscribe group, or a custom unsubscribe link that starts with http:// or https://; the error shows on the one chosen. */
export function UnsubscribeChoice({ value, groups, error, hint, required, ids, onChange }: Props) {
  const custom = value.unsubscribeMode === 'custom';
  return (
    <>
      <Select
        id={ids?.group}
        label="Unsubscribe Group"
        name="unsubscribeGroup"
        required={required}
        placeholder="Select an unsubscribe group"
        value={custom ? CUSTOM_VALUE : value.groupId}
        options={[...groups.map((group) => ({ value: group.id, label: group.name })), { value: CUSTOM_VALUE, label: 'Use a custom unsubscribe link' }]}
        error={custom ? undefined : error}
        hint={hint}
        onChange={(event) =>
          onChange(event.target.value === CUSTOM_VALUE ? { unsubscribeMode: 'custom' } : { unsubscribeMode: 'group', groupId: event.target.value })
        }
      />
      {custom && (
        <TextField
          id={ids?.customUrl}
          label="Custom Unsubscribe Link"
          name="customUnsubscribeUrl"
          type="url"
          required={required}
          inputMode="url"
          placeholder="https://"
          value={value.customUnsubscribeUrl}
          error={error}
          hint="Starts with http:// or https://."
          onChange={(event) => onChange({ customUnsubscribeUrl: event.target.value })}
        />
      )}
    </>
  );
}
