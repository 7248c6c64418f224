import type { CsvValidatorFactory } from '@/shared/csv/csv-reading';
import { readCsvCell } from '@/shared/csv/csv-cell';
import { createRowErrors } from '@/shared/csv/row-errors';
import { isEmailAddress } from '@/shared/validation/email-address';
import { toAddressList, type CsvAddresses } from '../types';
import { EMPTY_FILE_MESSAGE, NO_VALID_ADDRESSES_MESSAGE, type AddressesOutcome } from './addresses-outcome';

const EMAIL_HEADER = /^e-?mail(\s*address)?$/i;
const INVALID_EXAMPLES = 5;

export interface AddressReadingOptions {
  /** Valid addresses one upload may take; the rest of a longer file is not read. */
  max: number;
}

/**
 * The validator of an unsubscribe CSV (it runs in the CSV worker): collects the addresses row by row
 * without keeping the rows, from the column headed "email" (or "Email Address"), else the first column.
 * Invalid cells are skipped and counted, repeats (case-insensitive) skipped and counted, and at most
 * `max` valid addresses are taken. An empty file, or one without a valid address, cannot be uploaded.
 */
export const createAddressCollector: CsvValidatorFactory<AddressReadingOptions, AddressesOutcome> = ({ max }, fileName) => {
  const valid: string[] = [];
  const seen = new Set<string>();
  const invalid = createRowErrors(INVALID_EXAMPLES);
  let duplicateCount = 0;
  let column: number | undefined;
  let truncated = false;

  const take = (cell: string, line: number) => {
    if (!isEmailAddress(cell)) {
      invalid.add(line, cell === '' ? '(empty)' : cell.slice(0, 80));
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
    row(row, line) {
      // An exported file marks values that start like a formula; the mark is not part of the address.
      const cells = row.map((cell) => readCsvCell(cell).trim());
      if (column === undefined) {
        const header = cells.findIndex((cell) => EMAIL_HEADER.test(cell));
        column = header === -1 ? 0 : header;
        if (header !== -1) return;
      }
      if (valid.length >= max) {
        // More data after the last address one upload may take.
        truncated = true;
        return 'stop';
      }
      take(cells[column] ?? '', line);
    },
    result() {
      const addresses: CsvAddresses = {
        fileName,
        addresses: toAddressList(valid),
        validCount: valid.length,
        invalidCount: invalid.count,
        invalidExamples: invalid.first.map((error) => error.message),
        duplicateCount,
        truncatedAfter: truncated ? (valid[valid.length - 1] ?? null) : null,
      };
      if (addresses.validCount === 0 && addresses.invalidCount === 0) return { ok: false, message: EMPTY_FILE_MESSAGE };
      if (addresses.validCount === 0) return { ok: false, message: NO_VALID_ADDRESSES_MESSAGE };
      return { ok: true, addresses };
    },
  };
};
