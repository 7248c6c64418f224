import { safeCsvRow } from './csv-cell';

/** Rows per part: parts of about this many lines keep an export of a million rows from ever being one string. */
export const CSV_ROWS_PER_PART = 1000;

/**
 * The text of a CSV export in parts: the header line, then a line per row, every cell formula-safe
 * (`safeCsvCell`: a value starting with =, +, -, @, tab or carriage return is neutralised, and a cell
 * is quoted per RFC 4180 when it must be), each line ended by CRLF, `rowsPerPart` lines to a part. Rows
 * are taken one at a time from any iterable, so a generator over pages is never held whole. Hand the
 * parts to `new Blob(parts)` or `new File(parts, name)` as they are: they are never joined into one string.
 *
 * (PapaParse's `unparse` would need the rows as one array and build one string, and its formula
 * escaping differs from the mark `readCsvCell` takes off on import.)
 */
export function* csvParts(header: readonly string[], rows: Iterable<readonly string[]>, rowsPerPart = CSV_ROWS_PER_PART): Generator<string, void, undefined> {
  let part = `${safeCsvRow(header)}\r\n`;
  let lines = 1;
  for (const row of rows) {
    part += `${safeCsvRow(row)}\r\n`;
    lines += 1;
    if (lines >= rowsPerPart) {
      yield part;
      part = '';
      lines = 0;
    }
  }
  if (part !== '') yield part;
}
