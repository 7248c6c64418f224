import { ButtonLink } from '@/shared/ui/ButtonLink';
import { ariaSortOf, SortableHeader } from '@/shared/ui/SortableHeader';
import { Table } from '@/shared/ui/Table';
import { FIELD_TYPE_LABELS, type ContactField } from '../types';
import styles from './CustomFieldsPage.module.css';
import { useNameSort } from './use-name-sort';

const nameId = (field: ContactField) => `custom-field-${field.id}-name`;

/** The account's custom fields, sorted by name (either way), with rename and delete per row. */
export function CustomFieldsTable({ fields }: { fields: ContactField[] }) {
  const { sorted, direction, setDirection } = useNameSort(fields, 'ascending');
  return (
    <Table<ContactField>
      caption="Custom fields"
      rows={sorted}
      rowKey={(field) => field.id}
      columns={[
        {
          key: 'name',
          header: <SortableHeader label="Field Name" direction={direction} onSort={setDirection} />,
          sort: ariaSortOf(direction),
          render: (field) => (
            <span id={nameId(field)} className={styles.fieldName}>
              {field.name}
            </span>
          ),
        },
        { key: 'type', header: 'Field Type', width: '10rem', render: (field) => FIELD_TYPE_LABELS[field.fieldType] },
        {
          key: 'actions',
          header: 'Actions',
          width: '10rem',
          render: (field) => (
            <div className={styles.actions}>
              <ButtonLink size="sm" variant="tertiary" to={`edit/${encodeURIComponent(field.id)}`} aria-describedby={nameId(field)}>
                Edit
              </ButtonLink>
              <ButtonLink size="sm" variant="tertiary" to={`${encodeURIComponent(field.id)}/delete`} aria-describedby={nameId(field)}>
                Delete
              </ButtonLink>
            </div>
          ),
        },
      ]}
    />
  );
}

/** The reserved fields every contact has: read-only here, in the API's order until sorted by name. */
export function ReservedFieldsTable({ fields }: { fields: ContactField[] }) {
  const { sorted, direction, setDirection } = useNameSort(fields, null);
  return (
    <Table<ContactField>
      caption="Reserved fields"
      rows={sorted}
      rowKey={(field) => field.id}
      columns={[
        {
          key: 'name',
          header: <SortableHeader label="Field Name" direction={direction} onSort={setDirection} />,
          sort: ariaSortOf(direction),
          render: (field) => (
            <span className={styles.stacked}>
              <span className={styles.fieldName}>{field.name}</span>
              <span className={styles.muted}>{field.displayName}</span>
            </span>
          ),
        },
        { key: 'type', header: 'Field Type', width: '10rem', render: (field) => FIELD_TYPE_LABELS[field.fieldType] },
        {
          key: 'values',
          header: 'Values set by',
          width: '10rem',
          render: (field) => (field.readOnly ? 'SendGrid' : 'You'),
        },
      ]}
    />
  );
}
