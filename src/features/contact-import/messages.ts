import { formatNumber } from '@/shared/format/display-format';
import type { FileProblem } from './csv/inspect-csv';
import { MAX_IMPORT_CONTACTS } from './limits';

/** The spec's CSV errors (§8 names them, without wording): each says what is wrong and what to do. */
export function fileProblemMessage(problem: FileProblem, line?: number): string {
  switch (problem) {
    case 'empty':
      return 'This file has no contacts. Choose a CSV file with a header row and at least one contact below it.';
    case 'no-header':
      return 'The first row of this file holds contact data, not column names. Add a header row (for example: email,first_name,last_name) and choose the file again.';
    case 'not-csv':
      return 'This is not a CSV file. If it is a spreadsheet, open it and save it as “CSV UTF-8 (comma delimited)”, then choose that file.';
    case 'unterminated-quote':
      return `This is not a valid CSV file: a quoted value that starts on row ${line ?? '?'} is never closed. Check the quotes on that row and choose the file again.`;
    case 'too-many-contacts':
      return `This file has more than ${formatNumber(MAX_IMPORT_CONTACTS)} contacts, the most one import takes. Split it into smaller files and import them one by one.`;
    case 'unreadable':
      return 'The file could not be read. Choose it again; if this happens again, save a new copy of it first.';
  }
}

export const EMAIL_NOT_MAPPED_MESSAGE = 'Map a column to Email: every contact needs an email address to be imported.';
export const IDENTIFIER_NOT_MAPPED_MESSAGE =
  'Map a column to Email or to another identifier (Phone Number ID, External ID or Anonymous ID): every contact needs one to be imported.';
export const FIELD_MAPPED_TWICE_MESSAGE = (field: string, columns: string) => `${field} is mapped to more than one column (${columns}): keep one.`;

export const START_FAILED_MESSAGE = 'The import could not be started. Check your mapping and try again.';
export const UPLOAD_FAILED_MESSAGE = 'The file could not be uploaded. Check your connection and try again.';
export const ERRORS_FILE_FAILED_MESSAGE = 'The errors file could not be downloaded. Check your connection and try again.';
export const DRY_RUN_FAILED_MESSAGE = 'The existing contacts could not be checked. Try again.';

export const importJobMessages = (fileName: string) => ({
  completed: `Your import of ${fileName} is complete.`,
  errored: `Your import of ${fileName} is complete, but some rows were not imported. Open Import CSV to see them.`,
  failed: `Your import of ${fileName} failed. Try again, or contact Support if it fails again.`,
});

/** The notice for a file that was not UTF-8 and was read in another encoding. */
export const FALLBACK_ENCODING_MESSAGE = (encoding: string) =>
  `This file is not UTF-8, so it was read as ${encoding}, the encoding Excel uses for “CSV” in Western Europe and the Americas. Check that names with accents look right in the samples below.`;
