import { map, type Observable } from 'rxjs';
import { NOT_TEXT_MESSAGE, type CsvKind, type CsvReader, type CsvReadEnd, type CsvReadProgress } from '@/shared/csv/csv-reading';
import { readCsv } from '@/shared/csv/read-csv';
import { MAX_CSV_ADDRESSES } from '../limits';
import type { AddressReadingOptions } from './address-collector';
import { UNREADABLE_FILE_MESSAGE, type AddressesOutcome } from './addresses-outcome';

/** Unsubscribe CSVs: read in their own worker, with the address collector. */
export const unsubscribeCsv: CsvKind<AddressReadingOptions, AddressesOutcome> = {
  worker: () => new Worker(new URL('./unsubscribe-csv-worker.ts', import.meta.url), { type: 'module', name: 'unsubscribe-csv' }),
  loadValidator: () => import('./address-collector').then((module) => module.createAddressCollector),
};

/** The outcome of a reading that ended: the collector's, or why the file could not be read. */
const outcomeOf = (end: CsvReadEnd<AddressesOutcome>): AddressesOutcome =>
  end.type === 'done' ? end.result : { ok: false, message: end.reason === 'not-text' ? NOT_TEXT_MESSAGE : UNREADABLE_FILE_MESSAGE };

export type AddressesReadEvent = { type: 'progress'; progress: CsvReadProgress } | { type: 'end'; outcome: AddressesOutcome };

/**
 * Reads the addresses of an unsubscribe CSV with `reader` (in a Web Worker in the app, 1 MB chunks,
 * checks inside the worker), so even a large file never blocks the page: progress, then the outcome.
 * Unsubscribing stops the reading.
 */
export const readAddresses = (reader: CsvReader, file: File, max = MAX_CSV_ADDRESSES): Observable<AddressesReadEvent> =>
  readCsv(reader, unsubscribeCsv, file, { max }).pipe(
    map((event): AddressesReadEvent => (event.type === 'progress' ? event : { type: 'end', outcome: outcomeOf(event) })),
  );
