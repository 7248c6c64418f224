import { readCsvCell } from '@/shared/csv/csv-cell';
import { isEmailAddress } from '@/shared/validation/email-address';
import { toAddressList, type CsvAddresses } from '../types';

const EMAIL_HEADER = /^e-?mail(\s*address)?$/i;
const INVALID_EXAMPLES = 5;

export interface AddressCollector {
  /**
   * Takes the next rows of the file. Returns false once a row comes after `max` valid addresses: the
   * reader should stop, the rest of the file is not part of this upload.
   */
  add(rows: readonly unknown[][]): boolean;
  result(fileName: string): CsvAddresses;
  /** Rows seen so far, the header row included. */
  readonly rows: number;
}

/**
 * Collects the addresses of an unsubscribe CSV, chunk by chunk, without keeping the rows: the column
 * headed "email" (or "Email Address"), else the first column. Invalid cells are skipped and counted,
 * repeats (case-insensitive) skipped and counted, and at most `max` valid addresses are taken.
 */
export function createAddressCollector(max: number): AddressCollector {
  const valid: string[] = [];
  const seen = new Set<string>();
  const invalidExamples: string[] = [];
  let invalidCount = 0;
  let duplicateCount = 0;
  let column: number | undefined;
  let rows = 0;
  let truncated = false;

  const take = (cell: string) => {
    if (!isEmailAddress(cell)) {
      invalidCount += 1;
      if (invalidExamples.length < INVALID_EXAMPLES) invalidExamples.push(cell === '' ? '(empty)' : cell.slice(0, 80));
      return;
    }
    const key = cell.toLowerCase();
    if (seen.has(key)) {
      duplicateCount += 1;
      return;
    }
    seen.add(key);
    valid.push(cell);
  };

  return {
    get rows() {
      return rows;
    },
    add(chunk) {
      if (truncated) return false;
      for (const row of chunk) {
        rows += 1;
        // An exported file marks values that start like a formula; the mark is not part of the address.
        const cells = row.map((cell) => (typeof cell === 'string' ? readCsvCell(cell).trim() : ''));
        if (cells.every((cell) => cell === '')) continue;
        if (column === undefined) {
          const header = cells.findIndex((cell) => EMAIL_HEADER.test(cell));
          column = header === -1 ? 0 : header;
          if (header !== -1) continue;
        }
        if (valid.length >= max) {
          // More data after the last address one upload may take.
          truncated = true;
          return false;
        }
        take(cells[column] ?? '');
      }
      return true;
    },
    result(fileName) {
      return {
        fileName,
        addresses: toAddressList(valid),
        validCount: valid.length,
        invalidCount,
        invalidExamples,
        duplicateCount,
        truncatedAfter: truncated ? (valid[valid.length - 1] ?? null) : null,
      };
    },
  };
}
