import { leaderOperation } from '../tabs/tab-link';
import { reportStorageNotice } from '../tabs/storage-notices';
import { contactStore } from './contacts/contact-store-provider';
import { enablePersistence, flushPersistence, loadPersistedDb } from './persistence';
import { acceptTokensAfterDataLoss, issueToken } from './sessions';

/** Resolves once the first tables are in, with the reading of the rest (see loadPersistedDb). */
let loading: Promise<{ rest: Promise<void> }> | undefined;

async function seed(options?: { keepSessions: boolean }): Promise<void> {
  // Dynamic: the seed pulls in Faker, needed only on a first visit or a reset.
  const { resetDb } = await import('./reset');
  resetDb(options);
}

/** Private windows and full disks: the banner says so instead of a console line nobody reads. */
function reportUnreadable(error: unknown): void {
  acceptTokensAfterDataLoss();
  reportStorageNotice({ kind: 'memory-only', reason: `the saved demo data cannot be read (${error instanceof Error ? error.message : String(error)})` });
}

function startLoading(): Promise<{ rest: Promise<void> }> {
  loading ??= (async () => {
    const restored = await loadPersistedDb().catch((error: unknown) => {
      reportUnreadable(error);
      return false as const;
    });
    // Enabled before seeding: a first visit (or an older format) stores the whole seed at once.
    enablePersistence();
    window.addEventListener('pagehide', () => void flushPersistence());
    if (!restored) {
      await seed();
      return { rest: Promise.resolve() };
    }
    // The large tables failed to read: no write has run yet (writes wait for them), so the whole seed
    // replaces the half-restored data, as when nothing could be read, and the banner says so.
    const rest = restored.rest.catch(async (error: unknown) => {
      reportUnreadable(error);
      await seed();
    });
    return { rest };
  })();
  return loading;
}

/**
 * Loads the stored demo data (or the seed) once, then keeps it saved in IndexedDB; resolves once every
 * table but the large ones is in. Only the leader tab (mocks/tabs/) holds the data; the others send it
 * their requests.
 */
export async function ensureDbLoaded(): Promise<void> {
  await startLoading();
}

/** Resolves once every table is in: a write waits for it, and so does a read that met a table still loading. */
export async function ensureAllDataLoaded(): Promise<void> {
  await (await startLoading()).rest;
}

/**
 * Replaces the stored demo data with the seed; sessions survive so the user stays signed in. The demo
 * personas' contacts are seeded again too; the large account keeps its generated contacts. Runs in the
 * leader tab, whichever tab asks.
 */
export const resetDemoData = leaderOperation('reset-demo-data', async (): Promise<void> => {
  await ensureAllDataLoaded();
  await seed({ keepSessions: true });
  await flushPersistence();
  await contactStore().resetDemoContacts();
});

/** Issues a session token for the sign-in page, saved before it returns; runs in the leader tab. */
export const issueSessionToken = leaderOperation('issue-session-token', async (username: string): Promise<string> => {
  await ensureDbLoaded();
  const token = issueToken(username);
  await flushPersistence();
  return token;
});
