import { parseAddresses } from './parse-addresses';

/** What the page asks the worker: read this file, take at most `max` addresses. */
export interface CsvWorkerRequest {
  file: File;
  max: number;
}

/** The CSV worker: PapaParse and the address checks run here, off the main thread. */
interface WorkerScope {
  onmessage: ((event: MessageEvent<CsvWorkerRequest>) => void) | null;
  postMessage(message: unknown): void;
}
// The app compiles against the DOM library; the worker's global is typed by hand.
const scope = self as unknown as WorkerScope;

scope.onmessage = (event: MessageEvent<CsvWorkerRequest>) => {
  const { file, max } = event.data;
  void parseAddresses(file, file.name, max).then((outcome) => scope.postMessage(outcome));
};
