import { http, HttpResponse } from 'msw';
import type { ContactDto } from '@/shared/audience/contact';
import { MAX_SEGMENTS, SEGMENT_LIMIT_MESSAGE, SEGMENT_NAME_IN_USE_MESSAGE, SEGMENT_NAME_MAX_LENGTH } from '@/features/segments/limits';
import { isTimeZone } from '@/features/segments/query/zoned-time';
import type { ContactFilter } from '../db/contacts/conditions';
import { contactStore } from '../db/contacts/contact-store-provider';
import { compileQueryDsl } from '../db/contacts/query-language/query-dsl';
import { isInvalidArgument, isQueryLanguageError, queryContextOf } from './query-support';
import { findSegment, segmentsOf, segmentsTable, type SegmentRecord } from '../db/segments';
import type { User } from '../db/users';
import { api } from './api-path';
import { authenticated } from './auth';
import { contactDto, customFieldApiIds } from './contacts-dto';
import { staleEdit } from './edit-precondition';
import { errorResponse, invalidJsonBody } from './errors';
import { readJsonObject } from './request';
import { refreshRefusal, refreshesUsedToday, MAX_REFRESHES_PER_SEGMENT_PER_DAY } from './segment-refresh-limits';

/**
 * Segments (ENDPOINTS.md §4): Segments 2.0 CRUD, manual refresh with its limits, the legacy v1 reads and
 * delete, and two extensions: the live count (`preview`) and a contact's mail events (`contact_events`).
 * Queries are compiled by db/contacts/query-language/ and evaluated by the contact store (in its worker in
 * the browser). Timing and bodies: mocks/README.md "Segments".
 */
const SEGMENTS = '/marketing/segments/2.0';
const LEGACY = '/marketing/segments';

/** The sample a segment keeps, and the live count's. */
export const SAMPLE_SIZE = 50;
export const PREVIEW_SAMPLE_SIZE = 10;
/** A segment is re-evaluated on the first read an hour after its last evaluation (the real one: about hourly). */
export const SAMPLE_INTERVAL_MS = 60 * 60 * 1000;
/** A new or changed query stays PENDING this long before the first read evaluates it (the real one takes minutes). */
const DEFAULT_PENDING_MS = 3000;
let pendingMs = DEFAULT_PENDING_MS;

/** How long a new or changed query stays PENDING (tests: 0 evaluates on the next read). */
export function setSegmentPendingMs(ms: number): void {
  pendingMs = ms;
}

export const SEGMENT_NOT_FOUND = 'Segment does not exist.';

type IdParams = { id: string };
type FieldError = { field: string; message: string };

/** Segments 2.0's 400 shape: field and message, both always present. */
const segmentErrors = (errors: FieldError[], status = 400) => HttpResponse.json({ errors }, { status });
const notFound = () => errorResponse(404, [{ field: null, message: SEGMENT_NOT_FOUND }]);


/** A V2 query within its parent list as a store filter; throws QueryLanguageError. V1 segments are never evaluated (frozen). */
function filterOf(owner: User, queryDsl: string, parentListId: string | undefined): ContactFilter {
  const condition = compileQueryDsl(queryDsl, { ...queryContextOf(owner), ...(parentListId === undefined ? {} : { parentListId }) });
  return { match: 'all', conditions: [condition] };
}

/** The contacts a V2 segment holds now, as a store filter (exports of a segment read through it too). */
export const segmentFilter = (owner: User, segment: SegmentRecord) => filterOf(owner, segment.query_dsl, segment.parent_list_ids[0]);

/** Why the query no longer compiles (a custom field it names was deleted), or undefined. Computed on every read. */
function invalidity(owner: User, segment: SegmentRecord): string | undefined {
  if (segment.query_version !== '2') return undefined;
  try {
    segmentFilter(owner, segment);
    return undefined;
  } catch (error) {
    if (isQueryLanguageError(error)) return error.message;
    throw error;
  }
}

const evaluations = new Map<string, Promise<void>>();

/** Counts the segment and keeps a sample of it, as its scheduled update would; one evaluation at a time per segment. */
function evaluate(owner: User, segment: SegmentRecord, now: number): Promise<void> {
  const running = evaluations.get(segment.id);
  if (running !== undefined) return running;
  const evaluation = (async () => {
    const filter = segmentFilter(owner, segment);
    const store = contactStore();
    const count = await store.refreshSegmentMembers(owner.username, segment.id, filter);
    const { contacts } = await store.filterContacts(owner.username, filter, SAMPLE_SIZE);
    const current = segmentsTable.get(segment.id);
    // Changed or deleted meanwhile: that change decides what comes next.
    if (current === undefined || current.query_dsl !== segment.query_dsl) return;
    segmentsTable.update(segment.id, {
      contacts_count: count,
      sample_contact_ids: contacts.map((contact) => contact.id),
      sample_updated_at: new Date(now).toISOString(),
      next_sample_update: new Date(now + SAMPLE_INTERVAL_MS).toISOString(),
    });
  })().finally(() => evaluations.delete(segment.id));
  evaluations.set(segment.id, evaluation);
  return evaluation;
}

/** The segment after its scheduled update, if one is due (V2 segments whose query still compiles). */
async function fresh(owner: User, segment: SegmentRecord): Promise<SegmentRecord> {
  const now = Date.now();
  if (segment.query_version !== '2' || now < Date.parse(segment.next_sample_update) || invalidity(owner, segment) !== undefined) return segment;
  await evaluate(owner, segment, now);
  return segmentsTable.get(segment.id) ?? segment;
}

function statusOf(owner: User, segment: SegmentRecord): { query_validation: 'PENDING' | 'VALID' | 'INVALID'; error_message?: string } {
  const invalid = invalidity(owner, segment);
  if (invalid !== undefined) return { query_validation: 'INVALID', error_message: invalid };
  const evaluated = segment.sample_updated_at !== null && segment.sample_updated_at >= (segment.query_updated_at ?? segment.created_at);
  return { query_validation: evaluated ? 'VALID' : 'PENDING' };
}

function summaryOf(owner: User, segment: SegmentRecord) {
  return {
    id: segment.id,
    name: segment.name,
    contacts_count: segment.contacts_count,
    created_at: segment.created_at,
    updated_at: segment.updated_at,
    sample_updated_at: segment.sample_updated_at,
    next_sample_update: segment.next_sample_update,
    parent_list_ids: segment.parent_list_ids,
    query_version: segment.query_version,
    status: statusOf(owner, segment),
    refreshes_used: refreshesUsedToday(segment, Date.now()),
    max_refreshes: MAX_REFRESHES_PER_SEGMENT_PER_DAY,
    last_refreshed_at: segment.last_refreshed_at,
  };
}

async function sampleOf(owner: User, ids: readonly string[]): Promise<ContactDto[]> {
  if (ids.length === 0) return [];
  const fieldIds = customFieldApiIds(owner);
  return (await contactStore().getContacts(owner.username, ids)).map((contact) => contactDto(contact, fieldIds));
}

async function detailOf(owner: User, segment: SegmentRecord, withSample = true) {
  return {
    ...summaryOf(owner, segment),
    query_dsl: segment.query_dsl,
    ...(withSample ? { contacts_sample: await sampleOf(owner, segment.sample_contact_ids) } : {}),
  };
}

/** The name's message, or undefined: required, 1–100 characters, unique among the account's segments (case-insensitive). */
function nameError(owner: User, value: unknown, exceptId?: string): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return 'is a required field';
  const name = value.trim();
  if (name.length > SEGMENT_NAME_MAX_LENGTH) return `must not exceed ${SEGMENT_NAME_MAX_LENGTH} characters`;
  const taken = segmentsOf(owner.username).some((segment) => segment.id !== exceptId && segment.name.toLowerCase() === name.toLowerCase());
  return taken ? SEGMENT_NAME_IN_USE_MESSAGE : undefined;
}

/** The query's 400 message, or undefined when it compiles (within the parent list). */
function queryError(owner: User, value: unknown, parentListId: string | undefined): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return 'is a required field';
  try {
    filterOf(owner, value, parentListId);
    return undefined;
  } catch (error) {
    if (isQueryLanguageError(error)) return error.message;
    throw error;
  }
}

/** `parent_list_ids`: absent, or one id of the account's lists. */
async function parentListError(owner: User, value: unknown): Promise<FieldError | undefined> {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.some((id) => typeof id !== 'string')) return { field: 'parent_list_ids', message: 'must be a list of list ids' };
  if (value.length > 1) return { field: 'parent_list_ids', message: 'only one parent list id is allowed' };
  if (value.length === 0) return undefined;
  const lists = await contactStore().getLists(owner.username);
  return lists.some((list) => list.id === value[0]) ? undefined : { field: 'parent_list_ids', message: `list ${String(value[0])} does not exist` };
}

/** Runs `handle` with the acting user's segment of that version named by the path, or answers the 404. */
async function withSegment(
  params: IdParams,
  owner: User,
  version: SegmentRecord['query_version'],
  handle: (segment: SegmentRecord) => Response | Promise<Response>,
): Promise<Response> {
  const segment = findSegment(owner.username, params.id, version);
  return segment === undefined ? notFound() : handle(segment);
}

const ALWAYS_EMPTY: ContactFilter = { match: 'all', conditions: [{ kind: 'list', listId: '', member: true }] };

export const SEGMENT_EVENTS_SQL = `SELECT me.type, me.at, ms.kind, ms.id FROM contacts c
  JOIN mail_events me ON me.contact_seq = c.seq JOIN mail_sources ms ON ms.seq = me.source_seq
  WHERE c.owner = ? AND c.id = ? ORDER BY me.at DESC`;

export const segmentHandlers = [
  /** Segments 2.0 (V2 only; V1 segments are read from the legacy endpoints), filtered as ENDPOINTS.md §4 says. */
  http.get(
    api(SEGMENTS),
    authenticated(async ({ request, account: { actingAs } }) => {
      const url = new URL(request.url);
      const split = (name: string) => (url.searchParams.get(name) ?? '').split(',').map((id) => id.trim()).filter(Boolean);
      const ids = split('ids');
      const parents = split('parent_list_ids');
      if (parents.length > 50) return segmentErrors([{ field: 'parent_list_ids', message: 'must not contain more than 50 ids' }]);
      const noParent = url.searchParams.get('no_parent_list_id') === 'true';
      const matches = (segment: SegmentRecord) => {
        if (ids.length > 0) return ids.includes(segment.id);
        if (parents.length === 0 && !noParent) return true;
        return segment.parent_list_ids.some((id) => parents.includes(id)) || (noParent && segment.parent_list_ids.length === 0);
      };
      const chosen = segmentsOf(actingAs.username, '2').filter(matches);
      const results = await Promise.all(chosen.map(async (segment) => summaryOf(actingAs, await fresh(actingAs, segment))));
      return HttpResponse.json({ results, _metadata: { self: url.toString(), count: results.length } });
    }),
  ),

  http.post(
    api(SEGMENTS),
    authenticated(async ({ request, account: { actingAs } }) => {
      const body = await readJsonObject(request);
      if (body === undefined) return invalidJsonBody();
      if (segmentsOf(actingAs.username).length >= MAX_SEGMENTS) return segmentErrors([{ field: 'name', message: SEGMENT_LIMIT_MESSAGE }]);
      const parentError = await parentListError(actingAs, body.parent_list_ids);
      const parentListId = parentError === undefined ? (body.parent_list_ids as string[] | undefined)?.[0] : undefined;
      const name = nameError(actingAs, body.name);
      const query = queryError(actingAs, body.query_dsl, parentListId);
      const errors = [
        ...(name === undefined ? [] : [{ field: 'name', message: name }]),
        ...(query === undefined ? [] : [{ field: 'query_dsl', message: query }]),
        ...(parentError === undefined ? [] : [parentError]),
      ];
      if (errors.length > 0) return segmentErrors(errors);
      const now = new Date();
      const created = now.toISOString();
      const segment = segmentsTable.insert({
        id: crypto.randomUUID(),
        owner: actingAs.username,
        name: (body.name as string).trim(),
        query_dsl: body.query_dsl as string,
        query_version: '2',
        parent_list_ids: parentListId === undefined ? [] : [parentListId],
        created_at: created,
        updated_at: created,
        query_updated_at: created,
        contacts_count: 0,
        sample_contact_ids: [],
        sample_updated_at: null,
        next_sample_update: new Date(now.getTime() + pendingMs).toISOString(),
        last_refreshed_at: null,
        refreshes: [],
      });
      return HttpResponse.json(await detailOf(actingAs, segment), { status: 201 });
    }),
  ),

  /** The live count (mock extension): `{ query_dsl, parent_list_ids? }` → `{ contacts_count, contacts_sample (≤ 10, newest first) }`. */
  http.post(
    api(`${SEGMENTS}/preview`),
    authenticated(async ({ request, account: { actingAs } }) => {
      const body = await readJsonObject(request);
      if (body === undefined) return invalidJsonBody();
      const parentError = await parentListError(actingAs, body.parent_list_ids);
      if (parentError !== undefined) return segmentErrors([parentError]);
      const parentListId = (body.parent_list_ids as string[] | undefined)?.[0];
      const query = queryError(actingAs, body.query_dsl, parentListId);
      if (query !== undefined) return segmentErrors([{ field: 'query_dsl', message: query }]);
      try {
        const filter = filterOf(actingAs, body.query_dsl as string, parentListId);
        const { contacts, count } = await contactStore().filterContacts(actingAs.username, filter, PREVIEW_SAMPLE_SIZE);
        const fieldIds = customFieldApiIds(actingAs);
        return HttpResponse.json({ contacts_count: count, contacts_sample: contacts.map((contact) => contactDto(contact, fieldIds)) });
      } catch (error) {
        if (isInvalidArgument(error)) return segmentErrors([{ field: 'query_dsl', message: error.message }]);
        throw error;
      }
    }),
  ),

  /** A contact's mail events, newest first (mock extension, for "why is this contact in this segment?"). */
  http.get<{ contactId: string }>(
    api(`${SEGMENTS}/contact_events/:contactId`),
    authenticated(async ({ params, account: { actingAs } }) => {
      const store = contactStore();
      const [contact] = await store.getContacts(actingAs.username, [params.contactId]);
      if (contact === undefined) return errorResponse(404, [{ field: null, message: 'contact not found' }]);
      const { rows } = await store.query({ sql: SEGMENT_EVENTS_SQL, params: [actingAs.username, contact.id], limit: 1000 });
      const events = rows.map(([type, at, kind, id]) => ({
        event_type: String(type),
        event_timestamp: new Date(Number(at)).toISOString(),
        singlesend_id: kind === 'singlesend' ? String(id) : null,
        automation_id: kind === 'automation' ? String(id) : null,
      }));
      return HttpResponse.json({ contact_id: contact.id, events });
    }),
  ),

  /** `{ user_time_zone }` → 202 `{ job_id }` (evaluated at once); 429 past a limit; 404 `{ error }`. */
  http.post<IdParams>(
    api(`${SEGMENTS}/refresh/:id`),
    authenticated(async ({ request, params, account: { actingAs } }) => {
      const segment = findSegment(actingAs.username, params.id, '2');
      if (segment === undefined) return HttpResponse.json({ error: SEGMENT_NOT_FOUND }, { status: 404 });
      const body = await readJsonObject(request);
      if (body === undefined) return invalidJsonBody();
      const timeZone = body.user_time_zone;
      if (typeof timeZone !== 'string' || !isTimeZone(timeZone)) return segmentErrors([{ field: 'user_time_zone', message: 'must be an IANA time zone' }]);
      const invalid = invalidity(actingAs, segment);
      if (invalid !== undefined) return segmentErrors([{ field: 'query_dsl', message: invalid }]);
      const now = Date.now();
      const refusal = refreshRefusal(segment, segmentsOf(actingAs.username, '2'), timeZone, now);
      if (refusal !== undefined) {
        return HttpResponse.json(
          { errors: [{ field: null, message: refusal.message }] },
          { status: 429, headers: { 'Retry-After': String(Math.max(1, Math.ceil((refusal.retryAt - now) / 1000))) } },
        );
      }
      const at = new Date(now).toISOString();
      const refreshed = segmentsTable.update(segment.id, {
        last_refreshed_at: at,
        refresh_time_zone: timeZone,
        refreshes: [at, ...segment.refreshes.filter((time) => now - Date.parse(time) < 2 * 86_400_000)],
      });
      await evaluate(actingAs, refreshed, now);
      return HttpResponse.json({ job_id: crypto.randomUUID() }, { status: 202 });
    }),
  ),

  http.get<IdParams>(
    api(`${SEGMENTS}/:id`),
    authenticated(({ request, params, account: { actingAs } }) =>
      withSegment(params, actingAs, '2', async (segment) => {
        const withSample = new URL(request.url).searchParams.get('contacts_sample') !== 'false';
        return HttpResponse.json(await detailOf(actingAs, await fresh(actingAs, segment), withSample));
      }),
    ),
  ),

  /** `{ name?, query_dsl? }`; the parent list cannot change. A changed query is PENDING again. */
  http.patch<IdParams>(
    api(`${SEGMENTS}/:id`),
    authenticated(({ request, params, account: { actingAs } }) =>
      withSegment(params, actingAs, '2', async (segment) => {
        const stale = staleEdit(request, segment.updated_at, 'segment');
        if (stale) return stale;
        const body = await readJsonObject(request);
        if (body === undefined) return invalidJsonBody();
        const errors: FieldError[] = [];
        if ('parent_list_ids' in body) errors.push({ field: 'parent_list_ids', message: 'the parent list of a segment cannot be changed' });
        const name = 'name' in body ? nameError(actingAs, body.name, segment.id) : undefined;
        if (name !== undefined) errors.push({ field: 'name', message: name });
        const query = 'query_dsl' in body ? queryError(actingAs, body.query_dsl, segment.parent_list_ids[0]) : undefined;
        if (query !== undefined) errors.push({ field: 'query_dsl', message: query });
        if (errors.length > 0) return segmentErrors(errors);
        const now = new Date();
        const at = now.toISOString();
        const queryChanged = typeof body.query_dsl === 'string' && body.query_dsl !== segment.query_dsl;
        const updated = segmentsTable.update(segment.id, {
          ...(typeof body.name === 'string' ? { name: body.name.trim() } : {}),
          ...(queryChanged ? { query_dsl: body.query_dsl as string, query_updated_at: at, next_sample_update: new Date(now.getTime() + pendingMs).toISOString() } : {}),
          updated_at: at,
        });
        return HttpResponse.json(await detailOf(actingAs, updated));
      }),
    ),
  ),

  /** 202 without a body; the contacts stay, their segment memberships go. */
  http.delete<IdParams>(
    api(`${SEGMENTS}/:id`),
    authenticated(({ params, account: { actingAs } }) =>
      withSegment(params, actingAs, '2', async (segment) => {
        segmentsTable.remove(segment.id);
        await contactStore().refreshSegmentMembers(actingAs.username, segment.id, ALWAYS_EMPTY);
        return new HttpResponse(null, { status: 202 });
      }),
    ),
  ),

  /** Legacy v1: the list, frozen since processing stopped after December 31, 2022. */
  http.get(
    api(LEGACY),
    authenticated(({ account: { actingAs } }) =>
      HttpResponse.json({
        results: segmentsOf(actingAs.username, '1').map((segment) => ({
          id: segment.id,
          name: segment.name,
          contacts_count: segment.contacts_count,
          created_at: segment.created_at,
          updated_at: segment.updated_at,
          sample_updated_at: segment.sample_updated_at,
          next_sample_update: segment.next_sample_update,
          parent_list_id: segment.parent_list_ids[0] ?? null,
        })),
      }),
    ),
  ),

  /** Legacy v1: one segment with its SGQL `query_dsl` (`query_json` is not produced). */
  http.get<IdParams>(
    api(`${LEGACY}/:id`),
    authenticated(({ params, account: { actingAs } }) =>
      withSegment(params, actingAs, '1', (segment) =>
        HttpResponse.json({
          id: segment.id,
          name: segment.name,
          query_dsl: segment.query_dsl,
          contacts_count: segment.contacts_count,
          contacts_sample: [],
          created_at: segment.created_at,
          updated_at: segment.updated_at,
          sample_updated_at: segment.sample_updated_at,
          next_sample_update: segment.next_sample_update,
          parent_list_id: segment.parent_list_ids[0] ?? null,
        }),
      ),
    ),
  ),

  http.delete<IdParams>(
    api(`${LEGACY}/:id`),
    authenticated(({ params, account: { actingAs } }) =>
      withSegment(params, actingAs, '1', (segment) => {
        segmentsTable.remove(segment.id);
        return new HttpResponse(null, { status: 202 });
      }),
    ),
  ),
];
