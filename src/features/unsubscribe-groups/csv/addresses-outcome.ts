import type { CsvAddresses } from '../types';

export const EMPTY_FILE_MESSAGE = 'The file is empty. Choose a CSV file with one email address per row.';
export const NO_VALID_ADDRESSES_MESSAGE = 'The file has no valid email addresses. Choose a CSV file with one email address per row.';
export const UNREADABLE_FILE_MESSAGE = 'We could not read the file. Choose a CSV file with one email address per row.';

/** What reading an unsubscribe CSV gives: its addresses, or why the file cannot be uploaded. */
export type AddressesOutcome = { ok: true; addresses: CsvAddresses } | { ok: false; message: string };
