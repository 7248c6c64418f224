import { http, HttpResponse } from 'msw';
import { isIdentifierName, isReservedImportName, type ImportTarget } from '@/features/contact-import/csv/import-fields';
import { startContactJob } from '../db/contact-jobs';
import { contactStore } from '../db/contacts/contact-store-provider';
import type { RowRules } from '@/features/contact-import/csv/contact-row';
import type { DateOrder } from '@/features/contact-import/csv/value-checks';
import type { ContactImportPlan } from '../db/contacts/import-contacts-csv';
import { IDENTIFIER_FIELDS, type IdentifierField } from '../db/contacts/contact-store';
import { findCustomField, RESERVED_FIELD_DEFINITIONS } from '../db/field-definitions';
import type { User } from '../db/users';
import { api } from './api-path';
import { authenticated } from './auth';
import { errorResponse, forbidden, invalidJsonBody, notFound, validationFailed, type FieldError } from './errors';
import { readJsonObject } from './request';

/**
 * Contact imports (ENDPOINTS.md §1a, mocks/README.md "Contact imports"): `PUT /marketing/contacts/imports`
 * starts an import job and hands out a pre-signed upload URL; the file PUT there (gzip or not) is parsed,
 * checked and written by the contact store (off the main thread in the browser) when the job runs; its
 * refused rows are served as a CSV from a pre-signed URL. `GET /marketing/contacts/imports/{id}` is the
 * jobs' handler (contacts-jobs.ts). Also the dry run's extension, `POST /marketing/contacts/identifiers/matches`.
 */
const IMPORTS = '/marketing/contacts/imports';
/** Rows one existing-contacts check takes (the app sends as many). */
export const MAX_MATCH_ROWS = 10_000;

interface PendingImport {
  owner: string;
  signature: string;
  /** Set once the file arrived (a second upload is refused). */
  uploaded: boolean;
  receive(file: Uint8Array<ArrayBuffer>): void;
  errorsCsv: string | null;
}

/** Imports waiting for their file or holding their errors file; in memory, like the jobs (a reload forgets them). */
const imports = new Map<string, PendingImport>();

const reservedById = new Map(RESERVED_FIELD_DEFINITIONS.map((field) => [field.id, field]));

type Mapping = { ok: true; plan: Omit<ContactImportPlan, 'listIds'> } | { ok: false; errors: FieldError[] };

/** `field_mappings` resolved against the account's fields: what each column fills. */
function resolveMappings(value: unknown, owner: User): Mapping {
  if (!Array.isArray(value) || value.length === 0) return { ok: false, errors: [{ field: 'field_mappings', message: 'must be a list of at least one field id or null' }] };
  if (value.some((id) => id !== null && typeof id !== 'string')) return { ok: false, errors: [{ field: 'field_mappings', message: 'must contain only field ids or null' }] };
  const ids = value as (string | null)[];
  const unknown: string[] = [];
  const errors: FieldError[] = [];
  const customFieldIds: Record<string, number> = {};
  const columns = ids.map((id, index): ImportTarget | null => {
    if (id === null) return null;
    if (ids.indexOf(id) !== index) errors.push({ field: `field_mappings[${index}]`, message: `field ${id} is mapped to more than one column` });
    const reserved = reservedById.get(id);
    if (reserved !== undefined) {
      if (reserved.read_only === true || !isReservedImportName(reserved.name)) {
        errors.push({ field: `field_mappings[${index}]`, message: `reserved field ${reserved.name} is read-only and cannot be imported` });
        return null;
      }
      return { kind: 'reserved', name: reserved.name };
    }
    const custom = findCustomField(owner, id);
    if (custom === undefined) {
      unknown.push(id);
      return null;
    }
    customFieldIds[id] = custom.id;
    return { kind: 'custom', id, type: custom.field_type === 'Number' ? 'number' : custom.field_type === 'Date' ? 'date' : 'text' };
  });
  if (unknown.length > 0) errors.unshift({ field: 'field_mappings', message: `invalid field ids supplied - ${unknown.join(',')}` });
  if (errors.length > 0) return { ok: false, errors };
  if (!columns.some((target) => target?.kind === 'reserved' && isIdentifierName(target.name))) {
    return { ok: false, errors: [{ field: 'field_mappings', message: 'at least one identifier column is required: email, phone_number_id, external_id or anonymous_id' }] };
  }
  return { ok: true, plan: { columns, customFieldIds } };
}

/** The owner's lists among `ids`; a list of strings is required. */
async function unknownLists(owner: string, ids: readonly string[]): Promise<string[]> {
  const lists = new Set((await contactStore().getLists(owner)).map((list) => list.id));
  return ids.filter((id) => !lists.has(id));
}

/** The designed `date_format` (mdy, dmy) and `on_field_error` (skip_field, skip_row) of an import. */
function importRules(body: Record<string, unknown>): { ok: true; rules: RowRules } | { ok: false; errors: FieldError[] } {
  const { date_format: dateOrder = 'mdy', on_field_error: onFieldError = 'skip_field' } = body;
  const errors: FieldError[] = [];
  if (dateOrder !== 'mdy' && dateOrder !== 'dmy') errors.push({ field: 'date_format', message: 'must be mdy or dmy' });
  if (onFieldError !== 'skip_field' && onFieldError !== 'skip_row') errors.push({ field: 'on_field_error', message: 'must be skip_field or skip_row' });
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, rules: { dateOrder: dateOrder as DateOrder, skipRowsWithFieldProblems: onFieldError === 'skip_row' } };
}

const randomSignature = () => crypto.randomUUID().replace(/-/g, '');

export const contactImportHandlers = [
  http.put(
    api(IMPORTS),
    authenticated(async ({ request, account: { actingAs } }) => {
      const body = await readJsonObject(request);
      if (body === undefined) return invalidJsonBody();
      if (body.file_type !== 'csv') return validationFailed([{ field: 'file_type', message: 'must be csv' }]);
      const mapping = resolveMappings(body.field_mappings, actingAs);
      if (!mapping.ok) return validationFailed(mapping.errors);
      const listIds = body.list_ids ?? [];
      if (!Array.isArray(listIds) || listIds.some((id) => typeof id !== 'string')) return validationFailed([{ field: 'list_ids', message: 'must be a list of list ids' }]);
      const rules = importRules(body);
      if (!rules.ok) return validationFailed(rules.errors);
      const missing = await unknownLists(actingAs.username, listIds as string[]);
      if (missing.length > 0) return errorResponse(404, [{ field: 'list_ids', message: `lists not found - ${missing.join(',')}` }]);

      const owner = actingAs.username;
      const signature = randomSignature();
      let receive: (file: Uint8Array<ArrayBuffer>) => void = () => undefined;
      const file = new Promise<Uint8Array<ArrayBuffer>>((resolve) => (receive = resolve));
      const origin = new URL(request.url).origin;
      const jobId = startContactJob(owner, 'import', async () => {
        const outcome = await contactStore().importContactsCsv(owner, await file, { ...mapping.plan, listIds: listIds as string[], rules: rules.rules });
        if (outcome.fileProblem !== undefined) throw new Error(outcome.fileProblem);
        const pending = imports.get(jobId);
        if (pending !== undefined) pending.errorsCsv = outcome.errorsCsv;
        return {
          requested_count: outcome.requested,
          created_count: outcome.created,
          updated_count: outcome.updated,
          deleted_count: 0,
          errored_count: outcome.errored,
          field_errored_count: outcome.fieldErrored,
          ...(outcome.errorsCsv === null ? {} : { errors_url: `${origin}/v3${IMPORTS}/${jobId}/errors.csv?signature=${signature}` }),
        };
      });
      imports.set(jobId, { owner, signature, uploaded: false, receive, errorsCsv: null });
      return HttpResponse.json({
        job_id: jobId,
        upload_uri: `${origin}/v3${IMPORTS}/${jobId}/upload?signature=${signature}`,
        upload_headers: [{ header: 'Content-Type', value: 'text/csv' }],
      });
    }),
  ),

  /** The pre-signed upload target: the signature in its URL is its authorisation (no token). */
  http.put<{ id: string }>(api(`${IMPORTS}/:id/upload`), async ({ request, params }) => {
    const pending = imports.get(params.id);
    if (pending === undefined) return notFound();
    if (new URL(request.url).searchParams.get('signature') !== pending.signature) return forbidden('the upload signature does not match');
    if (pending.uploaded) return validationFailed([{ field: null, message: 'the file of this import was already uploaded' }]);
    pending.uploaded = true;
    pending.receive(new Uint8Array(await request.arrayBuffer()));
    return new HttpResponse(null, { status: 200 });
  }),

  /** The refused rows of a finished import, pre-signed like the upload (a download link carries no token). */
  http.get<{ id: string }>(api(`${IMPORTS}/:id/errors.csv`), ({ request, params }) => {
    const pending = imports.get(params.id);
    if (pending?.errorsCsv === null || pending === undefined) return notFound();
    if (new URL(request.url).searchParams.get('signature') !== pending.signature) return forbidden('the download signature does not match');
    return new HttpResponse(pending.errorsCsv, {
      headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="import-${params.id}-errors.csv"` },
    });
  }),

  /** Extension for the dry run: how many rows have an identifier an existing contact has. */
  http.post(
    api('/marketing/contacts/identifiers/matches'),
    authenticated(async ({ request, account: { actingAs } }) => {
      const body = await readJsonObject(request);
      if (body === undefined) return invalidJsonBody();
      const types = body.identifier_types;
      if (!Array.isArray(types) || types.length === 0 || types.some((type) => !(IDENTIFIER_FIELDS as readonly unknown[]).includes(type)) || new Set(types).size !== types.length) {
        return validationFailed([{ field: 'identifier_types', message: `must be distinct identifier types: ${IDENTIFIER_FIELDS.join(', ')}` }]);
      }
      const rows = body.rows;
      if (!Array.isArray(rows) || rows.length > MAX_MATCH_ROWS) return validationFailed([{ field: 'rows', message: `must be a list of at most ${MAX_MATCH_ROWS} rows` }]);
      if (rows.some((row) => !Array.isArray(row) || row.length !== types.length || row.some((value) => typeof value !== 'string'))) {
        return validationFailed([{ field: 'rows', message: 'each row must hold one string per identifier type' }]);
      }
      const matched = await contactStore().countMatchingRows(actingAs.username, types as IdentifierField[], rows as string[][]);
      return HttpResponse.json({ matched_count: matched });
    }),
  ),
];
