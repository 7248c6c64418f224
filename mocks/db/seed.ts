import type { DbSnapshot } from './database';
import { seedSenders } from './seed-senders';

/**
 * The demo data set: identical on every reset. Loaded lazily in the browser (Faker is large).
 * Seed rows for every table except sessions (tokens are issued at sign-in).
 */
export function buildSeed(): Omit<DbSnapshot, 'sessions'> {
  return {
    senders: seedSenders(),
  };
}
