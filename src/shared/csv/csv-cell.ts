/** Characters a spreadsheet reads as the start of a formula (or that hide one: tab, carriage return). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/**
 * One CSV cell that is safe to open in a spreadsheet (OWASP "CSV injection"): a value starting with
 * `=`, `+`, `-`, `@`, tab or carriage return gets a leading apostrophe, so it is shown as text and never
 * evaluated; then the cell is quoted per RFC 4180 when it holds a quote, comma, line break or edge space.
 */
export function safeCsvCell(value: string): string {
  const neutral = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(neutral) ? `"${neutral.replace(/"/g, '""')}"` : neutral;
}

/** A CSV line of safe cells. */
export const safeCsvRow = (cells: readonly string[]): string => cells.map(safeCsvCell).join(',');
