import type { CsvReader } from './csv-reading';
import { readCsvFile } from './read-csv-file';

/**
 * A CSV reader without workers, for tests and benchmarks (Node and jsdom have no module workers): the
 * same reading code as the worker, with the kind's validator loaded on the main thread.
 */
export function createInProcessCsvReader(): CsvReader {
  return {
    start(kind, request, emit) {
      const controller = new AbortController();
      void kind.loadValidator().then(
        (createValidator) => readCsvFile(createValidator, kind.legacyEncoding ? { ...request, legacyEncoding: true } : request, emit, { signal: controller.signal }),
        () => {
          if (!controller.signal.aborted) emit({ type: 'failed', reason: 'unreadable' });
        },
      );
      return { stop: () => controller.abort() };
    },
  };
}
