import { MAX_CSV_ADDRESSES } from '../limits';
import { parseAddresses, UNREADABLE_FILE_MESSAGE, type AddressesOutcome } from './parse-addresses';

export interface CsvReading {
  outcome: Promise<AddressesOutcome>;
  /** Stops reading (the page was left); the outcome then never settles. */
  cancel(): void;
}

/**
 * Reads the addresses of an unsubscribe CSV in a Web Worker (PapaParse, 1 MB chunks, checks inside the
 * worker), so a 20,000-row file never blocks the page. Where there is no Worker (tests), it reads on the
 * main thread, still in 1 MB chunks.
 */
export function readCsvAddresses(file: File, max = MAX_CSV_ADDRESSES): CsvReading {
  if (typeof Worker === 'undefined') {
    let cancelled = false;
    const outcome = parseAddresses(file, file.name, max).then((result) =>
      cancelled ? new Promise<AddressesOutcome>(() => undefined) : result,
    );
    return { outcome, cancel: () => void (cancelled = true) };
  }
  const worker = new Worker(new URL('./csv-worker.ts', import.meta.url), { type: 'module', name: 'unsubscribe-csv' });
  const outcome = new Promise<AddressesOutcome>((resolve) => {
    worker.onmessage = (event: MessageEvent<AddressesOutcome>) => {
      resolve(event.data);
      worker.terminate();
    };
    worker.onerror = () => {
      resolve({ ok: false, message: UNREADABLE_FILE_MESSAGE });
      worker.terminate();
    };
  });
  worker.postMessage({ file, max });
  return { outcome, cancel: () => worker.terminate() };
}
