import { from, of, type Observable } from 'rxjs';
import { catchError, defaultIfEmpty, map, mergeMap, takeLast } from 'rxjs/operators';
import { asApiError, type ApiError } from '@/shared/api/errors';

export type BatchOutcome = { ok: true; emails: string[] } | { ok: false; emails: string[]; error: ApiError };

/** Consecutive slices of at most `size` items. */
export function toBatches<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

/**
 * Sends `emails` in batches of `size`, at most `concurrency` requests in flight (mergeMap's limit), and
 * reports each batch once: sent, or failed with its exact addresses. A failed batch never stops the
 * others, and nothing is sent twice.
 */
export function uploadInBatches(
  emails: readonly string[],
  send: (batch: string[]) => Observable<unknown>,
  { size, concurrency }: { size: number; concurrency: number },
): Observable<BatchOutcome> {
  return from(toBatches(emails, size)).pipe(
    mergeMap(
      (batch) =>
        send(batch).pipe(
          // One outcome per batch, whatever the answer emitted.
          defaultIfEmpty(null),
          takeLast(1),
          map((): BatchOutcome => ({ ok: true, emails: batch })),
          catchError((error: unknown) => of<BatchOutcome>({ ok: false, emails: batch, error: asApiError(error) })),
        ),
      concurrency,
    ),
  );
}
