import { createRowChecker, DEFAULT_ROW_RULES, fieldProblemReport, type ImportedContact, type RowRules } from '@/features/contact-import/csv/contact-row';
import type { ImportTarget } from '@/features/contact-import/csv/import-fields';
import { MAX_IMPORT_CONTACTS } from '@/features/contact-import/limits';
import { readCsvCell, safeCsvRow } from '@/shared/csv/csv-cell';
import type { CsvRowValidator } from '@/shared/csv/csv-reading';
import { readCsvFile } from '@/shared/csv/read-csv-file';
import { CONTACT_TEXT_FIELDS, type ContactInput, type ContactStore, type ContactTextField, type IdentifierField } from './contact-store';

/**
 * The import of a contact CSV (PUT /marketing/contacts/imports, then the file's upload): parsed with the
 * app's CSV reading code, each row checked by the app's import rules (contact-row.ts: the dry run's, so
 * the app's numbers and these agree), valid rows upserted through the store in batches. In the browser this
 * runs inside the contact store's worker (the store's `importContactsCsv`); in Node, in process.
 */

/** What each CSV column fills, as the import's `field_mappings` named it (resolved by the handler). */
export interface ContactImportPlan {
  columns: (ImportTarget | null)[];
  /** Custom field API id → the store's table id. */
  customFieldIds: Record<string, number>;
  listIds: string[];
  /** The date order and what a bad value does (the request's date_format and on_field_error). */
  rules?: RowRules;
  /** When the rows are written (ISO 8601); now by default. */
  now?: string;
}

export interface ContactImportOutcome {
  requested: number;
  created: number;
  updated: number;
  errored: number;
  /** Rows imported without one or more of their values (each reported in errorsCsv). */
  fieldErrored: number;
  /** Every refused row, and every row imported without some value (line, reason, its cells), formula-safe; null when none. */
  errorsCsv: string | null;
  /** Why the file as a whole could not be imported (empty, not a CSV…); the job fails. */
  fileProblem?: string;
}

/** Identifier values per existing-contacts query: as many as the store's read-only query returns. */
const MATCH_QUERY_VALUES = 1000;

/**
 * Rows per store write, one transaction each. Large: a commit rewrites every page the rows touched, and
 * new contacts' random ids and names touch most pages of their indexes, so in OPFS a 100,000-row import
 * took 74 s in batches of 1,000 and 5 s in one.
 */
const WRITE_BATCH = 100_000;

const TEXT_FIELDS = new Set<string>(CONTACT_TEXT_FIELDS);
const GZIP_MAGIC = [0x1f, 0x8b];

/**
 * The file as uploaded, gunzipped when it is gzip (by its first bytes, whatever the headers said). Bytes
 * in, a File out: built by this realm's File, which its FileReader reads (jsdom's in Node tests).
 */
async function plainFile(upload: Uint8Array<ArrayBuffer>): Promise<File> {
  const gzip = upload[0] === GZIP_MAGIC[0] && upload[1] === GZIP_MAGIC[1];
  const stream = new Response(upload).body;
  const plain = gzip && stream !== null ? new Uint8Array(await new Response(stream.pipeThrough(new DecompressionStream('gzip'))).arrayBuffer()) : upload;
  return new File([plain], 'import.csv', { type: 'text/csv' });
}

/** A checked row as the store writes it: the store's fields only (whatsapp, line, facebook, unique_name are not kept). */
function toContactInput(contact: ImportedContact, customFieldIds: Record<string, number>): ContactInput {
  const input: ContactInput = {};
  for (const [field, value] of Object.entries(contact.reserved)) if (TEXT_FIELDS.has(field)) input[field as ContactTextField] = value;
  if (contact.alternateEmails !== undefined) input.alternate_emails = contact.alternateEmails;
  const custom = Object.entries(contact.custom).flatMap(([id, value]) => (customFieldIds[id] === undefined ? [] : [[customFieldIds[id], value] as const]));
  if (custom.length > 0) input.custom_fields = Object.fromEntries(custom);
  return input;
}

export async function importContactsCsv(store: ContactStore, owner: string, upload: Uint8Array<ArrayBuffer>, plan: ContactImportPlan): Promise<ContactImportOutcome> {
  const file = await plainFile(upload);
  const options = { listIds: plan.listIds, ...(plan.now === undefined ? {} : { now: plan.now }) };
  const outcome: ContactImportOutcome = { requested: 0, created: 0, updated: 0, errored: 0, fieldErrored: 0, errorsCsv: null };
  const errorLines: string[] = [];
  let reportHeader: string[] = [];
  const refuse = (line: number, message: string, cells: readonly string[]) => {
    outcome.errored += 1;
    errorLines.push(safeCsvRow([String(line), message, ...cells]));
  };

  /** Each batch is one transaction; a row the store refuses (an identifier another contact has) is reported, the others are written. */
  const writes: Promise<void>[] = [];
  const write = (batch: { input: ContactInput; line: number; cells: readonly string[] }[]) => {
    writes.push(
      store.upsertContacts(owner, batch.map((row) => row.input), { ...options, skipFailedRows: true }).then((result) => {
        outcome.created += result.created;
        outcome.updated += result.updated;
        for (const { index, message } of result.failed ?? []) {
          const row = batch[index];
          if (row !== undefined) refuse(row.line, message, row.cells);
        }
      }),
    );
  };

  let checker: ReturnType<typeof createRowChecker> | undefined;
  let batch: { input: ContactInput; line: number; cells: readonly string[] }[] = [];
  let problem: string | undefined;
  const validator: CsvRowValidator<void> = {
    row(cells, line) {
      if (checker === undefined) {
        const headers = cells.map((cell) => readCsvCell(cell).trim());
        checker = createRowChecker(plan.columns, headers, plan.rules ?? DEFAULT_ROW_RULES);
        reportHeader = ['Row', 'Error', ...headers];
        return;
      }
      outcome.requested += 1;
      if (outcome.requested > MAX_IMPORT_CONTACTS) {
        problem = `the file has more than ${MAX_IMPORT_CONTACTS} contacts`;
        return 'stop';
      }
      const checked = checker.check(cells, line);
      if (!checked.ok) {
        refuse(line, checked.message, cells);
        return;
      }
      if (checked.fieldFailures.length > 0) {
        outcome.fieldErrored += 1;
        errorLines.push(safeCsvRow([String(line), fieldProblemReport(checked.fieldFailures), ...cells]));
      }
      batch.push({ input: toContactInput(checked.contact, plan.customFieldIds), line, cells });
      if (batch.length === WRITE_BATCH) {
        write(batch);
        batch = [];
      }
    },
    unterminatedQuote(line) {
      problem = `a quoted value that starts on row ${line} is never closed`;
    },
    result() {
      if (batch.length > 0) write(batch);
    },
  };

  const end = await new Promise<{ ok: boolean }>((resolve) => {
    // The dry run's encodings (contact-csv.ts: legacyEncoding), so the job reads the file as the dry run did.
    void readCsvFile(() => validator, { file, options: undefined, legacyEncoding: true }, (event) => {
      if (event.type === 'done') resolve({ ok: true });
      if (event.type === 'failed') resolve({ ok: false });
    });
  });
  await Promise.all(writes);
  if (!end.ok) return { ...outcome, fileProblem: 'the file is not UTF-8 or UTF-16 text' };
  if (problem !== undefined) return { ...outcome, fileProblem: problem };
  if (checker === undefined || outcome.requested === 0) return { ...outcome, fileProblem: 'the file has no contacts' };
  return { ...outcome, errorsCsv: errorLines.length === 0 ? null : [safeCsvRow(reportHeader), ...errorLines].join('\r\n') + '\r\n' };
}

/**
 * How many rows have at least one identifier value an existing contact of the owner has (the dry run's
 * check, POST /marketing/contacts/identifiers/matches): one indexed query per identifier, the values
 * bound as one JSON text (binding thousands of values one by one costs more than the query), through the
 * store's read-only query, which returns at most 1,000 rows: so 1,000 values at a time.
 */
export async function countMatchingRows(store: ContactStore, owner: string, types: readonly IdentifierField[], rows: readonly (readonly string[])[]): Promise<number> {
  const existing = await Promise.all(
    types.map(async (type, column) => {
      const wanted = [...new Set(rows.map((row) => (type === 'email' ? (row[column] ?? '').trim().toLowerCase() : (row[column] ?? '').trim())).filter(Boolean))];
      const found = new Set<string>();
      for (let start = 0; start < wanted.length; start += MATCH_QUERY_VALUES) {
        const answer = await store.query({
          sql: `SELECT ${type} FROM contacts WHERE owner = ? AND ${type} IN (SELECT value FROM json_each(?))`,
          params: [owner, JSON.stringify(wanted.slice(start, start + MATCH_QUERY_VALUES))],
          limit: MATCH_QUERY_VALUES,
        });
        for (const [value] of answer.rows) found.add(String(value));
      }
      return found;
    }),
  );
  return rows.filter((row) =>
    types.some((type, column) => {
      const value = (row[column] ?? '').trim();
      return value !== '' && existing[column]?.has(type === 'email' ? value.toLowerCase() : value);
    }),
  ).length;
}
