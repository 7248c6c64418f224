import { Outlet } from 'react-router-dom';
import { FIELD_TYPE_LABELS } from '@/features/custom-fields/types';
import { formatDateIn, formatNumber } from '@/shared/format/display-format';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Spinner } from '@/shared/ui/Spinner';
import { calendarDateOf } from '../custom-field-values';
import { FieldList } from './FieldList';
import { useProfile } from './profile-context';
import { TabToolbar } from './TabToolbar';

/** The contact's value of every custom field of the account, written as its type reads. */
export function CustomFieldsTab() {
  const profile = useProfile();
  const { contact, customFields, customFieldsLoaded, timeZone } = profile;
  if (!customFieldsLoaded) return <Spinner label="Loading custom fields" />;

  const shown = (id: string, type: string) => {
    const value = contact.custom_fields?.[id];
    if (value === undefined || value === null || value === '') return '';
    if (type === 'number') return typeof value === 'number' ? formatNumber(value) : String(value);
    if (type === 'date') {
      const date = calendarDateOf(String(value), timeZone);
      return date ? formatDateIn(`${date}T00:00:00Z`, 'UTC') : String(value);
    }
    return String(value);
  };

  return (
    <>
      {customFields.length === 0 ? (
        <>
          <TabToolbar />
          <EmptyState title="No custom fields yet">
            <p>Custom fields hold what you know about contacts beyond the reserved fields. Create them on the Custom Fields page.</p>
          </EmptyState>
        </>
      ) : (
        <>
          <TabToolbar editLabel="Edit Custom Fields" />
          <FieldList
            fields={customFields.map((field) => ({
              label: `${field.displayName} (${FIELD_TYPE_LABELS[field.fieldType]})`,
              value: shown(field.id, field.fieldType),
            }))}
          />
        </>
      )}
      <Outlet context={profile} />
    </>
  );
}
