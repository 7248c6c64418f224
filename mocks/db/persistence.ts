import { createStore, get, set, type UseStore } from 'idb-keyval';
import { onDbChange } from './changes';
import { dumpDb, loadDb, type DbSnapshot } from './database';

/** Bump when the snapshot shape changes: older snapshots are then ignored and the seed is used. */
const SNAPSHOT_VERSION = 2;
const SNAPSHOT_KEY = 'db';

interface StoredSnapshot {
  version: number;
  data: DbSnapshot;
}

let store: UseStore | undefined;
// createStore opens the IndexedDB database immediately, so it waits until persistence is used.
const snapshotStore = () => (store ??= createStore('marketing-console-mock', 'snapshots'));

let saveQueued = false;
let lastSave: Promise<void> = Promise.resolve();

function save(): Promise<void> {
  const snapshot: StoredSnapshot = { version: SNAPSHOT_VERSION, data: dumpDb() };
  lastSave = lastSave
    .then(() => set(SNAPSHOT_KEY, snapshot, snapshotStore()))
    .catch((error: unknown) => console.warn('[mock backend] could not save the demo data', error));
  return lastSave;
}

/** Restores the stored snapshot into the in-memory database; false when there is none usable. */
export async function loadPersistedDb(): Promise<boolean> {
  const stored = await get<StoredSnapshot>(SNAPSHOT_KEY, snapshotStore());
  if (stored?.version !== SNAPSHOT_VERSION) return false;
  loadDb(stored.data);
  return true;
}

/**
 * Saves the database after every change. Changes made in one task are coalesced into one write,
 * queued as a microtask so the write starts before the mock's response reaches the app: a reload
 * right after a successful request keeps its data.
 */
export function enablePersistence(): () => void {
  return onDbChange(() => {
    if (saveQueued) return;
    saveQueued = true;
    queueMicrotask(() => {
      saveQueued = false;
      void save();
    });
  });
}

/** Resolves once every change so far is written; await it before navigating away. */
export async function flushPersistence(): Promise<void> {
  await Promise.resolve();
  return lastSave;
}
