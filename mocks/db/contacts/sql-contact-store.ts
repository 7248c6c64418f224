import type { BindableValue, Database, PreparedStatement, Sqlite3Static } from '@sqlite.org/sqlite-wasm';
import { compileFilter, type ContactFilter } from './conditions';
import {
  CONTACT_TEXT_FIELDS,
  ContactStoreError,
  type ContactStoreAdmin,
  type ContactInput,
  type ContactPage,
  type ContactSort,
  type CustomFieldValue,
  type GenerationProgress,
  type PageRequest,
  type QueryResult,
  type ReadQuery,
  type StoredContact,
  type StoredList,
  type UpsertResult,
} from './contact-store';
import type { AudiencePlan } from './generate-audience';
import { decodePageToken, encodePageToken, filterFingerprint } from './page-token';
import { generateLargeAudience, resetDemoAudiences } from './contact-database';
import { countMatchingRows, importContactsCsv } from './import-contacts-csv';
import { createAutomationEntry } from './automation-entry';
import { createSendEvents } from './send-events';
import { customFieldChanges, planUpsertBatch, storedFields, storedText, writeUpsertBatch, type RunStatement } from './upsert-batch';

const MAX_PAGE = 1000;
/** Ids per `IN (…)` list: well below SQLite's limit on bound parameters. */
const ID_CHUNK = 500;
const AFTER_ALL = String.fromCodePoint(0x10ffff);
/** Write statements kept prepared (distinct column lists of the contacts written). */
const MAX_PREPARED = 64;
/** Rows an upsert plans and writes at once (upsert-batch.ts), and the fewest it plans after rows that depend on each other. */
const MAX_PLANNED_ROWS = 10_000;
const MIN_PLANNED_ROWS = 16;

const CONTACT_COLUMNS = ['seq', 'id', ...CONTACT_TEXT_FIELDS, 'alternate_emails', 'created_at', 'updated_at'].map((column) => `c.${column}`).join(', ');

type Row = Record<string, BindableValue>;
type Param = string | number | null;

const invalid = (message: string) => new ContactStoreError('invalid_argument', message);
const iso = (ms: unknown) => new Date(Number(ms)).toISOString();
const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');

function chunks<T>(items: readonly T[], size = ID_CHUNK): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < items.length; index += size) result.push(items.slice(index, index + size));
  return result;
}

function checkLimit(limit: number, what = 'limit'): void {
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE) throw invalid(`${what} must be an integer from 1 to ${MAX_PAGE}`);
}

function nowMs(now: string | undefined): number {
  if (now === undefined) return Date.now();
  const ms = Date.parse(now);
  if (Number.isNaN(ms)) throw invalid('now must be an ISO 8601 date');
  return ms;
}

const SORT_COLUMNS: Record<ContactSort, string> = { created_at: 'c.created_at', updated_at: 'c.updated_at', email: 'c.email' };

/**
 * The contact store over one SQLite connection: the code the worker runs in the browser and the Node
 * tests run in process. Synchronous SQL behind the async interface.
 */
export function createSqlContactStore(sqlite3: Sqlite3Static, db: Database, options: { largeAudience: AudiencePlan; baseMs: number }): ContactStoreAdmin {
  // SQLite refuses an empty list of parameters for a statement without any.
  const bind = (params: readonly Param[]) => (params.length === 0 ? undefined : (params as BindableValue[]));
  const all = (sql: string, params: readonly Param[] = []) => db.selectObjects(sql, bind(params)) as Row[];
  const value = (sql: string, params: readonly Param[] = []) => db.selectValue(sql, bind(params));
  const run = (sql: string, params: readonly Param[] = []) => {
    db.exec({ sql, bind: bind(params) });
    return db.changes();
  };

  /** Rows of `contacts` with their custom fields, lists and segments, in the rows' order. */
  function hydrate(rows: Row[]): StoredContact[] {
    if (rows.length === 0) return [];
    const seqs = rows.map((row) => Number(row.seq));
    const related = <T>(sql: string, read: (row: Row) => T) => {
      const bySeq = new Map<number, T[]>();
      for (const part of chunks(seqs)) {
        for (const row of all(sql.replace('%IN%', placeholders(part.length)), part)) {
          const seq = Number(row.contact_seq);
          bySeq.set(seq, [...(bySeq.get(seq) ?? []), read(row)]);
        }
      }
      return bySeq;
    };
    const fields = related('SELECT contact_seq, field_id, value FROM contact_field_values WHERE contact_seq IN (%IN%)', (row) => [Number(row.field_id), row.value as CustomFieldValue] as const);
    const lists = related('SELECT m.contact_seq, l.id FROM list_members m JOIN lists l ON l.seq = m.list_seq WHERE m.contact_seq IN (%IN%) ORDER BY l.seq', (row) => String(row.id));
    const segments = related('SELECT contact_seq, segment_id FROM segment_members WHERE contact_seq IN (%IN%) ORDER BY segment_id', (row) => String(row.segment_id));
    return rows.map((row) => {
      const seq = Number(row.seq);
      const text = (field: string) => (row[field] === null || row[field] === '' ? null : String(row[field]));
      return {
        id: String(row.id),
        email: text('email'),
        phone_number_id: text('phone_number_id'),
        external_id: text('external_id'),
        anonymous_id: text('anonymous_id'),
        first_name: text('first_name'),
        last_name: text('last_name'),
        alternate_emails: JSON.parse(String(row.alternate_emails)) as string[],
        address_line_1: text('address_line_1'),
        address_line_2: text('address_line_2'),
        city: text('city'),
        state_province_region: text('state_province_region'),
        postal_code: text('postal_code'),
        country: text('country'),
        phone_number: text('phone_number'),
        custom_fields: Object.fromEntries(fields.get(seq) ?? []),
        list_ids: lists.get(seq) ?? [],
        segment_ids: segments.get(seq) ?? [],
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
      };
    });
  }

  const contactsWhere = (owner: string, where: string, params: readonly Param[], tail = '') =>
    hydrate(all(`SELECT ${CONTACT_COLUMNS} FROM contacts c WHERE c.owner = ? AND (${where}) ${tail}`, [owner, ...params]));

  const listSeq = (owner: string, listId: string) => {
    const seq = value('SELECT seq FROM lists WHERE owner = ? AND id = ?', [owner, listId]);
    return seq === undefined ? undefined : Number(seq);
  };

  /** Row keys of the owner's contacts with these ids (unknown and foreign ids left out). */
  function seqsOf(owner: string, ids: readonly string[]): number[] {
    return chunks(ids).flatMap((part) =>
      all(`SELECT seq FROM contacts WHERE owner = ? AND id IN (${placeholders(part.length)})`, [owner, ...part]).map((row) => Number(row.seq)),
    );
  }

  /**
   * The write paths' statements, each prepared once and kept: preparing one costs more than running it,
   * and an import runs them thousands of times. Their column lists follow the input's fields, so the cache
   * is bounded (emptied when full).
   */
  const prepared = new Map<string, PreparedStatement>();
  /** Runs a statement (prepared once per SQL text) with these parameters: its rows. */
  const runPrepared: RunStatement = (sql, params) => {
    let statement = prepared.get(sql);
    if (statement === undefined) {
      if (prepared.size >= MAX_PREPARED) {
        for (const old of prepared.values()) old.finalize();
        prepared.clear();
      }
      statement = db.prepare(sql);
      prepared.set(sql, statement);
    }
    try {
      if (params.length > 0) statement.bind(params as BindableValue[]);
      const rows: BindableValue[][] = [];
      while (statement.step()) rows.push(statement.get([]) as BindableValue[]);
      return rows;
    } finally {
      statement.resetNoThrow();
    }
  };
  const once = (sql: string, params: readonly Param[]): BindableValue[] | undefined => runPrepared(sql, params)[0];

  function writeCustomFields(seq: number, fields: ContactInput['custom_fields']): void {
    const { set, cleared } = customFieldChanges(fields);
    for (const fieldId of cleared) once('DELETE FROM contact_field_values WHERE contact_seq = ? AND field_id = ?', [seq, fieldId]);
    for (const [fieldId, given] of set) once('INSERT OR REPLACE INTO contact_field_values (contact_seq, field_id, value) VALUES (?, ?, ?)', [seq, fieldId, given]);
  }

  function updateRow(owner: string, seq: number, input: ContactInput, at: number): void {
    const fields = storedFields(input);
    const email = fields.find(([field]) => field === 'email')?.[1];
    if (typeof email === 'string' && email !== '' && once('SELECT 1 FROM contacts WHERE owner = ? AND email = ? AND seq <> ? LIMIT 1', [owner, email, seq]) !== undefined) {
      throw invalid(`email ${email} belongs to another contact`);
    }
    const assignments = [...fields.map(([field]) => `${field} = ?`), 'updated_at = ?'].join(', ');
    guardIdentifiers(() => once(`UPDATE contacts SET ${assignments} WHERE seq = ?`, [...fields.map(([, stored]) => stored), at, seq]));
    writeCustomFields(seq, input.custom_fields);
  }

  /** The identifiers' unique indexes refuse a value another contact has: say which one. */
  function guardIdentifiers<T>(write: () => T): T {
    try {
      return write();
    } catch (error) {
      const match = /UNIQUE constraint failed: contacts\.(\w+)/.exec(String(error));
      if (match) throw invalid(`${match[1] === 'owner' ? 'an identifier' : match[1]} belongs to another contact`);
      throw error;
    }
  }

  function filtered(owner: string, filter: ContactFilter | undefined) {
    const compiled = filter === undefined ? { sql: '1', params: [] } : compileFilter(filter);
    return { where: `c.owner = ? AND (${compiled.sql})`, params: [owner, ...compiled.params] as Param[] };
  }

  const listOf = (row: Row): StoredList => ({
    id: String(row.id),
    name: String(row.name),
    contact_count: Number(row.contact_count),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  });

  const sendEvents = createSendEvents(db);
  const automationEntry = createAutomationEntry(db);

  const store: ContactStoreAdmin = {
    async countContacts(owner) {
      return Number(value('SELECT count(*) FROM contacts WHERE owner = ?', [owner]));
    },

    async countContactsOf(owners) {
      const counts: Record<string, number> = Object.fromEntries(owners.map((owner) => [owner, 0]));
      if (owners.length === 0) return counts;
      for (const row of all(`SELECT owner, count(*) AS n FROM contacts WHERE owner IN (${placeholders(owners.length)}) GROUP BY owner`, owners)) {
        counts[String(row.owner)] = Number(row.n);
      }
      return counts;
    },

    async readPage(owner, { pageSize, pageToken, offset, sort = 'created_at', descending = sort !== 'email', filter }: PageRequest): Promise<ContactPage> {
      checkLimit(pageSize, 'pageSize');
      const column = SORT_COLUMNS[sort];
      if (column === undefined) throw invalid(`cannot sort by ${String(sort)}`);
      if (offset !== undefined && (!Number.isSafeInteger(offset) || offset < 0 || pageToken !== undefined)) throw invalid('offset must be a whole number from 0, without a page token');
      const fingerprint = filterFingerprint(filter);
      const { where, params } = filtered(owner, filter);
      const direction = descending ? 'DESC' : 'ASC';
      const order = `ORDER BY ${column} ${direction}, c.seq ${direction}`;
      let from: { value: Param; seq: number; included: boolean } | undefined;
      if (pageToken !== undefined) from = { ...decodePageToken(pageToken, { sort, descending, filter: fingerprint }), included: false };
      if (offset !== undefined) {
        // The key of the page's first row, skipping along the sort's index alone (no contact row is read):
        // 900,000 skipped took 34 ms in Node, 52 ms when the same OFFSET selected whole rows.
        const [start] = all(`SELECT ${column} AS value, c.seq FROM contacts c WHERE ${where} ${order} LIMIT 1 OFFSET ?`, [...params, offset]);
        if (start === undefined) return { contacts: [] };
        from = { value: start.value as Param, seq: Number(start.seq), included: true };
      }
      const keyset = from === undefined ? '' : ` AND (${column}, c.seq) ${descending ? '<' : '>'}${from.included ? '=' : ''} (?, ?)`;
      const rows = all(`SELECT ${CONTACT_COLUMNS} FROM contacts c WHERE ${where}${keyset} ${order} LIMIT ?`, [
        ...params,
        ...(from === undefined ? [] : [from.value, from.seq]),
        pageSize + 1,
      ]);
      const page = rows.slice(0, pageSize);
      const last = page.at(-1);
      const more = rows.length > pageSize && last !== undefined;
      return {
        contacts: hydrate(page),
        ...(more
          ? { nextPageToken: encodePageToken({ sort, descending, filter: fingerprint, value: last[sort] as string | number, seq: Number(last.seq) }) }
          : {}),
      };
    },

    async searchByEmailPrefix(owner, prefix, limit) {
      checkLimit(limit);
      const start = storedText('email', prefix) ?? '';
      const range = "c.email >= ? AND c.email < ? AND c.email <> ''";
      const params = [start, `${start}${AFTER_ALL}`];
      return {
        count: Number(value(`SELECT count(*) FROM contacts c WHERE c.owner = ? AND ${range}`, [owner, ...params])),
        contacts: contactsWhere(owner, range, [...params, limit], 'ORDER BY c.email, c.seq LIMIT ?'),
      };
    },

    async filterContacts(owner, filter, limit) {
      checkLimit(limit);
      const { where, params } = filtered(owner, filter);
      return {
        count: Number(value(`SELECT count(*) FROM contacts c WHERE ${where}`, params)),
        contacts: hydrate(all(`SELECT ${CONTACT_COLUMNS} FROM contacts c WHERE ${where} ORDER BY c.created_at DESC, c.seq DESC LIMIT ?`, [...params, limit])),
      };
    },

    async getContacts(owner, ids) {
      if (ids.length > MAX_PAGE) throw invalid(`at most ${MAX_PAGE} ids at once`);
      const found = new Map(
        chunks(ids)
          .flatMap((part) => contactsWhere(owner, `c.id IN (${placeholders(part.length)})`, part))
          .map((contact) => [contact.id, contact]),
      );
      return ids.flatMap((id) => found.get(id) ?? []);
    },

    async getEngagement(owner, id) {
      const seq = value('SELECT seq FROM contacts WHERE owner = ? AND id = ?', [owner, id]);
      if (seq === undefined) return undefined;
      // The primary key (contact_seq, type, at, …) answers each type's latest time from its last entry.
      const latest = new Map(all('SELECT type, max(at) AS at FROM mail_events WHERE contact_seq = ? GROUP BY type', [Number(seq)]).map((row) => [String(row.type), Number(row.at)]));
      const last = (...types: string[]) => {
        const times = types.flatMap((type) => latest.get(type) ?? []);
        return times.length === 0 ? null : iso(Math.max(...times));
      };
      return { last_opened: last('open'), last_clicked: last('click'), last_emailed: last('delivered', 'bounce') };
    },

    async upsertContacts(owner, contacts, { listIds = [], now, skipFailedRows = false } = {}): Promise<UpsertResult> {
      const at = nowMs(now);
      return db.transaction(() => {
        const lists = listIds.flatMap((listId) => listSeq(owner, listId) ?? []);
        const result: UpsertResult = { ids: [], created: 0, updated: 0, ...(skipFailedRows ? { failed: [] } : {}) };
        let window = MAX_PLANNED_ROWS;
        for (let start = 0; start < contacts.length; ) {
          const plan = planUpsertBatch(runPrepared, owner, contacts.slice(start, start + window));
          plan.forEach((row, index) => {
            if (row.ok) return;
            if (!skipFailedRows) throw invalid(row.message);
            result.failed?.push({ index: start + index, message: row.message });
          });
          const written = writeUpsertBatch(runPrepared, owner, plan, lists, at);
          for (const id of written.ids) result.ids.push(id);
          result.created += written.created;
          result.updated += written.updated;
          // Rows that depend on each other stop a plan, and the next plan looks its rows up again: look less far ahead then.
          window = plan.length < window ? Math.max(MIN_PLANNED_ROWS, plan.length * 2) : Math.min(MAX_PLANNED_ROWS, window * 2);
          start += plan.length;
        }
        return result;
      });
    },

    async updateContact(owner, id, patch, now) {
      const seq = value('SELECT seq FROM contacts WHERE owner = ? AND id = ?', [owner, id]);
      if (seq === undefined) return undefined;
      db.transaction(() => updateRow(owner, Number(seq), patch, nowMs(now)));
      return hydrate(all(`SELECT ${CONTACT_COLUMNS} FROM contacts c WHERE c.seq = ?`, [Number(seq)]))[0];
    },

    async deleteContacts(owner, ids) {
      return db.transaction(() =>
        chunks(ids).reduce((deleted, part) => deleted + run(`DELETE FROM contacts WHERE owner = ? AND id IN (${placeholders(part.length)})`, [owner, ...part]), 0),
      );
    },

    async deleteAllContacts(owner) {
      return db.transaction(() => run('DELETE FROM contacts WHERE owner = ?', [owner]));
    },

    async createList(owner, name, now) {
      const at = nowMs(now);
      const id = crypto.randomUUID();
      run('INSERT INTO lists (id, owner, name, created_at, updated_at) VALUES (?, ?, ?, ?, ?)', [id, owner, name, at, at]);
      return { id, name, contact_count: 0, created_at: iso(at), updated_at: iso(at) };
    },

    async getLists(owner) {
      return all(
        'SELECT l.*, (SELECT count(*) FROM list_members m WHERE m.list_seq = l.seq) AS contact_count FROM lists l WHERE l.owner = ? ORDER BY l.created_at, l.seq',
        [owner],
      ).map(listOf);
    },

    async deleteList(owner, listId) {
      return run('DELETE FROM lists WHERE owner = ? AND id = ?', [owner, listId]) > 0;
    },

    async addToList(owner, listId, contactIds, now) {
      const list = listSeq(owner, listId);
      if (list === undefined) return undefined;
      const at = nowMs(now);
      return db.transaction(() =>
        chunks(contactIds).reduce(
          (added, part) =>
            added +
            run(
              `INSERT OR IGNORE INTO list_members (list_seq, contact_seq, added_at) SELECT ?, seq, ? FROM contacts WHERE owner = ? AND id IN (${placeholders(part.length)})`,
              [list, at, owner, ...part],
            ),
          0,
        ),
      );
    },

    async removeFromList(owner, listId, contactIds) {
      const list = listSeq(owner, listId);
      if (list === undefined) return undefined;
      const seqs = seqsOf(owner, contactIds);
      return db.transaction(() =>
        chunks(seqs).reduce((removed, part) => removed + run(`DELETE FROM list_members WHERE list_seq = ? AND contact_seq IN (${placeholders(part.length)})`, [list, ...part]), 0),
      );
    },

    async countListMembers(owner, listId) {
      const list = listSeq(owner, listId);
      return list === undefined ? undefined : Number(value('SELECT count(*) FROM list_members WHERE list_seq = ?', [list]));
    },

    async getList(owner, listId) {
      const [row] = all('SELECT l.*, (SELECT count(*) FROM list_members m WHERE m.list_seq = l.seq) AS contact_count FROM lists l WHERE l.owner = ? AND l.id = ?', [owner, listId]);
      return row === undefined ? undefined : listOf(row);
    },

    async renameList(owner, listId, name, now) {
      if (run('UPDATE lists SET name = ?, updated_at = ? WHERE owner = ? AND id = ?', [name, nowMs(now), owner, listId]) === 0) return undefined;
      return store.getList(owner, listId);
    },

    async deleteListWithContacts(owner, listId) {
      const list = listSeq(owner, listId);
      if (list === undefined) return undefined;
      return db.transaction(() => {
        const deleted = run('DELETE FROM contacts WHERE seq IN (SELECT contact_seq FROM list_members WHERE list_seq = ?)', [list]);
        run('DELETE FROM lists WHERE seq = ?', [list]);
        return deleted;
      });
    },

    async refreshSegmentMembers(owner, segmentId, filter) {
      const { where, params } = filtered(owner, filter);
      return db.transaction(() => {
        run('DELETE FROM segment_members WHERE segment_id = ? AND contact_seq IN (SELECT seq FROM contacts WHERE owner = ?)', [segmentId, owner]);
        return run(`INSERT INTO segment_members (segment_id, contact_seq) SELECT ?, c.seq FROM contacts c WHERE ${where}`, [segmentId, ...params]);
      });
    },

    async deleteFieldValues(owner, fieldId) {
      return run('DELETE FROM contact_field_values WHERE field_id = ? AND contact_seq IN (SELECT seq FROM contacts WHERE owner = ?)', [fieldId, owner]);
    },

    countAudience: async (owner, audience, channel) => sendEvents.countAudience(owner, audience, channel),
    deliverSend: async (owner, request) => sendEvents.deliver(owner, request),
    engageSend: async (owner, request) => sendEvents.engage(owner, request),
    findEntrants: async (owner, request) => automationEntry.findEntrants(owner, request),
    recordAutomationEvents: async (owner, request) => automationEntry.recordEvents(owner, request),

    importContactsCsv: (owner, file, plan) => importContactsCsv(store, owner, file, plan),
    countMatchingRows: (owner, types, rows) => countMatchingRows(store, owner, types, rows),

    async query({ sql, params = [], limit = MAX_PAGE }: ReadQuery): Promise<QueryResult> {
      checkLimit(limit);
      const statement = db.prepare(sql);
      try {
        const prepared = sqlite3.capi.sqlite3_sql(statement).trim().replace(/;$/, '');
        if (prepared.length < sql.trim().replace(/;$/, '').length) throw new ContactStoreError('read_only', 'only one statement may run');
        if (!sqlite3.capi.sqlite3_stmt_readonly(statement)) throw new ContactStoreError('read_only', 'only read-only statements may run');
        if (params.length > 0) statement.bind(params as BindableValue[]);
        const rows: unknown[][] = [];
        while (rows.length < limit && statement.step()) rows.push(statement.get([]));
        return { columns: statement.getColumnNames(), rows };
      } finally {
        statement.finalize();
      }
    },

    async ensureLargeAccount(onProgress?: (progress: GenerationProgress) => void) {
      generateLargeAudience(db, options, onProgress);
    },

    async resetDemoContacts(owners) {
      resetDemoAudiences(db, options, owners);
    },
  };
  return store;
}
