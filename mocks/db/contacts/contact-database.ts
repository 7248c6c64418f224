import type { Database } from '@sqlite.org/sqlite-wasm';
import type { GenerationProgress } from './contact-store';
import { audienceProgress, generateAudience, progressKey, type AudiencePlan } from './generate-audience';
import { DEFERRED_INDEXES, SCHEMA_SQL, SCHEMA_VERSION } from './schema';
import { DEMO_AUDIENCES, LAST_SEEDED_FIELD_ID } from './seed-audiences';

const VERSION_KEY = 'schema_version';
const SEEDED_KEY = 'demo_seeded';

export interface SeedOptions {
  largeAudience: AudiencePlan;
  baseMs: number;
}

/**
 * Settings every connection needs: foreign keys (a deleted contact's values, memberships and events go
 * with it), temporary tables in memory (not in OPFS files), and a page cache of up to 256 MB, so that the
 * indexes a million-contact generation keeps inserting into stay in memory between its writes.
 */
export function configureConnection(db: Database): void {
  db.exec('PRAGMA foreign_keys = ON; PRAGMA temp_store = MEMORY; PRAGMA cache_size = -262144;');
}

/** How opening went: `rebuilt` says the database held another schema version or a half-made schema. */
export interface OpenOutcome {
  seeded: boolean;
  rebuilt: 'version' | 'damaged' | null;
}

/** The tables SCHEMA_SQL creates: a database missing any of them is half-made. */
export const SCHEMA_TABLES: readonly string[] = [...SCHEMA_SQL.matchAll(/CREATE TABLE IF NOT EXISTS (\w+)/g)].map((match) => String(match[1]));

/** The schema's tables that the database lacks. */
export function missingTables(db: Database): string[] {
  const present = new Set(db.selectValues("SELECT name FROM sqlite_master WHERE type = 'table'").map(String));
  return SCHEMA_TABLES.filter((table) => !present.has(table));
}

/**
 * Prepares a connection in ONE transaction: the schema (a database of another schema version, or one that
 * lacks a table, is emptied first) and, on a new database, the demo personas' audiences. A reload or a
 * failure anywhere inside rolls all of it back, so the file is either as it was or complete, never
 * half-made (a DROP and its CREATE used to be separate autocommit statements).
 */
export function openContactDatabase(db: Database, options: SeedOptions): OpenOutcome {
  configureConnection(db);
  const outcome = db.transaction('IMMEDIATE', (): OpenOutcome => {
    db.exec('CREATE TABLE IF NOT EXISTS store_meta (key TEXT PRIMARY KEY, value) WITHOUT ROWID');
    const version = db.selectValue('SELECT value FROM store_meta WHERE key = ?', [VERSION_KEY]);
    const rebuilt = version === undefined ? null : Number(version) !== SCHEMA_VERSION ? 'version' : missingTables(db).length > 0 ? 'damaged' : null;
    if (rebuilt !== null) dropEverything(db);
    db.exec(SCHEMA_SQL);
    db.exec({ sql: 'INSERT OR REPLACE INTO store_meta (key, value) VALUES (?, ?)', bind: [VERSION_KEY, SCHEMA_VERSION] });
    if (db.selectValue('SELECT value FROM store_meta WHERE key = ?', [SEEDED_KEY]) !== undefined) return { seeded: false, rebuilt };
    seedDemoAudiences(db, options);
    return { seeded: true, rebuilt };
  });
  if (outcome.seeded) analyze(db);
  return outcome;
}

/**
 * Part of the caller's transaction, where `PRAGMA foreign_keys` cannot be switched off: the tables that
 * reference others go first (dropping one implicitly deletes its rows, which checks its parent exists).
 */
function dropEverything(db: Database): void {
  const tables = db
    .selectValues("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY (SELECT count(*) FROM pragma_foreign_key_list(name)) DESC")
    .map(String);
  for (const table of tables) db.exec(`DROP TABLE IF EXISTS "${table.replace(/"/g, '""')}"`);
}

/** Part of the caller's transaction. */
function seedDemoAudiences(db: Database, { baseMs }: SeedOptions, plans = DEMO_AUDIENCES): void {
  for (const plan of plans) generateAudience(db, plan, baseMs);
  db.exec({ sql: 'INSERT OR REPLACE INTO store_meta (key, value) VALUES (?, 1)', bind: [SEEDED_KEY] });
}

/** Statistics for the query planner, from a sample of each index. */
const analyze = (db: Database) => db.exec('PRAGMA analysis_limit = 1000; ANALYZE;');

/**
 * Generates the large account unless it exists (resuming an interrupted run); false when there was
 * nothing to do. The indexes fed in random order are dropped meanwhile and built at the end, the last step
 * of the progress.
 */
export function generateLargeAudience(db: Database, { largeAudience, baseMs }: SeedOptions, onProgress?: (progress: GenerationProgress) => void): boolean {
  const { done, total } = audienceProgress(db, largeAudience);
  if (done >= total) return false;
  const steps = total + DEFERRED_INDEXES.length;
  for (const index of DEFERRED_INDEXES) db.exec(`DROP INDEX IF EXISTS ${index}`);
  generateAudience(db, largeAudience, baseMs, (progress) => onProgress?.({ done: progress.done, total: steps }));
  // One index at a time, each a step of the progress (they take about as long as the rows).
  DEFERRED_INDEXES.forEach((index, built) => {
    db.exec(indexStatement(index));
    onProgress?.({ done: total + built + 1, total: steps });
  });
  analyze(db);
  return true;
}

/** The CREATE INDEX statement of one index of the schema. */
function indexStatement(index: string): string {
  const statement = SCHEMA_SQL.split(';').find((part) => part.includes(` ${index} ON `));
  if (statement === undefined) throw new Error(`No index ${index} in the schema`);
  return statement;
}

/**
 * Puts the demo personas' contacts, lists and events back as seeded: all of them, or only those of
 * `owners`. The large account keeps what it has, except values of custom fields created after the seed: the
 * field definitions are reset too, and their ids will be handed out again.
 */
export function resetDemoAudiences(db: Database, options: SeedOptions, owners?: readonly string[]): void {
  const large = options.largeAudience.owner;
  const plans = owners === undefined ? DEMO_AUDIENCES : DEMO_AUDIENCES.filter((plan) => owners.includes(plan.owner));
  // One transaction: one write of the changed pages.
  db.transaction(() => {
    for (const table of ['contacts', 'lists', 'mail_sources']) {
      if (owners === undefined) db.exec({ sql: `DELETE FROM ${table} WHERE owner <> ?`, bind: [large] });
      else db.exec({ sql: `DELETE FROM ${table} WHERE owner IN (SELECT value FROM json_each(?)) AND owner <> ?`, bind: [JSON.stringify(owners), large] });
    }
    if (owners === undefined) db.exec({ sql: 'DELETE FROM contact_field_values WHERE field_id > ?', bind: [LAST_SEEDED_FIELD_ID] });
    for (const plan of plans) db.exec({ sql: 'DELETE FROM store_meta WHERE key = ?', bind: [progressKey(plan.owner)] });
    seedDemoAudiences(db, options, plans);
  });
  analyze(db);
}
