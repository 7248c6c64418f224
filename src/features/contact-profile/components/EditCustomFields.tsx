import { useMemo } from 'react';
import { Spinner } from '@/shared/ui/Spinner';
import { editContactSchema } from '../schema';
import styles from './ContactForm.module.css';
import { EditContactForm } from './EditContactForm';
import { CustomFieldInput } from './FieldInputs';
import { useProfile } from './profile-context';

/** custom-fields/edit: each custom field with the input of its type. */
export function EditCustomFields() {
  const { customFields, customFieldsLoaded, timeZone } = useProfile();
  const schema = useMemo(() => editContactSchema(customFields), [customFields]);
  if (!customFieldsLoaded) return <Spinner label="Loading custom fields" />;
  return (
    <EditContactForm legend="Custom Fields" schema={schema}>
      <div className={styles.grid}>
        {customFields.map((field) => (
          <CustomFieldInput key={field.id} field={field} timeZone={timeZone} />
        ))}
      </div>
    </EditContactForm>
  );
}
