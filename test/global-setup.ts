import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSeedImage, SEED_IMAGE_ENV } from '@mocks/db/contacts/node-contact-store';

/**
 * Once per test run, before any test file: the mock contact store's seed, generated once and written to a
 * file that every test file copies from (mocks/db/contacts/node-contact-store.ts), instead of each file
 * generating it again. Workers inherit the variable.
 */
export default async function setup(): Promise<() => void> {
  const path = join(tmpdir(), `mock-contacts-seed-${process.pid}.sqlite3`);
  writeFileSync(path, await buildSeedImage());
  process.env[SEED_IMAGE_ENV] = path;
  return () => rmSync(path, { force: true });
}
