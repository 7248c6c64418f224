import { FieldArray, useField, useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { FormikTextField } from '@/shared/form/FormikTextField';
import { useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { Checkbox } from '@/shared/ui/Checkbox';
import { Select } from '@/shared/ui/Select';
import { TextArea } from '@/shared/ui/TextArea';
import { IDENTIFIER_FIELD_IDS, RESERVED_FORM_FIELDS } from '../field-catalogue';
import { SIGNUP_FORM_LIMITS } from '../limits';
import { selectFieldChoices } from '../selectors';
import type { FormField, SignupFormValues } from '../types';
import styles from './SignupFormEditor.module.css';

export const IDENTIFIER_ERROR_ID = 'signup-form-identifier-error';

/** Build: the header, the intro copy and the fields, each with its label, helper text and required flag. */
export function BuildView() {
  const { values, errors, submitCount } = useFormikContext<SignupFormValues & { identifier?: unknown }>();
  const [intro, introMeta] = useField<string>('intro');
  const customFields = useAppSelector(selectFieldChoices);
  const choices = [
    ...RESERVED_FORM_FIELDS.map((field) => ({ ...field, label: field.label })),
    ...customFields.map((field) => ({ ...field, label: field.name })),
  ];
  const available = choices.filter((choice) => !values.fields.some((field) => field.fieldId === choice.fieldId));
  const [toAdd, setToAdd] = useState('');
  const focusLabelOf = useRef<number | null>(null);
  const identifierError = submitCount > 0 || values.fields.length > 0 ? (errors as { identifier?: string }).identifier : undefined;

  useEffect(() => {
    if (focusLabelOf.current === null) return;
    document.getElementById(`signup-form-field-${focusLabelOf.current}-label`)?.focus();
    focusLabelOf.current = null;
  });

  const nameOf = (field: FormField) => choices.find((choice) => choice.fieldId === field.fieldId)?.label ?? field.fieldId;

  return (
    <div className={styles.stack}>
      <FormikTextField label="Header" name="header" maxLength={SIGNUP_FORM_LIMITS.headerLength} />
      <TextArea label="Intro Copy" rows={3} {...intro} error={introMeta.touched ? introMeta.error : undefined} />
      <h3>Fields</h3>
      <p>A field that identifies the contact (Email or Phone Number ID) must be in the form and required.</p>
      {identifierError && (
        <p id={IDENTIFIER_ERROR_ID} className={styles.error} role="alert" tabIndex={-1}>
          {identifierError}
        </p>
      )}
      <FieldArray name="fields">
        {({ push, remove, move }) => (
          <>
            <ol className={styles.fieldList} aria-label="Form fields">
              {values.fields.map((field, index) => {
                const legendId = `signup-form-field-${index}-legend`;
                const identifier = IDENTIFIER_FIELD_IDS.includes(field.fieldId);
                return (
                  <li key={field.fieldId}>
                    <fieldset className={styles.field} aria-describedby={identifier && identifierError ? IDENTIFIER_ERROR_ID : undefined}>
                      <legend id={legendId}>
                        {nameOf(field)}
                        {identifier ? ' (identifier)' : ''}
                      </legend>
                      <FormikTextField id={`signup-form-field-${index}-label`} label="Label" name={`fields.${index}.label`} required maxLength={SIGNUP_FORM_LIMITS.labelLength} />
                      <FormikTextField label="Helper Text" name={`fields.${index}.helperText`} maxLength={SIGNUP_FORM_LIMITS.helperTextLength} />
                      <RequiredCheckbox index={index} />
                      <div className={styles.fieldActions}>
                        <Button size="sm" variant="tertiary" aria-describedby={legendId} disabled={index === 0} onClick={() => move(index, index - 1)}>
                          Move Up
                        </Button>
                        <Button size="sm" variant="tertiary" aria-describedby={legendId} disabled={index === values.fields.length - 1} onClick={() => move(index, index + 1)}>
                          Move Down
                        </Button>
                        <Button size="sm" variant="tertiary" aria-describedby={legendId} onClick={() => remove(index)}>
                          Remove
                        </Button>
                      </div>
                    </fieldset>
                  </li>
                );
              })}
            </ol>
            {values.fields.length < SIGNUP_FORM_LIMITS.fields && available.length > 0 && (
              <div className={styles.row}>
                <Select
                  label="Field to Add"
                  name="field-to-add"
                  placeholder="Choose a field"
                  options={available.map((choice) => ({ value: choice.fieldId, label: choice.label }))}
                  value={toAdd}
                  onChange={(event) => setToAdd(event.target.value)}
                />
                <Button
                  disabled={toAdd === ''}
                  onClick={() => {
                    const choice = available.find((candidate) => candidate.fieldId === toAdd);
                    if (!choice) return;
                    focusLabelOf.current = values.fields.length;
                    push({ fieldId: choice.fieldId, fieldType: choice.fieldType, label: choice.label, helperText: '', required: false } satisfies FormField);
                    setToAdd('');
                  }}
                >
                  Add Field
                </Button>
              </div>
            )}
          </>
        )}
      </FieldArray>
    </div>
  );
}

function RequiredCheckbox({ index }: { index: number }) {
  const [{ name, checked, onChange, onBlur }] = useField<boolean>({ name: `fields.${index}.required`, type: 'checkbox' });
  return <Checkbox label="Required" name={name} checked={checked} onChange={onChange} onBlur={onBlur} />;
}
