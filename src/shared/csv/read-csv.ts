import { Observable } from 'rxjs';
import type { CsvKind, CsvReader, CsvReadEvent } from './csv-reading';

/**
 * Progress at most this often: each one re-renders the page, and a worker parses a 1 MB chunk in a
 * few milliseconds.
 */
export const CSV_PROGRESS_INTERVAL_MS = 200;

/**
 * Reads `file` as a CSV of `kind` with the injected reader: progress (the first at once, then at most
 * every CSV_PROGRESS_INTERVAL_MS), then `done` or `failed`, then complete. Unsubscribing stops the
 * reading and terminates its worker, so an epic cancels it with the operator that ends the subscription
 * (switchMap for a newly chosen file, takeUntil for a cancel or the page left).
 */
export const readCsv = <Options, Result>(
  reader: CsvReader,
  kind: CsvKind<Options, Result>,
  file: File,
  options: Options,
): Observable<CsvReadEvent<Result>> =>
  new Observable((subscriber) => {
    let progressShownAt = Number.NEGATIVE_INFINITY;
    const reading = reader.start(kind, { file, options }, (event) => {
      if (event.type === 'progress') {
        const now = Date.now();
        if (now - progressShownAt < CSV_PROGRESS_INTERVAL_MS) return;
        progressShownAt = now;
        subscriber.next(event);
        return;
      }
      subscriber.next(event);
      subscriber.complete();
    });
    return () => reading.stop();
  });
