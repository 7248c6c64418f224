import type { BindableValue } from '@sqlite.org/sqlite-wasm';
import { CONTACT_TEXT_FIELDS, ContactStoreError, IDENTIFIER_FIELDS, type ContactInput, type UpsertResult } from './contact-store';

/**
 * Upserting many contacts at once in a few set-based statements: the batch's rows go to SQLite as one JSON
 * text per statement (`json_each`), since binding values one by one from JavaScript costs more than the
 * writes themselves (about 5 µs a string in the WebAssembly build). The rows' matches are looked up first,
 * one `IN (…)` query per identifier, and the writes follow.
 *
 * That equals writing the rows one after the other (the store's contract) as long as no row can see what
 * an earlier row of the batch wrote: no identifier value is given by two rows, and no existing contact is
 * found by the identifiers of two rows. So `planUpsertBatch` plans the leading rows that are independent
 * in that way; the store writes them and plans the rest again.
 */

type Param = string | number | null;

/** Runs a statement (kept prepared) with these parameters, returning all its rows. */
export type RunStatement = (sql: string, params: readonly Param[]) => BindableValue[][];

const invalid = (message: string) => new ContactStoreError('invalid_argument', message);

/** A contact field as stored: email lower-cased and trimmed ('' for none), other empty strings as NULL. */
export function storedText(field: string, value: string | null | undefined): string | null {
  if (value === null || value === undefined) return field === 'email' ? '' : null;
  if (typeof value !== 'string') throw invalid(`${field} must be a string`);
  const trimmed = value.trim();
  if (field === 'email') return trimmed.toLowerCase();
  return trimmed === '' ? null : trimmed;
}

/** The contact fields the input sets, as stored. */
export function storedFields(input: ContactInput): [string, Param][] {
  const fields: [string, Param][] = CONTACT_TEXT_FIELDS.filter((field) => field in input).map((field) => [field, storedText(field, input[field])]);
  if (input.alternate_emails !== undefined) {
    if (!Array.isArray(input.alternate_emails) || input.alternate_emails.some((email) => typeof email !== 'string')) {
      throw invalid('alternate_emails must be a list of strings');
    }
    fields.push(['alternate_emails', JSON.stringify(input.alternate_emails.map((email) => email.trim().toLowerCase()))]);
  }
  return fields;
}

/** The custom field values the input sets and clears, checked. */
export function customFieldChanges(fields: ContactInput['custom_fields']): { set: [number, string | number][]; cleared: number[] } {
  const changes: { set: [number, string | number][]; cleared: number[] } = { set: [], cleared: [] };
  for (const [key, given] of Object.entries(fields ?? {})) {
    const fieldId = Number(key);
    if (!Number.isSafeInteger(fieldId)) throw invalid(`custom field id ${key} is not a number`);
    if (given === null) changes.cleared.push(fieldId);
    else if (typeof given === 'string' || typeof given === 'number') changes.set.push([fieldId, given]);
    else throw invalid(`custom field ${key} must be a string or a number`);
  }
  return changes;
}

interface Contact {
  seq: number;
  id: string;
}

interface PlannedRow {
  fields: [string, Param][];
  custom: ReturnType<typeof customFieldChanges>;
  /** The existing contact it updates; a new contact when absent. */
  match?: Contact;
}

export type Planned = { ok: true; row: PlannedRow } | { ok: false; message: string };

const identifierValues = (input: ContactInput) =>
  IDENTIFIER_FIELDS.map((field) => {
    try {
      const given = storedText(field, input[field]);
      return given === '' ? null : given;
    } catch {
      return null;
    }
  });

/**
 * What the leading rows of `contacts` do (create, update which contact, or why they are refused, with the
 * messages a single row's write gives): at least one row, and up to the first row that gives an identifier
 * value an earlier row gave or finds a contact an earlier row found.
 */
export function planUpsertBatch(run: RunStatement, owner: string, contacts: readonly ContactInput[]): Planned[] {
  const values = contacts.map(identifierValues);
  const found = IDENTIFIER_FIELDS.map((field, column) => {
    const given = values.flatMap((row) => row[column] ?? []);
    const rows = given.length === 0 ? [] : run(`SELECT ${field}, seq, id FROM contacts WHERE owner = ? AND ${field} IN (SELECT value FROM json_each(?))`, [owner, JSON.stringify(given)]);
    return new Map(rows.map(([value, seq, id]): [string, Contact] => [String(value), { seq: Number(seq), id: String(id) }]));
  });
  const seen = IDENTIFIER_FIELDS.map(() => new Set<string>());
  const referenced = new Set<number>();
  const plans: Planned[] = [];
  for (const [index, input] of contacts.entries()) {
    const row = values[index] ?? [];
    const hits = row.map((value, column) => (value === null ? undefined : found[column]?.get(value)));
    const touched = hits.flatMap((hit) => hit?.seq ?? []);
    if (row.some((value, column) => value !== null && seen[column]?.has(value)) || touched.some((seq) => referenced.has(seq))) break;
    row.forEach((value, column) => value !== null && seen[column]?.add(value));
    touched.forEach((seq) => referenced.add(seq));
    plans.push(planRow(input, hits));
  }
  return plans;
}

/** One row, checked in the order a single write checks it (its first problem is the one reported). */
function planRow(input: ContactInput, hits: (Contact | undefined)[]): Planned {
  try {
    const fields = storedFields(input);
    const match = hits.find((hit) => hit !== undefined);
    if (match === undefined) {
      if (!fields.some(([field, stored]) => (IDENTIFIER_FIELDS as readonly string[]).includes(field) && stored !== null && stored !== '')) {
        throw invalid('a contact needs an email, phone_number_id, external_id or anonymous_id');
      }
    } else {
      // Another contact has one of its identifiers (never the email: a row with a known email updates that
      // contact). What the unique index (owner, …) makes a single row's update say.
      if (hits.some((hit) => hit !== undefined && hit.seq !== match.seq)) throw invalid('an identifier belongs to another contact');
    }
    return { ok: true, row: { fields, custom: customFieldChanges(input.custom_fields), ...(match === undefined ? {} : { match }) } };
  } catch (error) {
    if (error instanceof ContactStoreError) return { ok: false, message: error.message };
    throw error;
  }
}

/** Consecutive rows that set the same fields, so each run is one statement. */
function runsOfColumns<T extends { fields: [string, Param][] }>(rows: readonly T[]): { columns: string[]; group: T[] }[] {
  const runs: { key: string; columns: string[]; group: T[] }[] = [];
  for (const row of rows) {
    const columns = row.fields.map(([field]) => field);
    const key = columns.join(',');
    const last = runs.at(-1);
    if (last?.key === key) last.group.push(row);
    else runs.push({ key, columns, group: [row] });
  }
  return runs;
}

/**
 * Writes a plan: new contacts, updated contacts, their custom field values and the memberships of
 * `lists`, a few statements for all the rows. Refused rows are left out (the caller decides whether
 * one refuses them all). Returns the result, ids in the input's order ('' for a refused row).
 */
export function writeUpsertBatch(run: RunStatement, owner: string, plans: readonly Planned[], lists: readonly number[], at: number): UpsertResult {
  const ids = plans.map((plan) => (plan.ok && plan.row.match !== undefined ? plan.row.match.id : plan.ok ? crypto.randomUUID() : ''));
  const rows = plans.flatMap((plan, index) => (plan.ok ? [{ ...plan.row, id: ids[index] as string }] : []));
  const seqOf = new Map<string, number>(rows.flatMap((row) => (row.match === undefined ? [] : [[row.id, row.match.seq] as const])));

  // New contacts in the input's order (their seq order), a statement per run of rows that set the same fields.
  const created = rows.filter((row) => row.match === undefined);
  for (const { columns, group } of runsOfColumns(created)) {
    const selected = [...columns.map((_, index) => `value->>${index + 1}`), '?', '?'].join(', ');
    const sql = `INSERT INTO contacts (id, owner, ${[...columns, 'created_at', 'updated_at'].join(', ')}) SELECT value->>0, ?, ${selected} FROM json_each(?) RETURNING id, seq`;
    const json = JSON.stringify(group.map((row) => [row.id, ...row.fields.map(([, stored]) => stored)]));
    for (const [id, seq] of run(sql, [owner, at, at, json])) seqOf.set(String(id), Number(seq));
  }

  const updated = rows.filter((row) => row.match !== undefined);
  for (const { columns, group } of runsOfColumns(updated)) {
    const assignments = [...columns.map((column, index) => `${column} = j.value->>${index + 1}`), 'updated_at = ?'].join(', ');
    const json = JSON.stringify(group.map((row) => [row.match?.seq, ...row.fields.map(([, stored]) => stored)]));
    run(`UPDATE contacts SET ${assignments} FROM json_each(?) AS j WHERE contacts.seq = j.value->>0`, [at, json]);
  }

  const seqs = rows.map((row) => seqOf.get(row.id) as number);
  const set = rows.flatMap((row, index) => row.custom.set.map(([field, value]) => [seqs[index], field, value]));
  const cleared = rows.flatMap((row, index) => row.custom.cleared.map((field) => [seqs[index], field]));
  if (set.length > 0) run('INSERT OR REPLACE INTO contact_field_values (contact_seq, field_id, value) SELECT value->>0, value->>1, value->>2 FROM json_each(?)', [JSON.stringify(set)]);
  if (cleared.length > 0) run('DELETE FROM contact_field_values WHERE (contact_seq, field_id) IN (SELECT value->>0, value->>1 FROM json_each(?))', [JSON.stringify(cleared)]);
  for (const list of lists) run('INSERT OR IGNORE INTO list_members (list_seq, contact_seq, added_at) SELECT ?, value, ? FROM json_each(?)', [list, at, JSON.stringify(seqs)]);

  return { ids, created: created.length, updated: updated.length };
}
