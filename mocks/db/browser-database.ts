import { contactStore } from './contacts/contact-store-provider';
import { enablePersistence, flushPersistence, loadPersistedDb } from './persistence';

let loaded: Promise<void> | undefined;

async function seed(options?: { keepSessions: boolean }): Promise<void> {
  // Dynamic: the seed pulls in Faker, needed only on a first visit or a reset.
  const { resetDb } = await import('./reset');
  resetDb(options);
}

/** Loads the stored demo data (or the seed) once, then keeps it saved in IndexedDB. */
export function ensureDbLoaded(): Promise<void> {
  loaded ??= (async () => {
    const restored = await loadPersistedDb().catch((error: unknown) => {
      console.warn('[mock backend] could not read the saved demo data; using the seed', error);
      return false;
    });
    // Enabled before seeding: a first visit (or an older format) stores the whole seed at once.
    enablePersistence();
    if (!restored) await seed();
    window.addEventListener('pagehide', () => void flushPersistence());
  })();
  return loaded;
}

/**
 * Replaces the stored demo data with the seed; sessions survive so the user stays signed in. The demo
 * personas' contacts are seeded again too; the large account keeps its generated contacts.
 */
export async function resetDemoData(): Promise<void> {
  await ensureDbLoaded();
  await seed({ keepSessions: true });
  await flushPersistence();
  await contactStore().resetDemoContacts();
}
