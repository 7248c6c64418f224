import type { ApiError } from '../api/errors';

/** What became of one chunk of a bulk operation (bulk-requests.ts sends them). */
export type ChunkOutcome<T> = { ok: true; items: T[] } | { ok: false; items: T[]; error: ApiError };

/** Where a bulk operation stands. */
export interface BulkReport<T> {
  total: number;
  /** Items whose chunk went through. */
  done: number;
  /** Items whose chunk failed. */
  failed: number;
  /** Each failed chunk, with its items and why it failed. */
  failures: Array<{ items: T[]; error: ApiError }>;
}

export const bulkReport = <T>(total: number): BulkReport<T> => ({ total, done: 0, failed: 0, failures: [] });

/** The report with one more chunk answered. */
export const settleChunk = <T>(report: BulkReport<T>, outcome: ChunkOutcome<T>): BulkReport<T> =>
  outcome.ok
    ? { ...report, done: report.done + outcome.items.length }
    : {
        ...report,
        failed: report.failed + outcome.items.length,
        failures: [...report.failures, { items: outcome.items, error: outcome.error }],
      };

/** Items not answered yet: in flight, waiting, or abandoned by a cancel. */
export const pendingCount = (report: BulkReport<unknown>): number => report.total - report.done - report.failed;

/** Exactly the items of the failed chunks: what a retry sends. */
export const failedItems = <T>(report: BulkReport<T>): T[] => report.failures.flatMap((failure) => failure.items);
