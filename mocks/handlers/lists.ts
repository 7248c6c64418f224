import { http, HttpResponse } from 'msw';
import { MAX_LISTS } from '@/shared/audience/list';
import { LIST_LIMIT_MESSAGE, listNameError, listNameKey } from '@/features/lists/list-name-rules';
import { automationsUsingList } from '../db/automations';
import { startContactJob } from '../db/contact-jobs';
import type { StoredList } from '../db/contacts/contact-store';
import { contactStore } from '../db/contacts/contact-store-provider';
import { compareNewestFirst, type RowKey } from '../db/newest-first';
import { segmentsWithParentList } from '../db/segments';
import { singleSendsUsingList } from '../db/single-sends';
import { api } from './api-path';
import { authenticated } from './auth';
import { contactDto, customFieldApiIds } from './contacts-dto';
import { errorResponse, invalidJsonBody, noContent, notFound, validationFailed } from './errors';
import { newestFirstPage } from './newest-first-page';
import { readJsonObject } from './request';

/**
 * Lists, /v3/marketing/lists (ENDPOINTS.md §2), on the contact store. Names follow
 * src/features/lists/list-name-rules.ts, which the app's form uses too. Designed here: a list in use
 * (a segment's parent list) cannot be deleted, and `GET /marketing/lists/{id}/usage` says who uses it
 * (mocks/README.md "Lists").
 */
const LISTS = '/marketing/lists';
const PAGING = { defaultSize: 100, maxSize: 1000 };
/** The most contact ids one remove-from-list request takes (as `DELETE /marketing/contacts?ids=`). */
const MAX_CONTACT_IDS = 100;
const CONTACT_SAMPLE_SIZE = 50;

export const LIST_IN_USE_ERROR_ID = 'list_in_use';

type IdParams = { id: string };

/**
 * Lists whose delete with their contacts is running as a job: gone for the API at once (reads answer
 * 404), as the real platform hides them, while the job deletes the contacts. Kept in memory with the jobs.
 */
const deleting = new Set<string>();
const deletingKey = (owner: string, id: string) => `${owner}\n${id}`;

const selfLink = (request: Request, path: string) => new URL(`/v3${path}`, request.url).toString();

const toListDto = (request: Request, list: StoredList) => ({
  id: list.id,
  name: list.name,
  contact_count: list.contact_count,
  _metadata: { self: selfLink(request, `${LISTS}/${list.id}`) },
});

async function listsOf(owner: string): Promise<StoredList[]> {
  const lists = await contactStore().getLists(owner);
  return lists.filter((list) => !deleting.has(deletingKey(owner, list.id)));
}

async function findList(owner: string, id: string): Promise<StoredList | undefined> {
  return deleting.has(deletingKey(owner, id)) ? undefined : contactStore().getList(owner, id);
}

/** The name's error, if any, as the lists' 400 body words it. */
function nameErrors(value: unknown, lists: readonly StoredList[], exceptId?: string) {
  if (value !== undefined && value !== null && typeof value !== 'string') return [{ field: 'name', message: 'must be a string' }];
  const takenNames = new Set(lists.filter((list) => list.id !== exceptId).map((list) => listNameKey(list.name)));
  const message = listNameError(typeof value === 'string' ? value : '', { takenNames });
  return message === undefined ? [] : [{ field: 'name', message }];
}

/**
 * Who uses a list: the segments built on it, the single sends still to go out to it (scheduled, or an
 * A/B test waiting for its winner) that include or exclude it, and the automations running on it (live or
 * paused) whose entry or criteria name it. A draft or disabled automation does not hold the list: its
 * entry or criteria are flagged invalid once the list is gone.
 */
const usageOf = (owner: string, listId: string) => ({
  segments: segmentsWithParentList(owner, listId),
  single_sends: singleSendsUsingList(owner, listId)
    .filter((send) => send.status === 'scheduled' || send.status === 'pick-winner')
    .map(({ id, name }) => ({ id, name })),
  automations: automationsUsingList(owner, listId)
    .filter((automation) => automation.status === 'live' || automation.status === 'paused')
    .map(({ id, name }) => ({ id, name })),
});

function inUseError(users: readonly { name: string }[], [one, many] = ['segment', 'segments']) {
  const names = users.map((user) => user.name).join(', ');
  return HttpResponse.json(
    { errors: [{ field: null, error_id: LIST_IN_USE_ERROR_ID, message: `list is in use by ${users.length === 1 ? one : many}: ${names}` }] },
    { status: 400 },
  );
}

/** Runs `handle` with the acting account's list named by the path, or answers 404. */
async function withList(owner: string, id: string, handle: (list: StoredList) => Response | Promise<Response>): Promise<Response> {
  const list = await findList(owner, id);
  return list === undefined ? notFound() : handle(list);
}

export const listHandlers = [
  /** Newest first (the contact store keeps creation times), token-paged. */
  http.get(
    api(LISTS),
    authenticated(async ({ request, account: { actingAs } }) => {
      const keyOf = (list: StoredList): RowKey => [list.created_at, list.id];
      const lists = (await listsOf(actingAs.username)).sort((a, b) => compareNewestFirst(keyOf(a), keyOf(b)));
      const answer = newestFirstPage(request, lists, keyOf, PAGING);
      if (!answer.ok) return answer.response;
      return HttpResponse.json({ result: answer.page.map((list) => toListDto(request, list)), _metadata: answer.metadata });
    }),
  ),

  /** 201. The limit is checked before the name, so a 1001st list says so whatever its name. */
  http.post(
    api(LISTS),
    authenticated(async ({ request, account: { actingAs } }) => {
      const body = await readJsonObject(request);
      if (body === undefined) return invalidJsonBody();
      const lists = await listsOf(actingAs.username);
      if (lists.length >= MAX_LISTS) return validationFailed([{ field: null, message: LIST_LIMIT_MESSAGE }]);
      const errors = nameErrors(body.name, lists);
      if (errors.length > 0) return validationFailed(errors);
      const list = await contactStore().createList(actingAs.username, String(body.name).trim());
      return HttpResponse.json(toListDto(request, list), { status: 201 });
    }),
  ),

  http.get(
    api(`${LISTS}/:id`),
    authenticated<IdParams>(({ request, params, account: { actingAs } }) =>
      withList(actingAs.username, params.id, async (list) => {
        if (new URL(request.url).searchParams.get('contact_sample') !== 'true') return HttpResponse.json(toListDto(request, list));
        const fieldIds = customFieldApiIds(actingAs);
        const sample = await contactStore().readPage(actingAs.username, {
          pageSize: CONTACT_SAMPLE_SIZE,
          filter: { match: 'all', conditions: [{ kind: 'list', listId: list.id, member: true }] },
        });
        return HttpResponse.json({ ...toListDto(request, list), contact_sample: sample.contacts.map((contact) => contactDto(contact, fieldIds)) });
      }),
    ),
  ),

  /** Renames only: other fields of the body are ignored. */
  http.patch(
    api(`${LISTS}/:id`),
    authenticated<IdParams>(({ request, params, account: { actingAs } }) =>
      withList(actingAs.username, params.id, async (list) => {
        const body = await readJsonObject(request);
        if (body === undefined) return invalidJsonBody();
        const errors = nameErrors(body.name, await listsOf(actingAs.username), list.id);
        if (errors.length > 0) return validationFailed(errors);
        const renamed = await contactStore().renameList(actingAs.username, list.id, String(body.name).trim());
        return renamed === undefined ? notFound() : HttpResponse.json(toListDto(request, renamed));
      }),
    ),
  ),

  /**
   * 204, contacts kept; with `?delete_contacts=true` 200 `{ job_id }`, the contacts deleted by the job.
   * A list a segment is built on, a scheduled single send goes to, or a running automation uses, answers
   * 400 `list_in_use` naming them.
   */
  http.delete(
    api(`${LISTS}/:id`),
    authenticated<IdParams>(({ request, params, account: { actingAs } }) =>
      withList(actingAs.username, params.id, async (list) => {
        const owner = actingAs.username;
        const { segments, single_sends: sends, automations } = usageOf(owner, list.id);
        if (segments.length > 0) return inUseError(segments);
        if (sends.length > 0) return inUseError(sends, ['single send', 'single sends']);
        if (automations.length > 0) return inUseError(automations, ['automation', 'automations']);
        if (new URL(request.url).searchParams.get('delete_contacts') !== 'true') {
          await contactStore().deleteList(owner, list.id);
          return noContent();
        }
        const key = deletingKey(owner, list.id);
        deleting.add(key);
        const jobId = startContactJob(owner, 'delete', async () => {
          try {
            const deleted = (await contactStore().deleteListWithContacts(owner, list.id)) ?? 0;
            return { requested_count: deleted, created_count: 0, updated_count: 0, deleted_count: deleted, errored_count: 0 };
          } finally {
            deleting.delete(key);
          }
        });
        return HttpResponse.json({ job_id: jobId });
      }),
    ),
  ),

  /** Who uses the list (designed here): `{ segments: [{ id, name }], single_sends: [], automations: [] }`. */
  http.get(
    api(`${LISTS}/:id/usage`),
    authenticated<IdParams>(({ params, account: { actingAs } }) =>
      withList(actingAs.username, params.id, (list) => HttpResponse.json(usageOf(actingAs.username, list.id))),
    ),
  ),

  /** Removes memberships only: 202 `{ job_id }`, the job's `deleted_count` being the memberships removed. */
  http.delete(
    api(`${LISTS}/:id/contacts`),
    authenticated<IdParams>(({ request, params, account: { actingAs } }) =>
      withList(actingAs.username, params.id, (list) => {
        const ids = (new URL(request.url).searchParams.get('contact_ids') ?? '').split(',').map((id) => id.trim()).filter((id) => id !== '');
        if (ids.length === 0) return errorResponse(400, [{ field: 'contact_ids', message: 'is a required field' }]);
        if (ids.length > MAX_CONTACT_IDS) return errorResponse(400, [{ field: 'contact_ids', message: `must not hold more than ${MAX_CONTACT_IDS} ids` }]);
        const owner = actingAs.username;
        const jobId = startContactJob(owner, 'delete', async () => {
          const removed = (await contactStore().removeFromList(owner, list.id, ids)) ?? 0;
          return { requested_count: ids.length, created_count: 0, updated_count: 0, deleted_count: removed, errored_count: 0 };
        });
        return HttpResponse.json({ job_id: jobId }, { status: 202 });
      }),
    ),
  ),

  http.get(
    api(`${LISTS}/:id/contacts/count`),
    authenticated<IdParams>(({ params, account: { actingAs } }) =>
      withList(actingAs.username, params.id, (list) => HttpResponse.json({ contact_count: list.contact_count, billable_count: list.contact_count })),
    ),
  ),
];
