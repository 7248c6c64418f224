import type { CsvReadEvent, CsvReadRequest, CsvValidatorFactory } from './csv-reading';
import { readCsvFile } from './read-csv-file';

/** The worker's global, typed by hand: the app compiles against the DOM library. */
interface WorkerScope<Options, Result> {
  onmessage: ((event: MessageEvent<CsvReadRequest<Options>>) => void) | null;
  postMessage(message: CsvReadEvent<Result>): void;
}

/**
 * The body of a feature's CSV worker entry file: reads each requested file with `createValidator` and
 * posts its progress and its end back to the page. A reading is cancelled by terminating the worker.
 */
export function serveCsvReading<Options, Result>(createValidator: CsvValidatorFactory<Options, Result>): void {
  const scope = self as unknown as WorkerScope<Options, Result>;
  scope.onmessage = (event) => void readCsvFile(createValidator, event.data, (message) => scope.postMessage(message));
}
