/// <reference lib="webworker" />
import sqlite3InitModule, { type Database, type Sqlite3Static } from '@sqlite.org/sqlite-wasm';
import { openContactDatabase, type SeedOptions } from './contact-database';
import { ContactStoreError, type ContactStoreAdmin, type GenerationProgress } from './contact-store';
import { LARGE_AUDIENCE, SEED_BASE_MS } from './seed-audiences';
import { createSqlContactStore } from './sql-contact-store';
import type { StoreRequest, StoreResponse } from './worker-protocol';

/**
 * The browser's contact store: SQLite in this dedicated worker, in a file of the origin private file system
 * through the `opfs-sahpool` VFS. SQLite writes only the pages a change touches, synchronously through
 * OPFS access handles (no SharedArrayBuffer, so no cross-origin isolation headers are needed). Every query
 * runs here; the page only sends requests and receives pages of results.
 */
declare const self: DedicatedWorkerGlobalScope;

const OPTIONS: SeedOptions = { largeAudience: LARGE_AUDIENCE, baseMs: SEED_BASE_MS };
const POOL = 'marketing-console-mock-contacts';
const FILE = '/contacts.sqlite3';

/**
 * Attempts to take the OPFS files: right after a reload or a handover the previous leader's worker may
 * still hold them for a moment (only the leader tab opens the store: mocks/tabs/).
 */
const OPEN_ATTEMPTS = 10;
const RETRY_MS = 300;
// Keep the files and the handles free when an attempt fails, and let the next attempt start over
// (`forceReinitIfPreviouslyFailed` is supported by the library but missing from its types). Verbosity 0:
// the pool would console.error each failed attempt itself; a failure is thrown anyway and handled here.
const POOL_OPTIONS = { name: POOL, preserveOnInitFailure: true, forceReinitIfPreviouslyFailed: true, verbosity: 0 };

const post = (response: StoreResponse) => self.postMessage(response);
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

type Pool = Awaited<ReturnType<Sqlite3Static['installOpfsSAHPoolVfs']>>;

/** The OPFS pool, or why there is none (no OPFS in private windows; files kept by a closing tab's worker). */
async function installPool(sqlite3: Sqlite3Static): Promise<Pool | Error> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await sqlite3.installOpfsSAHPoolVfs(POOL_OPTIONS);
    } catch (error) {
      if (attempt >= OPEN_ATTEMPTS || !('storage' in navigator)) return error instanceof Error ? error : new Error(String(error));
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }
}

/**
 * Opens the database and prepares it (contact-database.ts does that in one transaction). A file that
 * cannot be opened or prepared (corrupt, not a database) is deleted and made again from the seed, and
 * the page is told; without OPFS the database lives in memory, and the page is told that too.
 */
async function openStore(sqlite3: Sqlite3Static): Promise<Database> {
  const pool = await installPool(sqlite3);
  if (pool instanceof Error) {
    post({ id: 0, kind: 'notice', notice: { kind: 'memory-only', reason: `the contact database cannot be stored (${describe(pool)})` } });
    const db = new sqlite3.oo1.DB(':memory:');
    openContactDatabase(db, OPTIONS);
    return db;
  }
  let db: Database | undefined;
  try {
    db = new pool.OpfsSAHPoolDb(FILE);
    if (openContactDatabase(db, OPTIONS).rebuilt === 'damaged') {
      post({ id: 0, kind: 'notice', notice: { kind: 'rebuilt', reason: 'the contact database had lost a table' } });
    }
    return db;
  } catch (error) {
    db?.close();
    pool.unlink(FILE);
    post({ id: 0, kind: 'notice', notice: { kind: 'rebuilt', reason: `the contact database could not be opened (${describe(error)})` } });
    const rebuilt = new pool.OpfsSAHPoolDb(FILE);
    openContactDatabase(rebuilt, OPTIONS);
    return rebuilt;
  }
}

const store: Promise<ContactStoreAdmin> = (async () => {
  const sqlite3 = await sqlite3InitModule();
  const db = await openStore(sqlite3);
  return createSqlContactStore(sqlite3, db, OPTIONS);
})();

type AnyMethod = (...args: unknown[]) => Promise<unknown>;

// Requests run one at a time, in order: SQLite's connection is synchronous anyway, and the order keeps a
// write visible to the read that follows it.
let queue: Promise<unknown> = Promise.resolve();

self.addEventListener('message', (event: MessageEvent<StoreRequest>) => {
  const { id, method, args } = event.data;
  queue = queue.then(async () => {
    try {
      const target = await store;
      const progress = (update: GenerationProgress) => post({ id, kind: 'progress', progress: update });
      const callArgs = method === 'ensureLargeAccount' ? [progress] : args;
      post({ id, kind: 'result', value: await (target[method] as AnyMethod)(...callArgs) });
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      post({ id, kind: 'error', error: { name: failure.name, message: failure.message, ...(failure instanceof ContactStoreError ? { code: failure.code } : {}) } });
    }
  });
});
