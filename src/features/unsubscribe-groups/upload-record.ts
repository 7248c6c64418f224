import type { ApiError } from '@/shared/api/errors';
import type { KeyValueStorage } from '@/shared/storage/key-value-storage';
import type { ChunkOutcome } from '@/shared/bulk/bulk-report';
import { fromAddressList, toAddressList, type AddressList } from './types';

/** Bump when the shape changes: records of another version are ignored. */
const STORED_UPLOAD_VERSION = 1;
const KEY_PREFIX = 'unsubscribe-groups/uploads/';

/**
 * An unfinished CSV upload as the browser keeps it across reloads (IndexedDB): counts and addresses,
 * never a token. One per user and group.
 */
export interface StoredUpload {
  version: typeof STORED_UPLOAD_VERSION;
  groupId: string;
  /** Addresses that went in so far. */
  added: number;
  /** Addresses whose batch failed: "Retry failed addresses" sends these. */
  failed: AddressList;
  failedCount: number;
  /** Addresses not answered yet when the record was saved: "Resume upload" sends these. */
  remaining: AddressList;
  remainingCount: number;
  /** Why the last failed batch failed. */
  error: ApiError | null;
  /** Milliseconds since the epoch. */
  savedAt: number;
}

/** The user's uploads (the username the session acts as), so another user of the browser never sees them. */
const ownerPrefix = (owner: string) => `${KEY_PREFIX}${encodeURIComponent(owner)}/`;
export const storedUploadKey = (owner: string, groupId: string) => `${ownerPrefix(owner)}${encodeURIComponent(groupId)}`;

const isStoredUpload = (value: unknown): value is StoredUpload =>
  typeof value === 'object' && value !== null && (value as { version?: unknown }).version === STORED_UPLOAD_VERSION;

/** The user's most recently saved unfinished upload (there is more than one when two tabs uploaded). */
export async function newestStoredUpload(storage: KeyValueStorage, owner: string): Promise<StoredUpload | undefined> {
  const keys = await storage.keys(ownerPrefix(owner));
  const records = (await Promise.all(keys.map((key) => storage.get<unknown>(key)))).filter(isStoredUpload);
  return records.sort((a, b) => b.savedAt - a.savedAt)[0];
}

/**
 * Saves one upload's records as they come, each replacing the last (`null` deletes it). Writes never
 * overlap, and a record that waited behind a write is skipped when a newer one arrives. Storage
 * failures are swallowed: the upload goes on, it only cannot be resumed after a reload.
 */
export function createStoredUploadWriter(storage: KeyValueStorage, key: string) {
  let latest: { record: StoredUpload | null } | undefined;
  let writing: Promise<void> = Promise.resolve();
  let busy = false;
  const flush = async () => {
    busy = true;
    while (latest !== undefined) {
      const { record } = latest;
      latest = undefined;
      await (record === null ? storage.delete(key) : storage.set(key, record)).catch(() => undefined);
    }
    busy = false;
  };
  return {
    save(record: StoredUpload | null) {
      latest = { record };
      if (!busy) writing = flush();
    },
    /** Settles once every record so far is written. */
    written: () => writing,
  };
}

export type UploadRunKind = 'upload' | 'resume' | 'retry';

/** What the upload holds when a run starts: the run's addresses, and the lists the run leaves alone. */
export interface UploadRunStart {
  groupId: string;
  queue: AddressList;
  added: number;
  failed: AddressList;
  failedCount: number;
  remaining: AddressList;
  remainingCount: number;
  error: ApiError | null;
}

export interface UploadRun {
  settle(outcome: ChunkOutcome<string>): void;
  /** Addresses this run added. */
  readonly added: number;
  /** Addresses whose batch failed in this run. */
  readonly failedCount: number;
  /** What to keep: null once nothing is left to send. */
  record(savedAt: number): StoredUpload | null;
}

const joinLists = (...lists: AddressList[]): AddressList => lists.filter((list) => list !== '').join('\n');

/**
 * One run of an upload (the file, a resume or a retry), batch by batch. Its record puts the addresses
 * not answered yet back where they came from (failed on a retry, remaining otherwise), beside the
 * lists the run leaves alone; a batch in flight when the page goes away is sent again on resume, which
 * the server takes as a no-op for addresses it already holds.
 */
export function trackUploadRun(kind: UploadRunKind, start: UploadRunStart): UploadRun {
  const unanswered = new Set(fromAddressList(start.queue));
  const failed: string[] = [];
  let added = 0;
  let error = start.error;
  return {
    settle(outcome: ChunkOutcome<string>) {
      outcome.items.forEach((email) => unanswered.delete(email));
      if (outcome.ok) {
        added += outcome.items.length;
      } else {
        failed.push(...outcome.items);
        error = outcome.error;
      }
    },
    get added() {
      return added;
    },
    get failedCount() {
      return failed.length;
    },
    record(savedAt) {
      const back = toAddressList([...unanswered]);
      const retrying = kind === 'retry';
      const failedCount = start.failedCount + failed.length + (retrying ? unanswered.size : 0);
      const remainingCount = start.remainingCount + (retrying ? 0 : unanswered.size);
      if (failedCount + remainingCount === 0) return null;
      return {
        version: STORED_UPLOAD_VERSION,
        groupId: start.groupId,
        added: start.added + added,
        failed: joinLists(start.failed, toAddressList(failed), retrying ? back : ''),
        failedCount,
        remaining: joinLists(start.remaining, retrying ? '' : back),
        remainingCount,
        error,
        savedAt,
      };
    },
  };
}
