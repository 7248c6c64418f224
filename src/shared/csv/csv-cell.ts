/** Characters a spreadsheet reads as the start of a formula (or that hide one: tab, carriage return). */
const FORMULA_START = /^'*[=+\-@\t\r]/;
/** The export's mark: one apostrophe before a value that starts like a formula (after any apostrophes). */
const MARKED_FORMULA = /^'+[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/**
 * One CSV cell that is safe to open in a spreadsheet (OWASP "CSV injection"): a value starting with
 * `=`, `+`, `-`, `@`, tab or carriage return gets a leading apostrophe, so it is shown as text and never
 * evaluated; then the cell is quoted per RFC 4180 when it holds a quote, comma, line break or edge space.
 * A value that already starts with apostrophes before such a character gets one more, so that
 * `readCsvCell` can tell the mark from the value: reading gives back exactly what was written.
 */
export function safeCsvCell(value: string): string {
  const neutral = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(neutral) ? `"${neutral.replace(/"/g, '""')}"` : neutral;
}

/** A CSV line of safe cells. */
export const safeCsvRow = (cells: readonly string[]): string => cells.map(safeCsvCell).join(',');

/**
 * The value of a cell `safeCsvCell` wrote, once a CSV parser has unquoted it: the mark (one leading
 * apostrophe before a formula character) comes off. `'=1+1@example.com` reads `=1+1@example.com`;
 * anything else is left as it is.
 */
export const readCsvCell = (cell: string): string => (MARKED_FORMULA.test(cell) ? cell.slice(1) : cell);
