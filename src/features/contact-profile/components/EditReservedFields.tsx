import { useMemo } from 'react';
import { editContactSchema } from '../schema';
import { EDITABLE_FIELDS, IDENTIFIER_INPUTS, reservedValue } from '../reserved-fields';
import styles from './ContactForm.module.css';
import { EditContactForm } from './EditContactForm';
import { ReservedFieldInput } from './FieldInputs';
import { FieldList } from './FieldList';
import { useProfile } from './profile-context';

/** reserved-fields/edit: the general and address fields; identifiers are shown, not edited (reserved-fields.ts says why). */
export function EditReservedFields() {
  const { contact, customFields } = useProfile();
  const schema = useMemo(() => editContactSchema(customFields), [customFields]);
  return (
    <EditContactForm legend="Reserved Fields" schema={schema}>
      <p className={styles.help}>A contact is matched on its identifiers, so they cannot be changed here.</p>
      <FieldList fields={IDENTIFIER_INPUTS.map((field) => ({ label: field.label, value: reservedValue(contact, field.name) }))} />
      <div className={styles.grid}>
        {EDITABLE_FIELDS.map((field) => (
          <ReservedFieldInput key={field.name} field={field} />
        ))}
      </div>
    </EditContactForm>
  );
}
