import type { Database } from '@sqlite.org/sqlite-wasm';
import { describe, expect, it } from 'vitest';
import { DEFERRED_INDEXES, SCHEMA_SQL, SCHEMA_VERSION } from './schema';
import { missingTables, openContactDatabase, resetDemoAudiences, SCHEMA_TABLES } from './contact-database';
import { seededDatabaseCopy } from './node-contact-store';
import { createSqlContactStore } from './sql-contact-store';

/**
 * Issue 25: a live contact database lost its `lists` table. Each case below is one way a database could
 * be left without a table, replayed on the store's own SQL (the browser's worker runs the same code).
 * A "reload" is an exception thrown by the connection at the moment the page would have gone away.
 */

const OWNER = 'avery';

/** The connection, except that `exec` of a statement matching `cutAt` fails, as a closing page would. */
function cutPower(db: Database, cutAt: (sql: string) => boolean): Database {
  return new Proxy(db, {
    get(target, property, receiver) {
      // oo1's methods find their connection through `this`, so they are called on the real object.
      if (property !== 'exec') {
        const value: unknown = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      }
      return (...args: Parameters<Database['exec']>) => {
        const [first] = args;
        const sql = typeof first === 'string' ? first : ((first as { sql?: string }).sql ?? '');
        if (cutAt(sql)) throw new Error('the page went away');
        return target.exec(...args);
      };
    },
  });
}

const listNames = (db: Database) => db.selectValues('SELECT name FROM lists WHERE owner = ? ORDER BY name', [OWNER]).map(String);

async function databaseWithOwnList() {
  const copy = await seededDatabaseCopy();
  copy.db.exec({ sql: "INSERT INTO lists (id, owner, name, created_at, updated_at) VALUES ('own-list', ?, 'My own list', 1, 1)", bind: [OWNER] });
  return copy;
}

const setVersion = (db: Database, version: number) => db.exec({ sql: "UPDATE store_meta SET value = ? WHERE key = 'schema_version'", bind: [version] });

describe('the contact database never loses its schema', () => {
  it('a schema version bump interrupted between dropping and creating the tables keeps the old database whole', async () => {
    const { db, options } = await databaseWithOwnList();
    setVersion(db, SCHEMA_VERSION - 1);
    // Before: DROP TABLE ran in autocommit, so a reload before SCHEMA_SQL left no `lists` at all.
    expect(() => openContactDatabase(cutPower(db, (sql) => sql === SCHEMA_SQL), options)).toThrow('the page went away');
    expect(missingTables(db)).toEqual([]);
    expect(listNames(db)).toContain('My own list');
    // The next open migrates for real: a complete, seeded database of the current version.
    expect(openContactDatabase(db, options)).toEqual({ seeded: true, rebuilt: 'version' });
    expect(missingTables(db)).toEqual([]);
    expect(db.selectValue("SELECT value FROM store_meta WHERE key = 'schema_version'")).toBe(SCHEMA_VERSION);
    db.close();
  });

  it('a first seed interrupted by a reload leaves nothing behind, and the next open seeds completely', async () => {
    const { sqlite3, options } = await seededDatabaseCopy();
    const db = new sqlite3.oo1.DB(':memory:');
    expect(() => openContactDatabase(cutPower(db, (sql) => sql.includes('INTO store_meta (key, value) VALUES (?, 1)')), options)).toThrow('the page went away');
    expect(db.selectValues("SELECT name FROM sqlite_master WHERE type = 'table'")).toEqual([]);
    expect(openContactDatabase(db, options)).toEqual({ seeded: true, rebuilt: null });
    expect(Number(db.selectValue('SELECT count(*) FROM lists WHERE owner = ?', [OWNER]))).toBeGreaterThan(0);
    db.close();
  });

  it('a half-made database (a table missing at the current version) is rebuilt from the seed and says so', async () => {
    const { db, options } = await seededDatabaseCopy();
    db.exec('PRAGMA foreign_keys = OFF; DROP TABLE list_members; DROP TABLE lists; PRAGMA foreign_keys = ON;');
    expect(missingTables(db)).toEqual(['lists', 'list_members']);
    expect(openContactDatabase(db, options)).toEqual({ seeded: true, rebuilt: 'damaged' });
    expect(missingTables(db)).toEqual([]);
    expect(Number(db.selectValue('SELECT count(*) FROM lists WHERE owner = ?', [OWNER]))).toBeGreaterThan(0);
    db.close();
  });

  it("the large persona's generation interrupted after dropping its indexes gets them back at the next open", async () => {
    const { db, options } = await seededDatabaseCopy();
    for (const index of DEFERRED_INDEXES) db.exec(`DROP INDEX ${index}`);
    openContactDatabase(db, options);
    const indexes = new Set(db.selectValues("SELECT name FROM sqlite_master WHERE type = 'index'").map(String));
    expect(DEFERRED_INDEXES.filter((index) => !indexes.has(index))).toEqual([]);
    expect(SCHEMA_TABLES.length).toBeGreaterThan(5);
    db.close();
  });

  it('a QA-panel reset interrupted mid-way rolls back: the lists are still there', async () => {
    const { db, options } = await databaseWithOwnList();
    let deletes = 0;
    const cut = cutPower(db, (sql) => sql.startsWith('DELETE FROM mail_sources') && (deletes += 1) === 1);
    expect(() => resetDemoAudiences(cut, options)).toThrow('the page went away');
    expect(missingTables(db)).toEqual([]);
    expect(listNames(db)).toContain('My own list');
    db.close();
  });

  it('a reset and queries sent together run one after the other and every query finds its tables', async () => {
    const { sqlite3, db, options } = await databaseWithOwnList();
    const store = createSqlContactStore(sqlite3, db, options);
    const [before, , after] = await Promise.all([store.getLists(OWNER), store.resetDemoContacts(), store.getLists(OWNER)]);
    expect(before.map((list) => list.name)).toContain('My own list');
    expect(after.map((list) => list.name)).not.toContain('My own list');
    expect(after.length).toBeGreaterThan(0);
    db.close();
  });
});
