import { Link } from 'react-router-dom';
import type { ContactField } from '@/features/custom-fields/types';
import { FIELD_TYPE_LABELS } from '@/features/custom-fields/types';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Table } from '@/shared/ui/Table';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import { selectImportColumns, selectMappableFields, selectMappings } from '../selectors';
import { columnMapped } from '../slice';
import type { ImportColumn } from '../types';
import styles from './ImportWizard.module.css';
import tableStyles from './MappingTable.module.css';

const SKIP = '';

const optionLabel = (field: ContactField) => (field.id.startsWith('_rf') ? field.displayName : `${field.displayName} (custom, ${FIELD_TYPE_LABELS[field.fieldType]})`);

const headerOf = (column: ImportColumn) => column.header || `Column ${column.index + 1}`;

/** Every column of the file with its header and sample values, and the field it fills (or skipped). */
export function MappingTable() {
  const dispatch = useAppDispatch();
  const columns = useAppSelector(selectImportColumns);
  const mappings = useAppSelector(selectMappings);
  const fields = useAppSelector(selectMappableFields);
  const reserved = fields.filter((field) => field.id.startsWith('_rf'));
  const custom = fields.filter((field) => !field.id.startsWith('_rf'));

  return (
    <Table
      caption="Columns of the file and the contact fields they fill"
      rowKey={(column) => String(column.index)}
      rows={columns}
      columns={[
        { key: 'column', header: 'Column', width: '22%', render: (column) => <strong>{headerOf(column)}</strong> },
        {
          key: 'samples',
          header: 'Sample values',
          width: '33%',
          render: (column) => (
            <ul className={styles.samples}>
              {column.samples.map((sample, index) => (
                <li key={index}>{sample === '' ? '(empty)' : sample}</li>
              ))}
            </ul>
          ),
        },
        {
          key: 'field',
          header: 'Contact field',
          render: (column) => (
            <div className={tableStyles.fieldCell}>
              <select
                className={tableStyles.select}
                aria-label={`Contact field for ${headerOf(column)}`}
                value={mappings[column.index] ?? SKIP}
                onChange={(event) => dispatch(columnMapped({ index: column.index, fieldId: event.target.value === SKIP ? null : event.target.value }))}
              >
                <option value={SKIP}>Don’t import this column</option>
                <optgroup label="Reserved fields">
                  {reserved.map((field) => (
                    <option key={field.id} value={field.id}>
                      {optionLabel(field)}
                    </option>
                  ))}
                </optgroup>
                {custom.length > 0 && (
                  <optgroup label="Custom fields">
                    {custom.map((field) => (
                      <option key={field.id} value={field.id}>
                        {optionLabel(field)}
                      </option>
                    ))}
                  </optgroup>
                )}
              </select>
              <Link to={`create-custom-field?column=${column.index}`} className={tableStyles.create}>
                Create a custom field<VisuallyHidden> for {headerOf(column)}</VisuallyHidden>
              </Link>
            </div>
          ),
        },
      ]}
    />
  );
}
