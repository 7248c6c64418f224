import { createStore, del, get, promisifyRequest, set, type UseStore } from 'idb-keyval';
import type { KeyValueStorage } from './key-value-storage';

/** The app's IndexedDB database (the mock backend keeps its demo data in another one). */
const DATABASE = 'marketing-console';
const STORE = 'app';

/** KeyValueStorage in IndexedDB; the database opens on first use. */
export function createIndexedDbStorage(): KeyValueStorage {
  let store: UseStore | undefined;
  const objectStore = () => (store ??= createStore(DATABASE, STORE));
  return {
    get: (key) => get(key, objectStore()),
    set: (key, value) => set(key, value, objectStore()),
    delete: (key) => del(key, objectStore()),
    keys: (prefix) =>
      objectStore()('readonly', (objects) =>
        promisifyRequest(objects.getAllKeys(IDBKeyRange.bound(prefix, `${prefix}\uffff`))).then((found) => found.map(String)),
      ),
  };
}
