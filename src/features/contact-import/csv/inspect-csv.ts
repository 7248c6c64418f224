import type { CsvValidatorFactory } from '@/shared/csv/csv-reading';
import { readCsvCell } from '@/shared/csv/csv-cell';
import { isEmailAddress } from '@/shared/validation/email-address';
import { SAMPLE_ROWS } from '../limits';
import { parseNumber } from './value-checks';

export interface InspectOptions {
  /** Data rows one import takes; a file with more is refused as soon as the next one is read. */
  maxContacts: number;
}

/** Why a file cannot be imported at all (spec §8's CSV errors). */
export type FileProblem = 'empty' | 'no-header' | 'not-csv' | 'unterminated-quote' | 'too-many-contacts' | 'unreadable';

export type InspectResult =
  | { ok: true; headers: string[]; samples: string[][]; contactRows: number }
  | { ok: false; problem: FileProblem; line?: number };

/** Markup: a spreadsheet saved as HTML or XML (Excel's "XML Spreadsheet"), whatever its extension. */
const MARKUP = /^\s*<(?:\?xml|!doctype|html|table|workbook)/i;

/**
 * A row that reads as contact data rather than column names: an email address in it, or nothing but
 * numbers. Headers name things; they do not hold addresses.
 */
function looksLikeData(cells: readonly string[]): boolean {
  const values = cells.map((cell) => cell.trim()).filter((cell) => cell !== '');
  return values.some((value) => isEmailAddress(value)) || values.every((value) => parseNumber(value) !== undefined);
}

/**
 * The first reading of a contact CSV (the upload-csv step, in the CSV worker): the header row, a few
 * sample rows, how many contact rows follow, or why the file cannot be imported. Keeps nothing else.
 */
export const createCsvInspector: CsvValidatorFactory<InspectOptions, InspectResult> = ({ maxContacts }) => {
  let headers: string[] | undefined;
  const samples: string[][] = [];
  let contactRows = 0;
  let refusal: Extract<InspectResult, { ok: false }> | undefined;

  return {
    row(cells, line) {
      if (refusal !== undefined) return 'stop';
      if (headers === undefined) {
        const first = cells.map((cell) => readCsvCell(cell).trim());
        if (MARKUP.test(first.join(','))) refusal = { ok: false, problem: 'not-csv' };
        else if (looksLikeData(first)) refusal = { ok: false, problem: 'no-header' };
        headers = first;
        return refusal === undefined ? undefined : 'stop';
      }
      contactRows += 1;
      if (contactRows > maxContacts) {
        refusal = { ok: false, problem: 'too-many-contacts', line };
        return 'stop';
      }
      if (samples.length < SAMPLE_ROWS) samples.push([...cells]);
      return undefined;
    },
    unterminatedQuote(line) {
      refusal ??= { ok: false, problem: 'unterminated-quote', line };
    },
    result() {
      if (refusal !== undefined) return refusal;
      if (headers === undefined || contactRows === 0) return { ok: false, problem: 'empty' };
      return { ok: true, headers, samples, contactRows };
    },
  };
};
