import Papa from 'papaparse';
import type { CsvAddresses } from '../types';
import { createAddressCollector } from './address-collector';

/** PapaParse reads a file in chunks of this size, so no step holds more than 1 MB of text. */
export const CSV_CHUNK_BYTES = 1024 * 1024;

export const EMPTY_FILE_MESSAGE = 'The file is empty. Choose a CSV file with one email address per row.';
export const NO_VALID_ADDRESSES_MESSAGE = 'The file has no valid email addresses. Choose a CSV file with one email address per row.';
export const UNREADABLE_FILE_MESSAGE = 'We could not read the file. Choose a CSV file with one email address per row.';

export type AddressesOutcome = { ok: true; addresses: CsvAddresses } | { ok: false; message: string };

/**
 * Reads an unsubscribe CSV (a File, or text for tests and benchmarks) chunk by chunk with PapaParse,
 * keeping only the addresses: at most `max` valid ones, the rest of a longer file is not read.
 * Runs the same inside the Web Worker and, where there is none, on the main thread.
 */
export function parseAddresses(input: File | string, fileName: string, max: number): Promise<AddressesOutcome> {
  return new Promise((resolve) => {
    const collector = createAddressCollector(max);
    const finish = () => {
      const addresses = collector.result(fileName);
      if (collector.rows === 0 || (addresses.validCount === 0 && addresses.invalidCount === 0)) {
        resolve({ ok: false, message: EMPTY_FILE_MESSAGE });
      } else if (addresses.validCount === 0) {
        resolve({ ok: false, message: NO_VALID_ADDRESSES_MESSAGE });
      } else {
        resolve({ ok: true, addresses });
      }
    };
    Papa.parse<unknown[]>(input as File, {
      skipEmptyLines: 'greedy',
      chunkSize: CSV_CHUNK_BYTES,
      chunk(results, parser) {
        if (!collector.add(results.data)) parser.abort();
      },
      complete: finish,
      error: () => resolve({ ok: false, message: UNREADABLE_FILE_MESSAGE }),
    });
  });
}
