/**
 * # Bulk requests
 *
 * Work on many items (add 20,000 addresses to a group, delete 3,000 contacts by id, add contacts to a
 * list) goes to the server in chunks: `sendInChunks(items, send, { size })` splits the items into
 * chunks of `size`, keeps at most 5 requests in flight (the product spec's limit; mergeMap's
 * concurrency), and emits one outcome per chunk, in the order chunks answer: `{ ok: true, items }`, or
 * `{ ok: false, items, error }` with exactly the chunk's items. A failed chunk never stops the others,
 * and no item is sent twice.
 *
 * - Progress: fold the outcomes with `settleChunk` into a `BulkReport` (bulk-report.ts, free of RxJS so a
 *   reducer or a page can read reports without loading the sending) (`scan(settleChunk,
 *   bulkReport(total))` in an epic, or the same function in a reducer): done, failed and total counts,
 *   and each failed chunk with its error.
 * - Cancel: unsubscribe, or pipe `takeUntil(cancelled$)`: no chunk starts after that, and the requests
 *   in flight are abandoned (the report leaves their items pending, neither done nor failed).
 * - Retry: `failedItems(report)` are exactly the items of the failed chunks; send them again with
 *   `sendInChunks` and only they go.
 *
 * When the selection is a rule ("every contact of this segment except these 3"), send the rule in one
 * request instead: chunks are for lists of ids or rows the client holds.
 */
import { from, of, type Observable } from 'rxjs';
import { catchError, defaultIfEmpty, map, mergeMap, takeLast } from 'rxjs/operators';
import { asApiError } from '../api/errors';
import type { ChunkOutcome } from './bulk-report';

/** Requests in flight at once: the product spec's "5 in parallel". */
export const BULK_CONCURRENCY = 5;

/** Consecutive chunks of at most `size` items. */
export function toChunks<T>(items: readonly T[], size: number): T[][] {
  if (!(size >= 1)) throw new RangeError(`A chunk holds at least one item, not ${size}`);
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/**
 * Sends `items` in chunks of `size`, at most `concurrency` (5 by default) requests in flight, and
 * reports each chunk once: sent, or failed with its exact items.
 */
export function sendInChunks<T>(
  items: readonly T[],
  send: (chunk: T[]) => Observable<unknown>,
  { size, concurrency = BULK_CONCURRENCY }: { size: number; concurrency?: number },
): Observable<ChunkOutcome<T>> {
  return from(toChunks(items, size)).pipe(
    mergeMap(
      (chunk) =>
        send(chunk).pipe(
          // One outcome per chunk, whatever the answer emitted.
          defaultIfEmpty(null),
          takeLast(1),
          map((): ChunkOutcome<T> => ({ ok: true, items: chunk })),
          catchError((error: unknown) => of<ChunkOutcome<T>>({ ok: false, items: chunk, error: asApiError(error) })),
        ),
      concurrency,
    ),
  );
}
