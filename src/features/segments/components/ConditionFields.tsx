import { useField, useFormikContext } from 'formik';
import type { ChangeEvent, Ref } from 'react';
import type { ContactField } from '@/features/custom-fields/types';
import { Button } from '@/shared/ui/Button';
import { Icon } from '@/shared/ui/Icon';
import { Select, type SelectOption } from '@/shared/ui/Select';
import { TextField } from '@/shared/ui/TextField';
import { DELETED_FIELD_MESSAGE, NO_MATCH_MESSAGE } from '../messages';
import { isMissingField } from '../parse-for-editing';
import { operatorFor, operatorOptions, subjectKind, subjectOptions, valueShape } from './condition-options';
import styles from './SegmentBuilder.module.css';

interface Props {
  /** Formik path of the condition: `query.groups.0.conditions.1`. */
  path: string;
  groupNumber: number;
  conditionNumber: number;
  /** The account's fields, plus a stand-in for each deleted one the query names (parse-for-editing.ts). */
  fields: readonly ContactField[];
  /** The user's time zone, in words, for the date inputs' hint. */
  timeZoneName: string;
  /** The finished condition matches no contact on its own. */
  matchesNothing: boolean;
  subjectRef?: Ref<HTMLSelectElement>;
  onRemove(): void;
}

const DIRECTIONS: SelectOption[] = [
  { value: 'last', label: 'in the last' },
  { value: 'next', label: 'in the next' },
];
const SOURCES: SelectOption[] = [{ value: 'ANY', label: 'Any single send or automation (ANY)' }];
const EVENT_WINDOWS: SelectOption[] = [
  { value: 'ever', label: 'at any time' },
  { value: 'last', label: 'in the last number of days' },
  { value: 'between', label: 'between two dates' },
];

/** One member of the condition bound to Formik; its message shows once touched or after a submit. */
function useConditionField(path: string, member: string) {
  const [field, meta, helpers] = useField<string>(`${path}.${member}`);
  const { submitCount } = useFormikContext();
  // Kept as typed: Formik's own change handler would turn a number input's text into a number.
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void helpers.setValue(event.target.value);
  return { field: { ...field, value: field.value ?? '', onChange }, error: meta.touched || submitCount > 0 ? meta.error : undefined };
}

/**
 * One condition: its field (or mail event), the operator its type allows, and the inputs that operator
 * takes, typed by the field (numbers as numbers, dates as the user's wall-clock time). Each input says
 * what is wrong right beside it.
 */
export function ConditionFields({ path, groupNumber, conditionNumber, fields, timeZoneName, matchesNothing, subjectRef, onRemove }: Props) {
  const { setFieldValue } = useFormikContext();
  const subject = useConditionField(path, 'subject');
  const operator = useConditionField(path, 'operator');
  const value = useConditionField(path, 'value');
  const endValue = useConditionField(path, 'endValue');
  const direction = useConditionField(path, 'direction');
  const source = useConditionField(path, 'source');
  const window = useConditionField(path, 'window');

  const kind = subjectKind(subject.field.value, fields);
  const shape = valueShape(kind, operator.field.value);
  const label = `condition ${conditionNumber} of group ${groupNumber}`;
  const zoneHint = `In your time zone (${timeZoneName}).`;

  function changeSubject(event: ChangeEvent<HTMLSelectElement>) {
    const next = event.target.value;
    subject.field.onChange(event);
    void setFieldValue(`${path}.operator`, operatorFor(next, subjectKind(next, fields), operator.field.value), false);
  }

  // A field deleted since the query was written (a stand-in) is offered only where it is used, so the user sees what to replace.
  const options = subjectOptions(fields).filter((option) => !isMissingField(option.value) || option.value === subject.field.value);

  const numberField = (member: typeof value, name: string, fieldLabel: string) => (
    <TextField {...member.field} label={fieldLabel} name={name} type="number" inputMode="decimal" step="any" required error={member.error} />
  );
  const dateField = (member: typeof value, name: string, fieldLabel: string, type: 'date' | 'datetime-local') => (
    <TextField {...member.field} label={fieldLabel} name={name} type={type} required hint={zoneHint} error={member.error} />
  );

  return (
    <fieldset className={styles.condition}>
      <legend className={styles.conditionLegend}>Condition {conditionNumber}</legend>
      <div className={styles.conditionRow}>
        <Select
          {...subject.field}
          ref={subjectRef}
          onChange={changeSubject}
          label="Field"
          placeholder="Choose a field or event"
          options={options}
          required
          error={isMissingField(subject.field.value) ? DELETED_FIELD_MESSAGE : subject.error}
          className={styles.subject}
        />
        {kind !== null && (
          <Select
            {...operator.field}
            label="Operator"
            placeholder={kind === 'event' ? undefined : 'Choose an operator'}
            options={operatorOptions(subject.field.value, kind)}
            required
            error={operator.error}
          />
        )}
        {shape === 'text' && <TextField {...value.field} label="Value" required error={value.error} />}
        {shape === 'number' && numberField(value, value.field.name, 'Value')}
        {shape === 'numberRange' && (
          <>
            {numberField(value, value.field.name, 'From')}
            {numberField(endValue, endValue.field.name, 'To')}
          </>
        )}
        {shape === 'dateTime' && dateField(value, value.field.name, 'Date and time', 'datetime-local')}
        {shape === 'dateTimeRange' && (
          <>
            {dateField(value, value.field.name, 'From', 'datetime-local')}
            {dateField(endValue, endValue.field.name, 'To', 'datetime-local')}
          </>
        )}
        {shape === 'date' && dateField(value, value.field.name, 'Date', 'date')}
        {shape === 'relative' && (
          <>
            <Select {...direction.field} label="Window" options={DIRECTIONS} />
            {numberField(value, value.field.name, 'Days')}
          </>
        )}
        {shape === 'event' && (
          <>
            <Select
              {...source.field}
              label="Sent by"
              options={source.field.value === 'ANY' ? SOURCES : [...SOURCES, { value: source.field.value, label: source.field.value }]}
            />
            <Select {...window.field} label="When" options={EVENT_WINDOWS} />
            {window.field.value === 'last' && numberField(value, value.field.name, 'Days')}
            {window.field.value === 'between' && (
              <>
                {dateField(value, value.field.name, 'From', 'date')}
                {dateField(endValue, endValue.field.name, 'To', 'date')}
              </>
            )}
          </>
        )}
        <Button variant="tertiary" size="sm" className={styles.remove} icon={<Icon name="trash" />} aria-label={`Remove ${label}`} onClick={onRemove}>
          Remove
        </Button>
      </div>
      {/* Always present, so the message is announced when it appears. */}
      <p className={matchesNothing ? styles.noMatch : undefined} role="status">
        {matchesNothing ? NO_MATCH_MESSAGE : null}
      </p>
    </fieldset>
  );
}
