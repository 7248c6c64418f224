import { Button } from '../Button';
import { ButtonLink } from '../ButtonLink';
import type { DataTableColumn } from './types';

/** A row the action columns can name: "Delete Welcome series". */
interface NamedRow {
  id: string;
  name: string;
}

/** A column of one small button a row, headed `action` and named "`action` row name". */
export const rowButtonColumn = <T extends NamedRow>(action: string, width: string, onClick: (row: T) => void): DataTableColumn<T> => ({
  id: action.toLowerCase(),
  header: action,
  interactive: true,
  width,
  cell: (row, { tabIndex }) => (
    <Button size="sm" variant="tertiary" tabIndex={tabIndex} aria-label={`${action} ${row.name}`} onClick={() => onClick(row)}>
      {action}
    </Button>
  ),
});

/** A column of one small link a row to the route `path` under the row (`:id/path`), headed and named as rowButtonColumn. */
export const rowLinkColumn = <T extends NamedRow>(action: string, path: string, width: string): DataTableColumn<T> => ({
  id: action.toLowerCase(),
  header: action,
  interactive: true,
  width,
  cell: (row, { tabIndex }) => (
    <ButtonLink size="sm" variant="tertiary" to={`${encodeURIComponent(row.id)}/${path}`} tabIndex={tabIndex} aria-label={`${action} ${row.name}`}>
      {action}
    </ButtonLink>
  ),
});
