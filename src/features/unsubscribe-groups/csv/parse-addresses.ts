import Papa, { type LocalFile } from 'papaparse';
import { readTextChunks, UndecodableTextError } from '@/shared/csv/read-text-chunks';
import type { CsvAddresses } from '../types';
import { createAddressCollector } from './address-collector';

/** A file is decoded and parsed in chunks of this many bytes, so no step holds more than 1 MB of it. */
export const CSV_CHUNK_BYTES = 1024 * 1024;

export const EMPTY_FILE_MESSAGE = 'The file is empty. Choose a CSV file with one email address per row.';
export const NO_VALID_ADDRESSES_MESSAGE = 'The file has no valid email addresses. Choose a CSV file with one email address per row.';
export const UNREADABLE_FILE_MESSAGE = 'We could not read the file. Choose a CSV file with one email address per row.';
export const NOT_TEXT_MESSAGE = 'This file is not UTF-8 or UTF-16 text. Save it as CSV UTF-8 and try again.';

export type AddressesOutcome = { ok: true; addresses: CsvAddresses } | { ok: false; message: string };

type Listener = (value?: unknown) => void;

/**
 * Decoded text handed to PapaParse chunk by chunk, through the interface it reads a Node stream by
 * (`readable`, `read`, `on('data' | 'end' | 'error')`): PapaParse keeps a row split between two
 * chunks, and each pushed chunk is parsed before `push` returns.
 */
function createTextStream() {
  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string, value?: unknown) => [...(listeners.get(event) ?? [])].forEach((listener) => listener(value));
  return {
    readable: true,
    read: () => null,
    pause: () => undefined,
    resume: () => undefined,
    on(event: string, listener: Listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
    },
    push: (text: string) => emit('data', text),
    end: () => emit('end'),
  };
}

/**
 * Reads an unsubscribe CSV (a File, or text for tests and benchmarks) chunk by chunk with PapaParse,
 * keeping only the addresses: at most `max` valid ones, the rest of a longer file is not read. A file
 * is decoded as its byte order mark says (UTF-8, UTF-16 LE or BE) from start to end; one that is not
 * such text is refused whole. Runs the same inside the Web Worker and, where there is none, on the
 * main thread.
 */
export function parseAddresses(input: Blob | string, fileName: string, max: number): Promise<AddressesOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: AddressesOutcome) => {
      settled = true;
      resolve(outcome);
    };
    const collector = createAddressCollector(max);
    const finish = () => {
      if (settled) return;
      const addresses = collector.result(fileName);
      if (collector.rows === 0 || (addresses.validCount === 0 && addresses.invalidCount === 0)) {
        settle({ ok: false, message: EMPTY_FILE_MESSAGE });
      } else if (addresses.validCount === 0) {
        settle({ ok: false, message: NO_VALID_ADDRESSES_MESSAGE });
      } else {
        settle({ ok: true, addresses });
      }
    };
    const stream = createTextStream();
    Papa.parse<unknown[], LocalFile>(stream as unknown as LocalFile, {
      skipEmptyLines: 'greedy',
      chunk(results, parser) {
        if (!collector.add(results.data)) parser.abort();
      },
      complete: finish,
      error: () => settle({ ok: false, message: UNREADABLE_FILE_MESSAGE }),
    });
    void (async () => {
      try {
        for await (const text of typeof input === 'string' ? [input] : readTextChunks(input, CSV_CHUNK_BYTES)) {
          if (settled) return;
          stream.push(text);
        }
        stream.end();
      } catch (error) {
        if (!settled) settle({ ok: false, message: error instanceof UndecodableTextError ? NOT_TEXT_MESSAGE : UNREADABLE_FILE_MESSAGE });
      }
    })();
  });
}
