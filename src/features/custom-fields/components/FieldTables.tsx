import { ButtonLink } from '@/shared/ui/ButtonLink';
import { ariaSortOf, SortableHeader } from '@/shared/ui/SortableHeader';
import { Table, type TableColumn } from '@/shared/ui/Table';
import { FIELD_TYPE_LABELS, type ContactField } from '../types';
import styles from './CustomFieldsPage.module.css';
import { useNameSort } from './use-name-sort';

const nameId = (field: ContactField) => `custom-field-${field.id}-name`;

type NameSort = ReturnType<typeof useNameSort>;

/** The sortable Field Name column, rendered by each table its own way. */
const nameColumn = ({ direction, setDirection }: NameSort, render: TableColumn<ContactField>['render']): TableColumn<ContactField> => ({
  key: 'name',
  header: <SortableHeader label="Field Name" direction={direction} onSort={setDirection} />,
  sort: ariaSortOf(direction),
  render,
});

const typeColumn: TableColumn<ContactField> = {
  key: 'type',
  header: 'Field Type',
  width: '10rem',
  render: (field) => FIELD_TYPE_LABELS[field.fieldType],
};

/** The account's custom fields, sorted by name (either way), with rename and delete per row. */
export function CustomFieldsTable({ fields }: { fields: ContactField[] }) {
  const sort = useNameSort(fields, 'ascending');
  return (
    <Table<ContactField>
      caption="Custom fields"
      rows={sort.sorted}
      rowKey={(field) => field.id}
      columns={[
        nameColumn(sort, (field) => (
          <span id={nameId(field)} className={styles.fieldName}>
            {field.name}
          </span>
        )),
        typeColumn,
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
  const sort = useNameSort(fields, null);
  return (
    <Table<ContactField>
      caption="Reserved fields"
      rows={sort.sorted}
      rowKey={(field) => field.id}
      columns={[
        nameColumn(sort, (field) => (
          <span className={styles.stacked}>
            <span className={styles.fieldName}>{field.name}</span>
            <span className={styles.muted}>{field.displayName}</span>
          </span>
        )),
        typeColumn,
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
