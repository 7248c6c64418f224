import { http, HttpResponse } from 'msw';
import { contactStore } from '../db/contacts/contact-store-provider';
import type { ContactFilter } from '../db/contacts/conditions';
import { writeExportFiles } from '../db/contact-export-files';
import { contactExportsTable, EXPORT_TTL_MS, exportsOf, findExport, type ContactExportRecord, type ExportFileType } from '../db/contact-exports';
import { findSegment, segmentsOf } from '../db/segments';
import { findUser, type User } from '../db/users';
import { scenarios } from '../scenarios/registry';
import { api } from './api-path';
import { authenticated } from './auth';
import { errorResponse, invalidJsonBody, noContent, validationFailed, type FieldError } from './errors';
import { segmentFilter } from './segments';
import { readJsonObject } from './request';

/**
 * Contact exports (ENDPOINTS.md §1a): POST starts one (202 `{ id }`), it stays `pending` while the mock
 * writes its files from the contact store, then turns `ready` with `urls`, or `failure` with a `message`
 * (the `contact-exports-fail` scenario). Designed here (mocks/README.md "Contact exports"): the files'
 * URLs, `DELETE /marketing/contacts/exports/{id}` (the app's "remove from Active Exports"), and that the
 * files live in memory: after a reload a ready export's files are written again on the next read.
 */
const EXPORTS = '/marketing/contacts/exports';
const DEFAULT_MAX_FILE_SIZE_MB = 5000;
export const EXPORT_FAILURE_MESSAGE = 'The export could not be completed. Start it again to retry.';

/** How long an export stays pending before its files are written (Node tests set 0). */
export const exportTiming = { pendingMs: 1500 };

/** In the browser a file is a Blob behind a blob: URL; in Node its text, served by the download handler. */
const files = new Map<string, { texts: string[][]; urls: string[] }>();
const running = new Set<string>();

const inBrowser = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof URL.createObjectURL === 'function';

/**
 * In the browser MSW lets navigations through to the network, so a download link to a /v3 URL would miss
 * the mock: files are handed out as same-origin blob: URLs (as the unsubscribe export does). Node tests get
 * http URLs this handler answers.
 */
function held(origin: string, record: ContactExportRecord, texts: string[][]): { texts: string[][]; urls: string[] } {
  if (inBrowser()) {
    const type = record.file_type === 'csv' ? 'text/csv' : 'application/x-ndjson';
    return { texts: [], urls: texts.map((parts) => URL.createObjectURL(new Blob(parts, { type }))) };
  }
  return { texts, urls: texts.map((_parts, index) => `${origin}/v3/mock-downloads/contact-exports/${record.id}/${index + 1}.${record.file_type}`) };
}

/** Members of any of the lists or segments (a segment's contacts as its query finds them now), or every contact. */
function exportFilter(record: ContactExportRecord): ContactFilter | undefined {
  if (record.lists.length === 0 && record.segments.length === 0) return undefined;
  const owner = findUser(record.owner);
  const segments = record.segments.flatMap(({ ID }) => {
    const segment = owner && findSegment(owner.username, ID, '2');
    return owner && segment ? segmentFilter(owner, segment).conditions : [];
  });
  return { match: 'any', conditions: [...record.lists.map((list) => ({ kind: 'list' as const, listId: list.ID, member: true })), ...segments] };
}

async function writeFiles(record: ContactExportRecord, origin: string) {
  const { files: texts, contactCount } = await writeExportFiles(record, exportFilter(record));
  const old = files.get(record.id);
  if (old && inBrowser()) old.urls.forEach((url) => URL.revokeObjectURL(url));
  files.set(record.id, held(origin, record, texts));
  return { contactCount, fileCount: texts.length };
}

/** Runs the export once: pending, then ready or failure. A reload's unfinished export is picked up on its next read. */
function process(record: ContactExportRecord, origin: string, fail: boolean) {
  if (running.has(record.id)) return;
  running.add(record.id);
  setTimeout(() => {
    const finish = async () => {
      const now = new Date().toISOString();
      if (fail) {
        contactExportsTable.update(record.id, { status: 'failure', message: EXPORT_FAILURE_MESSAGE, updated_at: now, completed_at: now });
        return;
      }
      const { contactCount, fileCount } = await writeFiles(record, origin);
      if (contactExportsTable.get(record.id) === undefined) return; // deleted meanwhile
      const done = new Date().toISOString();
      contactExportsTable.update(record.id, { status: 'ready', contact_count: contactCount, file_count: fileCount, updated_at: done, completed_at: done });
    };
    finish()
      .catch(() => {
        if (contactExportsTable.get(record.id) === undefined) return;
        const now = new Date().toISOString();
        contactExportsTable.update(record.id, { status: 'failure', message: EXPORT_FAILURE_MESSAGE, updated_at: now, completed_at: now });
      })
      .finally(() => running.delete(record.id));
  }, exportTiming.pendingMs);
}

const isExpired = (record: ContactExportRecord) => Date.parse(record.expires_at) <= Date.now();

/** The export as the API answers it; a ready export's files are written again when memory lost them. */
async function toResponse(record: ContactExportRecord, origin: string) {
  if (record.status === 'pending') process(record, origin, false);
  if (record.status === 'ready' && !isExpired(record) && !files.has(record.id)) await writeFiles(record, origin);
  const urls = record.status === 'ready' && !isExpired(record) ? (files.get(record.id)?.urls ?? []) : undefined;
  return {
    id: record.id,
    status: record.status,
    created_at: record.created_at,
    updated_at: record.updated_at,
    completed_at: record.completed_at ?? undefined,
    expires_at: record.expires_at,
    ...(urls === undefined ? {} : { urls }),
    ...(record.message === null ? {} : { message: record.message }),
    contact_count: record.contact_count,
    file_type: record.file_type,
    export_type: record.lists.length + record.segments.length === 0 ? 'contacts_export' : record.lists.length > 0 ? 'list_export' : 'segment_export',
    lists: record.lists,
    segments: record.segments,
    _metadata: { self: `${origin}/v3${EXPORTS}/${record.id}` },
  };
}

const ids = (value: unknown): string[] | undefined =>
  value === undefined ? [] : Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : undefined;

interface ExportRequest {
  listIds: string[];
  segmentIds: string[];
  fileType: ExportFileType;
  maxFileSize: number;
  notifyEmail: boolean;
}

function readExportRequest(body: Record<string, unknown>): ExportRequest | FieldError[] {
  const errors: FieldError[] = [];
  const listIds = ids(body.list_ids);
  const segmentIds = ids(body.segment_ids);
  if (listIds === undefined) errors.push({ field: 'list_ids', message: 'list_ids must be an array of list ids' });
  if (segmentIds === undefined) errors.push({ field: 'segment_ids', message: 'segment_ids must be an array of segment ids' });
  const fileType = body.file_type ?? 'csv';
  if (fileType !== 'csv' && fileType !== 'json') errors.push({ field: 'file_type', message: 'file_type must be one of csv, json' });
  const maxFileSize = body.max_file_size ?? DEFAULT_MAX_FILE_SIZE_MB;
  if (typeof maxFileSize !== 'number' || !Number.isInteger(maxFileSize) || maxFileSize < 1 || maxFileSize > DEFAULT_MAX_FILE_SIZE_MB) {
    errors.push({ field: 'max_file_size', message: `max_file_size must be a whole number of MB from 1 to ${DEFAULT_MAX_FILE_SIZE_MB}` });
  }
  const notifications = body.notifications;
  const notifyEmail = typeof notifications === 'object' && notifications !== null && (notifications as { email?: unknown }).email === true;
  if (errors.length > 0 || listIds === undefined || segmentIds === undefined) return errors;
  return { listIds, segmentIds, fileType: fileType as ExportFileType, maxFileSize: maxFileSize as number, notifyEmail };
}

/** The lists and segments named, with their names; an unknown one is a 400 naming it. */
async function resolveTargets(owner: User, request: ExportRequest): Promise<{ lists: ContactExportRecord['lists']; segments: ContactExportRecord['segments'] } | FieldError[]> {
  const lists = await contactStore().getLists(owner.username);
  const byId = new Map(lists.map((list) => [list.id, list.name]));
  const unknownLists = request.listIds.filter((id) => !byId.has(id));
  if (unknownLists.length > 0) return [{ field: 'list_ids', message: `invalid list ids supplied - ${unknownLists.join(',')}` }];
  // V2 segments only: V1 segments stopped being processed (December 31, 2022), so their contacts are not known.
  const segments = new Map(segmentsOf(owner.username, '2').map((segment) => [segment.id, segment.name]));
  const unknownSegments = request.segmentIds.filter((id) => !segments.has(id));
  if (unknownSegments.length > 0) return [{ field: 'segment_ids', message: `invalid segment ids supplied - ${unknownSegments.join(',')}` }];
  return {
    lists: request.listIds.map((id) => ({ ID: id, Name: byId.get(id) ?? '' })),
    segments: request.segmentIds.map((id) => ({ ID: id, Name: segments.get(id) ?? '' })),
  };
}

const exportNotFound = () => errorResponse(404, [{ field: null, message: 'export not found' }]);

type IdParams = { id: string };

export const contactExportHandlers = [
  http.post(
    api(EXPORTS),
    authenticated(async ({ request, account: { actingAs: owner } }) => {
      const body = await readJsonObject(request);
      if (body === undefined) return invalidJsonBody();
      const parsed = readExportRequest(body);
      if (Array.isArray(parsed)) return validationFailed(parsed);
      const targets = await resolveTargets(owner, parsed);
      if (Array.isArray(targets)) return validationFailed(targets);
      const now = new Date();
      const record = contactExportsTable.insert({
        id: crypto.randomUUID(),
        owner: owner.username,
        status: 'pending',
        file_type: parsed.fileType,
        ...targets,
        notify_email: parsed.notifyEmail,
        max_file_size: parsed.maxFileSize,
        contact_count: 0,
        file_count: 0,
        message: null,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
        completed_at: null,
        expires_at: new Date(now.getTime() + EXPORT_TTL_MS).toISOString(),
      });
      const origin = new URL(request.url).origin;
      process(record, origin, scenarios.hasFlag('contact-exports-fail'));
      return HttpResponse.json({ id: record.id, _metadata: { self: `${origin}/v3${EXPORTS}/${record.id}` } }, { status: 202 });
    }),
  ),

  http.get(
    api(EXPORTS),
    authenticated(async ({ request, account }) => {
      const origin = new URL(request.url).origin;
      const result = await Promise.all(exportsOf(account.actingAs).map((record) => toResponse(record, origin)));
      return HttpResponse.json({ result, _metadata: { self: `${origin}/v3${EXPORTS}`, count: result.length } });
    }),
  ),

  http.get(
    api(`${EXPORTS}/:id`),
    authenticated<IdParams>(async ({ request, params, account }) => {
      const record = findExport(account.actingAs, params.id);
      if (record === undefined) return exportNotFound();
      return HttpResponse.json(await toResponse(record, new URL(request.url).origin));
    }),
  ),

  http.delete(
    api(`${EXPORTS}/:id`),
    authenticated<IdParams>(({ params, account }) => {
      const record = findExport(account.actingAs, params.id);
      if (record === undefined) return exportNotFound();
      contactExportsTable.remove(record.id);
      const held = files.get(record.id);
      if (held && inBrowser()) held.urls.forEach((url) => URL.revokeObjectURL(url));
      files.delete(record.id);
      return noContent();
    }),
  ),

  /** A file of a ready export. Public like a pre-signed URL: knowing the unguessable id is enough. */
  http.get(api('/mock-downloads/contact-exports/:id/:file'), ({ params }) => {
    const id = String(params.id);
    const index = Number(/^(\d+)\.(csv|json)$/.exec(String(params.file))?.[1] ?? 0) - 1;
    const record = contactExportsTable.get(id);
    const text = files.get(id)?.texts[index];
    if (record === undefined || text === undefined || isExpired(record)) return exportNotFound();
    return new HttpResponse(text.join(''), {
      status: 200,
      headers: {
        'Content-Type': record.file_type === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8',
        'Content-Disposition': `attachment; filename="contacts-export-${index + 1}.${record.file_type}"`,
      },
    });
  }),
];
