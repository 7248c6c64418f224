import { Outlet } from 'react-router-dom';
import { formatDateIn } from '@/shared/format/display-format';
import { RESERVED_FIELD_GROUPS, reservedValue } from '../reserved-fields';
import styles from './ContactProfilePage.module.css';
import { FieldList } from './FieldList';
import { useProfile } from './profile-context';
import { TabToolbar } from './TabToolbar';

/** The reserved fields by the spec's types, and the activity fields, which only the platform sets. */
export function ReservedFieldsTab() {
  const profile = useProfile();
  const { contact, timeZone } = profile;
  const when = (time: string | null | undefined) => (time ? formatDateIn(time, timeZone, true) : '');
  const activity = [
    { label: 'Last Opened', value: when(contact.last_opened) },
    { label: 'Last Clicked', value: when(contact.last_clicked) },
    { label: 'Last Emailed', value: when(contact.last_emailed) },
    { label: 'Created', value: when(contact.created_at) },
    { label: 'Updated', value: when(contact.updated_at) },
  ];
  return (
    <>
      <TabToolbar editLabel="Edit Reserved Fields" />
      <div className={styles.groups}>
        {RESERVED_FIELD_GROUPS.map((group) => (
          <section key={group.type} aria-labelledby={`group-${group.type}`} className={styles.group}>
            <h2 id={`group-${group.type}`}>{group.title}</h2>
            <FieldList fields={group.fields.map((field) => ({ label: field.label, value: reservedValue(contact, field.name) }))} />
          </section>
        ))}
        <section aria-labelledby="group-activity" className={styles.group}>
          <h2 id="group-activity">Activity</h2>
          <p className={styles.empty}>Set by SendGrid as the contact gets your emails; times in {timeZone}.</p>
          <FieldList fields={activity} />
        </section>
      </div>
      <Outlet context={profile} />
    </>
  );
}
