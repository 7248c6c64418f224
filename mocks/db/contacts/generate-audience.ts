import type { Database } from '@sqlite.org/sqlite-wasm';
import type { GenerationProgress } from './contact-store';
import { MAX_SEED_NUMBER, seedHash, seedUuid } from './seed-hash';
import type { PeoplePool } from './seed-pools';

/** How a generated custom field gets its values. */
export type FieldValuePlan =
  | { kind: 'choice'; choices: readonly string[] }
  | { kind: 'number'; min: number; max: number; decimals: number }
  | { kind: 'date'; fromDaysAgo: number; toDaysAgo: number }
  | { kind: 'code'; prefix: string };

export interface AudienceFieldPlan {
  /** The field definition's table id. */
  fieldId: number;
  /** Percent of contacts with a value. */
  fill: number;
  values: FieldValuePlan;
}

export interface AudienceListPlan {
  name: string;
  /** Per mille of contacts on the list. */
  share: number;
  createdDaysAgo: number;
}

/** A single send over the audience: who got it, who opened and clicked (per mille of the recipients). */
export interface AudienceSendPlan {
  name: string;
  daysAgo: number;
  /** Per mille of the contacts (that existed then) it was sent to. */
  reach: number;
  opens: number;
  clicks: number;
}

export interface AudiencePlan {
  owner: string;
  /** 1–65535, unique per audience: keeps hashes and ids apart. */
  salt: number;
  contacts: number;
  people: PeoplePool;
  /** Contacts were created evenly over this many days before the base date, oldest first. */
  createdOverDays: number;
  /** Per mille of contacts with each optional identifier or field. */
  externalIds: number;
  phoneNumberIds: number;
  anonymousIds: number;
  alternateEmails: number;
  /** Percent of contacts with a (non-identifier) phone number. */
  phoneNumbers: number;
  fields: readonly AudienceFieldPlan[];
  lists: readonly AudienceListPlan[];
  sends: readonly AudienceSendPlan[];
}

const DAY_MS = 86_400_000;
/** Chunks of a generation: each is one transaction and one progress step. */
const CHUNKS = 40;
const MIN_CHUNK = 2_000;

/** `n` of the contacts inserted by the current chunk, from their row keys. */
const CHUNK_CONTACTS = `(SELECT seq, created_at, seq - :firstSeq + :from AS n FROM contacts WHERE seq BETWEEN :firstSeq AND :lastSeq)`;

/** Noise rows: six independent 20-bit values each. A contact draws its rows by a hash of its number. */
const NOISE_ROWS = 65_536;
const NOISE_COLUMNS = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6'] as const;

function loadSeedTables(db: Database, plan: AudiencePlan): void {
  const ascii = (name: string) =>
    name
      .replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss')
      .normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase();
  const load = (table: string, columns: string, rows: unknown[][]) => {
    db.exec(`DROP TABLE IF EXISTS temp.${table}`);
    db.exec(`CREATE TEMP TABLE ${table} (i INTEGER PRIMARY KEY, ${columns})`);
    const names = columns.split(',').map((column) => column.trim().split(' ')[0]);
    db.exec({
      sql: `INSERT INTO temp.${table} SELECT key, ${names.map((_, index) => `value ->> ${index}`).join(', ')} FROM json_each(?)`,
      bind: [JSON.stringify(rows)],
    });
  };
  const { people } = plan;
  load('seed_first', 'name TEXT, ascii TEXT', people.firstNames.map((name) => [name, ascii(name)]));
  load('seed_last', 'name TEXT, ascii TEXT', people.lastNames.map((name) => [name, ascii(name)]));
  load('seed_street', 'name TEXT', people.streets.map((name) => [name]));
  load('seed_domain', 'name TEXT', people.emailDomains.map((name) => [name]));
  load(
    'seed_place',
    'city TEXT, state TEXT, prefix TEXT, digits INTEGER, country TEXT',
    people.places.map((place) => [place.city, place.state, place.postalPrefix, place.postalLength - place.postalPrefix.length, place.country]),
  );
  // The noise is the same for every audience: made once per connection.
  if (db.selectValue("SELECT 1 FROM temp.sqlite_master WHERE name = 'seed_noise'") !== undefined) return;
  db.exec(`CREATE TEMP TABLE seed_noise (i INTEGER PRIMARY KEY, ${NOISE_COLUMNS.join(', ')})`);
  db.exec(`WITH RECURSIVE numbers(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM numbers WHERE n + 1 < ${NOISE_ROWS})
    INSERT INTO temp.seed_noise SELECT n, ${NOISE_COLUMNS.map((_, index) => seedHash('n', index + 1)).join(', ')} FROM numbers`);
}

/**
 * Joins the noise row of contact number `n` for one purpose (`stream`, unique per audience) as `alias`:
 * every purpose draws from its own rows, so a list's members do not follow from a field's values.
 */
function noise(alias: string, stream: number): string {
  return `JOIN temp.seed_noise ${alias} ON ${alias}.i = (n * 40503 + (n >> 16) * 12345 + ${stream * 7919}) & ${NOISE_ROWS - 1}`;
}

function valueSql(plan: FieldValuePlan, random: string, baseSeconds: number): string {
  switch (plan.kind) {
    case 'choice':
      return `json_extract(${sqlText(JSON.stringify(plan.choices))}, '$[' || (${random} % ${plan.choices.length}) || ']')`;
    case 'number':
      return `round(${plan.min} + (${random} % 100001) * ${plan.max - plan.min} / 100000.0, ${plan.decimals})`;
    case 'date':
      return `strftime('%Y-%m-%dT00:00:00Z', ${baseSeconds} - (${plan.toDaysAgo} + ${random} % ${plan.fromDaysAgo - plan.toDaysAgo + 1}) * 86400, 'unixepoch')`;
    case 'code':
      return `${sqlText(plan.prefix)} || printf('%05X', ${random})`;
  }
}

/** A constant of the plan written into generated SQL (plans are code, never user input). */
const sqlText = (text: string) => `'${text.replace(/'/g, "''")}'`;

function insertContacts(db: Database, plan: AudiencePlan, from: number, to: number, baseMs: number): void {
  const spanMs = plan.createdOverDays * DAY_MS;
  const stepMs = Math.max(1, Math.floor(spanMs / plan.contacts));
  const { people } = plan;
  const perMille = (random: string, share: number) => `${random} % 1000 < ${share}`;
  db.exec({
    sql: `WITH RECURSIVE numbers(n) AS (SELECT :from UNION ALL SELECT n + 1 FROM numbers WHERE n + 1 < :to),
      people AS (
        SELECT n, a.r1, a.r2, a.r3, a.r4, a.r5, a.r6, b.r1 AS s1, b.r2 AS s2, b.r3 AS s3, b.r5 AS s5,
          ${baseMs - spanMs} + n * ${stepMs} + b.r4 % ${stepMs} AS created,
          f.name AS first_name, l.name AS last_name, f.ascii AS first_ascii, l.ascii AS last_ascii,
          CASE a.r4 % 4 WHEN 0 THEN f.ascii || '.' || l.ascii WHEN 1 THEN substr(f.ascii, 1, 1) || l.ascii
            WHEN 2 THEN f.ascii || l.ascii ELSE f.ascii || '_' || l.ascii END || n || '@' || d.name AS email,
          p.city, p.state, p.country, p.prefix || substr(printf('%05d', a.r5 % 100000), 6 - p.digits) AS postal_code,
          (a.r6 % 9800 + 100) || ' ' || s.name AS street
        FROM numbers ${noise('a', plan.salt * 1000 + 1)} ${noise('b', plan.salt * 1000 + 2)}
        JOIN temp.seed_first f ON f.i = a.r1 % ${people.firstNames.length}
        JOIN temp.seed_last l ON l.i = a.r2 % ${people.lastNames.length}
        JOIN temp.seed_place p ON p.i = a.r3 % ${people.places.length}
        JOIN temp.seed_domain d ON d.i = (a.r4 / 4) % ${people.emailDomains.length}
        JOIN temp.seed_street s ON s.i = (a.r6 / 16384) % ${people.streets.length}
      )
      INSERT INTO contacts (id, owner, email, phone_number_id, external_id, anonymous_id, first_name, last_name, alternate_emails,
        address_line_1, address_line_2, city, state_province_region, postal_code, country, phone_number, created_at, updated_at)
      SELECT printf('%08x-%04x-7%03x-%04x-%04x%08x', created / 65536, created % 65536, s1 % 4096, 32768 | (s2 % 16384), ${plan.salt}, n),
        :owner, email,
        CASE WHEN ${perMille('s1 / 4096', plan.phoneNumberIds)} THEN printf('+1%03d%07d', 201 + s3 % 780, n) END,
        CASE WHEN ${perMille('s2 / 1024', plan.externalIds)} THEN printf('CUS-%07d', n) END,
        CASE WHEN ${perMille('s3 / 1024', plan.anonymousIds)} THEN printf('anon_%05x%06x', r5, n) END,
        first_name, last_name,
        CASE WHEN ${perMille('r1 / 1024', plan.alternateEmails)} THEN json_array(first_ascii || '.' || last_ascii || '@work-mail.com') ELSE '[]' END,
        CASE WHEN r2 / 1024 % 10 < 8 THEN street END,
        CASE WHEN r2 / 1024 % 10 = 0 THEN 'Apt ' || (r3 / 1024 % 400 + 1) END,
        city, state, postal_code, country,
        -- 555-0100 to 555-0199 are reserved for fiction: no real person's number.
        CASE WHEN s5 / 16 % 100 < ${plan.phoneNumbers} THEN printf('+1 %03d-555-01%02d', 201 + s5 % 780, s5 / 1600 % 100) END,
        created,
        CASE WHEN r5 / 1024 % 10 < 6 THEN created ELSE created + (${baseMs} - created) * (r6 % 1000) / 1000 END
      FROM people`,
    bind: { ':from': from, ':to': to, ':owner': plan.owner },
  });
}

function insertFieldValues(db: Database, plan: AudiencePlan, bind: Record<string, number>, baseMs: number): void {
  for (const field of plan.fields) {
    db.exec({
      sql: `INSERT INTO contact_field_values (contact_seq, field_id, value)
        SELECT seq, ${field.fieldId}, ${valueSql(field.values, 'v.r2', Math.floor(baseMs / 1000))}
        FROM ${CHUNK_CONTACTS} ${noise('v', plan.salt * 1000 + 100 + field.fieldId)} WHERE v.r1 % 100 < ${field.fill}`,
      bind,
    });
  }
}

function insertMemberships(db: Database, plan: AudiencePlan, listSeqs: number[], bind: Record<string, number>): void {
  plan.lists.forEach((list, index) => {
    db.exec({
      sql: `INSERT INTO list_members (list_seq, contact_seq)
        SELECT ${listSeqs[index] ?? 0}, seq FROM ${CHUNK_CONTACTS} ${noise('m', plan.salt * 1000 + 300 + index)} WHERE m.r1 % 1000 < ${list.share}`,
      bind,
    });
  });
}

function insertEvents(db: Database, plan: AudiencePlan, sourceSeqs: number[], bind: Record<string, number>, baseMs: number): void {
  plan.sends.forEach((send, index) => {
    const sentAt = baseMs - send.daysAgo * DAY_MS;
    // Each recipient's draws, read once: r2 bounce, r3 open and click, r4 open time, r5 delivery time, r6 click time and unsubscribe.
    const recipients = `WITH recipients AS MATERIALIZED (
        SELECT seq, e.r2 % 1000 >= 12 AS delivered, e.r3 % 1000 AS engaged, ${sentAt} + 600000 + e.r4 % ${3 * DAY_MS} AS opened_at, e.r5, e.r6
        FROM ${CHUNK_CONTACTS} ${noise('e', plan.salt * 1000 + 500 + index)} WHERE created_at < ${sentAt} AND e.r1 % 1000 < ${send.reach})`;
    db.exec({
      sql: `${recipients}
        INSERT INTO mail_events (contact_seq, type, at, source_seq)
        SELECT seq, CASE WHEN delivered THEN 'delivered' ELSE 'bounce' END, ${sentAt} + r5 % 900000, :source FROM recipients
        UNION ALL SELECT seq, 'open', opened_at, :source FROM recipients WHERE delivered AND engaged < ${send.opens}
        UNION ALL SELECT seq, 'click', opened_at + 30000 + r6 % 7200000, :source FROM recipients WHERE delivered AND engaged < ${send.clicks}
        UNION ALL SELECT seq, 'unsubscribe', opened_at + 60000, :source FROM recipients WHERE delivered AND engaged < ${send.opens} AND r6 % 1000 < 3`,
      bind: { ...bind, ':source': sourceSeqs[index] ?? 0 },
    });
  });
}

/** The audience's lists and mail sources (single sends), created once; their row keys in plan order. */
function ensureListsAndSources(db: Database, plan: AudiencePlan, baseMs: number): { listSeqs: number[]; sourceSeqs: number[] } {
  const listSeqs = plan.lists.map((list, index) => {
    const at = baseMs - list.createdDaysAgo * DAY_MS;
    db.exec({
      sql: 'INSERT OR IGNORE INTO lists (id, owner, name, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
      bind: [seedUuid(MAX_SEED_NUMBER + index, plan.salt), plan.owner, list.name, at, at],
    });
    return Number(db.selectValue('SELECT seq FROM lists WHERE id = ?', [seedUuid(MAX_SEED_NUMBER + index, plan.salt)]));
  });
  const sourceSeqs = plan.sends.map((send, index) => {
    const id = seedUuid(MAX_SEED_NUMBER + 1000 + index, plan.salt);
    db.exec({
      sql: "INSERT OR IGNORE INTO mail_sources (id, owner, kind, name, sent_at) VALUES (?, ?, 'singlesend', ?, ?)",
      bind: [id, plan.owner, send.name, baseMs - send.daysAgo * DAY_MS],
    });
    return Number(db.selectValue('SELECT seq FROM mail_sources WHERE id = ?', [id]));
  });
  return { listSeqs, sourceSeqs };
}

export const progressKey = (owner: string) => `generated:${owner}`;

/**
 * Generates an audience deterministically: the same plan always gives the same rows (ids included), however
 * the work was split. It runs in chunks, each one transaction that records how far it got, so an
 * interrupted generation resumes at the next chunk. `baseMs` is the seed's base date.
 */
/** How many of the audience's chunks exist already, of how many. */
export function audienceProgress(db: Database, plan: AudiencePlan): GenerationProgress & { chunkSize: number } {
  const chunkSize = Math.max(MIN_CHUNK, Math.ceil(plan.contacts / CHUNKS));
  const total = Math.max(1, Math.ceil(plan.contacts / chunkSize));
  const done = Number(db.selectValue('SELECT value FROM store_meta WHERE key = ?', [progressKey(plan.owner)]) ?? 0);
  return { done, total, chunkSize };
}

export function generateAudience(
  db: Database,
  plan: AudiencePlan,
  baseMs: number,
  onProgress?: (progress: GenerationProgress) => void,
): void {
  if (plan.contacts >= MAX_SEED_NUMBER) throw new Error(`An audience holds fewer than ${MAX_SEED_NUMBER} contacts`);
  const key = progressKey(plan.owner);
  const progress = audienceProgress(db, plan);
  const { total, chunkSize } = progress;
  let { done } = progress;
  if (done >= total) return;
  onProgress?.({ done, total });
  loadSeedTables(db, plan);
  const { listSeqs, sourceSeqs } = ensureListsAndSources(db, plan, baseMs);
  for (; done < total; done += 1) {
    const from = done * chunkSize;
    const to = Math.min(plan.contacts, from + chunkSize);
    // A savepoint: its own transaction, or part of the caller's (a demo reset is one transaction).
    db.savepoint(() => {
      const firstSeq = Number(db.selectValue('SELECT ifnull(max(seq), 0) + 1 FROM contacts'));
      insertContacts(db, plan, from, to, baseMs);
      const bind = { ':firstSeq': firstSeq, ':lastSeq': firstSeq + (to - from) - 1, ':from': from };
      insertFieldValues(db, plan, bind, baseMs);
      insertMemberships(db, plan, listSeqs, bind);
      insertEvents(db, plan, sourceSeqs, bind, baseMs);
      db.exec({ sql: 'INSERT OR REPLACE INTO store_meta (key, value) VALUES (?, ?)', bind: [key, done + 1] });
    });
    onProgress?.({ done: done + 1, total });
  }
}
