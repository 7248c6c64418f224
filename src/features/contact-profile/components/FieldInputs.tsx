import { useFormikContext } from 'formik';
import type { ContactField } from '@/features/custom-fields/types';
import { FormikTextField } from '@/shared/form/FormikTextField';
import { formatDateIn } from '@/shared/format/display-format';
import { Button } from '@/shared/ui/Button';
import { todayIn } from '../custom-field-values';
import { MAX_ALTERNATE_EMAILS, type ReservedField } from '../reserved-fields';
import type { ContactFormValues } from '../types';
import styles from './ContactForm.module.css';

const HINTS: Partial<Record<ReservedField['name'], string>> = {
  alternate_emails: `Separate addresses with commas; up to ${MAX_ALTERNATE_EMAILS}.`,
  phone_number: 'Include the country code: only +1 is supported, e.g. +1 555 010 2000.',
  phone_number_id: 'A phone number with its country code: only +1 is supported, e.g. +1 555 010 2000.',
};

/** A reserved field's input, with the API's length limit. */
export function ReservedFieldInput({ field, required = false }: { field: ReservedField; required?: boolean }) {
  return (
    <FormikTextField
      name={field.name}
      label={field.label}
      required={required}
      maxLength={field.name === 'alternate_emails' ? undefined : field.maxLength}
      type={field.name === 'email' ? 'email' : field.name === 'phone_number' || field.name === 'phone_number_id' ? 'tel' : 'text'}
      autoComplete={field.autoComplete ?? 'off'}
      hint={HINTS[field.name]}
    />
  );
}

/** A custom field's input, by its type: text, a number, or a date picked in the user's time zone. */
export function CustomFieldInput({ field, timeZone }: { field: ContactField; timeZone: string }) {
  const name = `customFields.${field.id}`;
  if (field.fieldType === 'date') return <DateInput name={name} label={field.displayName} timeZone={timeZone} />;
  if (field.fieldType === 'number') return <FormikTextField name={name} label={field.displayName} type="number" step="any" inputMode="decimal" />;
  return <FormikTextField name={name} label={field.displayName} />;
}

/**
 * A native date picker (keyboard and screen reader support come with it) and a Today button. A Date
 * field holds a calendar date; the user's time zone decides which day "today" is.
 */
function DateInput({ name, label, timeZone }: { name: string; label: string; timeZone: string }) {
  const { setFieldValue } = useFormikContext<ContactFormValues>();
  const now = Date.now();
  return (
    <div className={styles.dateRow}>
      <FormikTextField
        name={name}
        label={label}
        type="date"
        hint={`Today is ${formatDateIn(new Date(now), timeZone)} in your time zone (${timeZone}).`}
      />
      <Button type="button" variant="secondary" size="sm" onClick={() => void setFieldValue(name, todayIn(timeZone, now))} aria-label={`Set ${label} to today`}>
        Today
      </Button>
    </div>
  );
}
