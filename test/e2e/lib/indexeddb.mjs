// The mock backend writes each changed row to IndexedDB as the request is answered. A test that reloads to
// prove a change was kept waits until the change is on disk first; this looks at every database and store,
// so it does not depend on the mock's database names.
import { eventually } from './browser.mjs';

/** Resolves once some IndexedDB value of the page's origin contains `text` (as JSON); throws after `timeout`. */
export async function waitForIndexedDbToContain(page, text, { timeout = 10_000 } = {}) {
  await eventually(
    async () => {
      const found = await page.evaluate(async (needle) => {
        const request = (req) =>
          new Promise((resolve, reject) => {
            req.onsuccess = () => resolve(req.result);
            req.onerror = () => reject(req.error);
          });
        for (const { name } of await indexedDB.databases()) {
          if (!name) continue;
          const db = await request(indexedDB.open(name));
          try {
            for (const storeName of db.objectStoreNames) {
              const values = await request(db.transaction(storeName, 'readonly').objectStore(storeName).getAll());
              if (values.some((value) => JSON.stringify(value)?.includes(needle))) return true;
            }
          } finally {
            db.close();
          }
        }
        return false;
      }, text);
      if (!found) throw new Error(`"${text}" was not saved to IndexedDB within ${timeout} ms`);
    },
    { timeout, interval: 200 },
  );
}
