import { existsSync, readFileSync } from 'node:fs';
import type { Database, Sqlite3Static } from '@sqlite.org/sqlite-wasm';
import { configureConnection, openContactDatabase, type SeedOptions } from './contact-database';
import type { ContactStoreAdmin } from './contact-store';
import { delegateContactStore } from './delegate-contact-store';
import { LARGE_AUDIENCE, SEED_BASE_MS } from './seed-audiences';
import { createSqlContactStore } from './sql-contact-store';

/**
 * In Node the large account is generated with the same generator at this size, so a test can sign in as
 * it in a blink; the million is for the browser, the benchmarks and scale tests.
 */
export const NODE_LARGE_ACCOUNT_CONTACTS = 3_000;

const OPTIONS: SeedOptions = { largeAudience: { ...LARGE_AUDIENCE, contacts: NODE_LARGE_ACCOUNT_CONTACTS }, baseMs: SEED_BASE_MS };

interface Connection {
  db: Database;
  store: ContactStoreAdmin;
}

/**
 * A file holding the seeded database (test/global-setup.ts writes it once per test run), so a test file
 * copies the seed in a few milliseconds instead of generating it.
 */
export const SEED_IMAGE_ENV = 'MOCK_CONTACTS_SEED_IMAGE';

let engine: Promise<Sqlite3Static> | undefined;
// Imported on first use: test files that never touch contacts do not even parse SQLite's 480 KB of glue.
const startEngine = async () => (await import('@sqlite.org/sqlite-wasm')).default();
/** The seeded database as bytes, made once per process: a reset copies it back instead of seeding again. */
let seedImage: Uint8Array | undefined;

/** The seeded database as bytes: the demo personas' audiences, generated. */
export async function buildSeedImage(): Promise<Uint8Array> {
  const sqlite3 = await (engine ??= startEngine());
  const seeded = new sqlite3.oo1.DB(':memory:');
  try {
    openContactDatabase(seeded, OPTIONS);
    return sqlite3.capi.sqlite3_js_db_export(seeded);
  } finally {
    seeded.close();
  }
}

async function loadSeedImage(): Promise<Uint8Array> {
  const prepared = process.env[SEED_IMAGE_ENV];
  return prepared !== undefined && existsSync(prepared) ? new Uint8Array(readFileSync(prepared)) : buildSeedImage();
}
let connection: Promise<Connection> | undefined;
let retired: Connection | undefined;

function fromImage(sqlite3: Sqlite3Static, image: Uint8Array): Database {
  const db = new sqlite3.oo1.DB(':memory:');
  const { capi } = sqlite3;
  const bytes = sqlite3.wasm.allocFromTypedArray(image);
  db.checkRc(capi.sqlite3_deserialize(db, 'main', bytes, image.byteLength, image.byteLength, capi.SQLITE_DESERIALIZE_FREEONCLOSE | capi.SQLITE_DESERIALIZE_RESIZEABLE));
  configureConnection(db);
  return db;
}

/** A fresh in-memory copy of the seeded database, for tests of the database's own life (contact-database.test.ts). */
export async function seededDatabaseCopy(): Promise<{ sqlite3: Sqlite3Static; db: Database; options: SeedOptions }> {
  const sqlite3 = await (engine ??= startEngine());
  seedImage ??= await loadSeedImage();
  return { sqlite3, db: fromImage(sqlite3, seedImage), options: OPTIONS };
}

async function connect(): Promise<Connection> {
  const sqlite3 = await (engine ??= startEngine());
  // The previous test's connection closes only now, when nothing of that test can still be using it.
  retired?.db.close();
  retired = undefined;
  seedImage ??= await loadSeedImage();
  const db = fromImage(sqlite3, seedImage);
  return { db, store: createSqlContactStore(sqlite3, db, OPTIONS) };
}

/** The seed contacts again, from the next call on (cheap: nothing happens until a test uses the store). */
export function resetInProcessContactStore(): void {
  const previous = connection;
  connection = undefined;
  void previous?.then((open) => {
    retired = open;
  });
}

/** The contact store of the Node tests: in process, in memory, the same SQL as the browser's worker. */
export const inProcessContactStore: ContactStoreAdmin = delegateContactStore(async () => (await (connection ??= connect())).store, {
  // A copy of the whole seed costs less than regenerating one account's audience.
  resetDemoContacts: async () => resetInProcessContactStore(),
});
