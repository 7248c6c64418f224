import { reportStorageNotice } from '../tabs/storage-notices';
import { createStore, promisifyRequest, type UseStore } from 'idb-keyval';
import { onDbChange, type DbChange } from './changes';
import { loadTables, persistedTable, tableNameOf, tableNames, type TableName } from './database';
import type { AnyTable, RowId, TableDump } from './table';
import { acceptTokensAfterDataLoss } from './sessions';

/**
 * Bump when a row shape changes or a table is added: older data is then dropped and the seed used.
 * Format 2 and older kept the whole database as one value under the key 'db'.
 */
const STORAGE_FORMAT = 9;
const FORMAT_KEY = 'format';

/** One value per row under `[table, id]`, and each table's auto-increment counter under `[table]`. */
const rowKey = (name: TableName, id: RowId): IDBValidKey => [name, id];
const sequenceKey = (name: TableName): IDBValidKey => [name];
const sequenceOf = (table: AnyTable) => table.nextId() - 1;

let store: UseStore | undefined;
// createStore opens the IndexedDB database immediately, so it waits until persistence is used. The store
// keeps its name from the snapshot format, so no schema upgrade (blocked by an older open tab) is needed.
const rowStore = () => (store ??= createStore('marketing-console-mock', 'snapshots'));

type Write = (objects: IDBObjectStore) => void;

/**
 * Runs the writes in one transaction. The values are taken now, before the transaction opens: rows are
 * never changed in place, so a later change in this task cannot leak into this write.
 */
function commit(write: Write): Promise<void> {
  return rowStore()('readwrite', (objects) => {
    write(objects);
    return promisifyRequest(objects.transaction);
  });
}

/** A bulk load (seed, reset): everything stored before, an older format included, is replaced at once. */
function everything(): Write {
  const tables = tableNames.map((name) => ({ name, rows: persistedTable(name).all(), sequence: sequenceOf(persistedTable(name)) }));
  return (objects) => {
    objects.clear();
    for (const { name, rows, sequence } of tables) {
      rows.forEach((row) => objects.put(row, rowKey(name, row.id)));
      objects.put(sequence, sequenceKey(name));
    }
    objects.put(STORAGE_FORMAT, FORMAT_KEY);
  };
}

/** The changed rows' current values (a row no longer there is deleted) and their tables' counters. */
function changedRows(changed: ReadonlyMap<TableName, ReadonlySet<RowId>>): Write {
  const puts: Array<[IDBValidKey, unknown]> = [];
  const deletes: IDBValidKey[] = [];
  changed.forEach((ids, name) => {
    const table = persistedTable(name);
    ids.forEach((id) => {
      const row = table.get(id);
      if (row === undefined) deletes.push(rowKey(name, id));
      else puts.push([rowKey(name, id), row]);
    });
    puts.push([sequenceKey(name), sequenceOf(table)]);
  });
  return (objects) => {
    deletes.forEach((key) => objects.delete(key));
    puts.forEach(([key, value]) => objects.put(value, key));
  };
}

/** Changes since the last write: the ids of changed rows per table, or the whole database after a bulk load. */
let changedIds = new Map<TableName, Set<RowId>>();
let reloaded = false;
let writeQueued = false;
let lastWrite: Promise<void> = Promise.resolve();

function record(change: DbChange): void {
  if (change.kind === 'all') {
    reloaded = true;
    changedIds.clear();
    return;
  }
  const name = tableNameOf(change.table);
  if (reloaded || name === undefined) return;
  const ids = changedIds.get(name) ?? new Set<RowId>();
  changedIds.set(name, ids.add(change.id));
}

function write(): void {
  writeQueued = false;
  const next = reloaded ? everything() : changedRows(changedIds);
  reloaded = false;
  changedIds = new Map();
  // IndexedDB runs read-write transactions on one store in the order they were opened, so no chaining.
  lastWrite = commit(next).catch((error: unknown) => {
    console.warn('[mock backend] could not save the demo data', error);
    acceptTokensAfterDataLoss();
    reportStorageNotice({ kind: 'memory-only', reason: `the demo data cannot be saved (${error instanceof Error ? error.message : String(error)})` });
  });
}

/**
 * The large tables (templates and their versions, single sends and their statistics, designs, group
 * suppressions: nine tenths of the stored bytes) are read after the others, so that the first answers of
 * most pages (session, account, senders, automations) do not wait for them.
 */
const LATER_TABLES: readonly TableName[] = ['templates', 'templateVersions', 'singleSends', 'singleSendStats', 'designs', 'groupSuppressions'];

type Dumps = Partial<Record<TableName, TableDump<unknown>>>;

/** A table's stored keys: its counter `[name]` and its rows `[name, id]` (an array sorts after any id). */
const tableRange = (name: TableName) => IDBKeyRange.bound([name], [name, []]);

/** The tables' stored rows and counters; the requests all start before the first answer (one transaction). */
async function readDumps(objects: IDBObjectStore, names: readonly TableName[]): Promise<Dumps> {
  const reads = names.map((name) => Promise.all([promisifyRequest(objects.getAllKeys(tableRange(name))), promisifyRequest(objects.getAll(tableRange(name)))]));
  const results = await Promise.all(reads);
  return Object.fromEntries(
    names.map((name, index) => {
      const [keys, values] = results[index]!;
      const dump: TableDump<unknown> = { rows: [], sequence: 0 };
      keys.forEach((key, at) => {
        if (Array.isArray(key) && key.length === 1) dump.sequence = Number(values[at]);
        else dump.rows.push(values[at]);
      });
      return [name, dump];
    }),
  );
}

/**
 * Restores the stored rows into the in-memory database, the small tables first. False when nothing usable
 * is stored; otherwise `rest` is the reading of the large tables, which until then throw
 * TableNotLoadedError at any use.
 */
export async function loadPersistedDb(): Promise<false | { rest: Promise<void> }> {
  const first = tableNames.filter((name) => !LATER_TABLES.includes(name));
  const stored = await rowStore()('readonly', async (objects) => {
    const format = promisifyRequest(objects.get(FORMAT_KEY));
    const dumps = readDumps(objects, first);
    return (await format) === STORAGE_FORMAT ? await dumps : undefined;
  });
  if (stored === undefined) return false;
  loadTables(stored);
  LATER_TABLES.forEach((name) => persistedTable(name).awaitLoad());
  const rest = (async () => {
    // A transaction per table: the page's main thread takes in one table's rows at a time, between its own work.
    for (const name of LATER_TABLES) loadTables(await rowStore()('readonly', (objects) => readDumps(objects, [name])));
  })();
  return { rest };
}

/**
 * Saves every change. The changes made in one task are coalesced into one transaction, which writes only
 * the rows they touched (a bulk load writes everything once). It is queued as a microtask, so the write
 * starts before the mock's response reaches the app: a reload right after a successful request keeps it.
 */
export function enablePersistence(): () => void {
  return onDbChange((change) => {
    record(change);
    if (writeQueued) return;
    writeQueued = true;
    queueMicrotask(write);
  });
}

/** Resolves once every change so far is written; await it before navigating away. */
export async function flushPersistence(): Promise<void> {
  await Promise.resolve();
  return lastWrite;
}
