import type { CsvReader, CsvReadEvent } from './csv-reading';

/** The app's CSV reader: each reading in a worker of its own (the kind's), terminated when it stops. */
export function createWorkerCsvReader(): CsvReader {
  return {
    start(kind, request, emit) {
      const worker = kind.worker();
      worker.onmessage = (event: MessageEvent<CsvReadEvent<never>>) => emit(event.data);
      // The worker's script did not load or threw, or a message could not be cloned.
      worker.onerror = worker.onmessageerror = () => emit({ type: 'failed', reason: 'unreadable' });
      worker.postMessage(kind.legacyEncoding ? { ...request, legacyEncoding: true } : request);
      return { stop: () => worker.terminate() };
    },
  };
}
