import { dumpDb, emptyDump, loadDb } from './database';
import { buildSeed } from './seed';

/**
 * Replaces all data with the deterministic seed. With `keepSessions` issued tokens stay valid, so a
 * signed-in demo user keeps their session across a data reset.
 */
export function resetDb({ keepSessions = false }: { keepSessions?: boolean } = {}): void {
  loadDb({ ...buildSeed(), sessions: keepSessions ? dumpDb().sessions : emptyDump() });
}
