import { http, HttpResponse } from 'msw';
import { startContactJob, type ContactJobResults } from '../db/contact-jobs';
import { IDENTIFIER_FIELDS, type ContactInput, type IdentifierField } from '../db/contacts/contact-store';
import { contactStore } from '../db/contacts/contact-store-provider';
import { scenarios } from '../scenarios/registry';
import { api } from './api-path';
import { authenticated } from './auth';
import { errorResponse, invalidJsonBody, notFound, validationFailed } from './errors';
import { readUpsertRequest } from './contacts-upsert-request';
import { readJsonObject } from './request';

/**
 * The contact changes (ENDPOINTS.md §1): upsert, delete by ids or all, delete an identifier. Each is
 * checked when it arrives (400) and done when its job runs (`db/contact-jobs.ts`): `202 { job_id }`.
 */
const CONTACTS = '/marketing/contacts';

/** The most ids one `DELETE /marketing/contacts?ids=` takes (the app's chunk size; the published spec gives none). */
export const MAX_DELETE_IDS = 100;
/** `PUT /marketing/contacts` takes at most 6 MB (ENDPOINTS.md §1). */
const MAX_UPSERT_BYTES = 6 * 1024 * 1024;

const EMPTY_RESULTS: ContactJobResults = { requested_count: 0, created_count: 0, updated_count: 0, deleted_count: 0, errored_count: 0 };

const IDENTIFIER_TYPES: Record<string, IdentifierField> = {
  EMAIL: 'email',
  PHONENUMBERID: 'phone_number_id',
  EXTERNALID: 'external_id',
  ANONYMOUSID: 'anonymous_id',
};

const isStoreError = (error: unknown) => error instanceof Error && error.name === 'ContactStoreError';

const accepted = (jobId: string) => HttpResponse.json({ job_id: jobId }, { status: 202 });

/** While `contact-jobs-fail` is on, jobs started end `failed`. */
const jobWork = (work: () => Promise<ContactJobResults>) => (scenarios.hasFlag('contact-jobs-fail') ? () => Promise.reject(new Error('job failed (scenario)')) : work);

/**
 * Writes the batch in one go; when the store refuses a row (an identifier another contact has), the whole
 * batch rolled back, so it is written again row by row and the refused rows are counted as errored.
 */
async function upsertWork(owner: string, contacts: ContactInput[], listIds: string[]): Promise<ContactJobResults> {
  const store = contactStore();
  const results = { ...EMPTY_RESULTS, requested_count: contacts.length };
  try {
    const done = await store.upsertContacts(owner, contacts, { listIds });
    return { ...results, created_count: done.created, updated_count: done.updated };
  } catch (error) {
    if (!isStoreError(error)) throw error;
  }
  for (const contact of contacts) {
    try {
      const done = await store.upsertContacts(owner, [contact], { listIds });
      results.created_count += done.created;
      results.updated_count += done.updated;
    } catch (error) {
      if (!isStoreError(error)) throw error;
      results.errored_count += 1;
    }
  }
  return results;
}

/** Which of the given list ids are the owner's lists (read without counting their members). */
async function knownLists(owner: string, given: unknown): Promise<Set<string>> {
  const ids = Array.isArray(given) ? given.filter((id): id is string => typeof id === 'string') : [];
  if (ids.length === 0) return new Set();
  const { rows } = await contactStore().query({ sql: 'SELECT id FROM lists WHERE owner = ? AND id IN (SELECT value FROM json_each(?))', params: [owner, JSON.stringify(ids)] });
  return new Set(rows.map(([id]) => String(id)));
}

/** The ids of `?ids=a,b`: trimmed, blanks dropped, each once. */
const idsOf = (param: string) => [...new Set(param.split(',').map((id) => id.trim()).filter((id) => id !== ''))];

export const contactWriteHandlers = [
  http.put(
    api(CONTACTS),
    authenticated(async ({ request, account: { actingAs } }) => {
      const text = await request.text();
      if (new TextEncoder().encode(text).length > MAX_UPSERT_BYTES) return errorResponse(413, [{ field: null, message: 'request body must not exceed 6 MB' }]);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return invalidJsonBody();
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return invalidJsonBody();
      const upsert = readUpsertRequest(body as Record<string, unknown>, actingAs, await knownLists(actingAs.username, (body as Record<string, unknown>).list_ids));
      if (!upsert.ok) return validationFailed(upsert.errors);
      const owner = actingAs.username;
      return accepted(startContactJob(owner, 'upsert', jobWork(() => upsertWork(owner, upsert.contacts, upsert.listIds))));
    }),
  ),

  /**
   * `?ids=a,b` (at most MAX_DELETE_IDS) or `?delete_all_contacts=true`, not both. Unknown and foreign ids
   * are skipped: the job's `deleted_count` says how many went.
   */
  http.delete(
    api(CONTACTS),
    authenticated(({ request, account: { actingAs } }) => {
      const query = new URL(request.url).searchParams;
      const idsParam = query.get('ids');
      const all = query.get('delete_all_contacts');
      const owner = actingAs.username;
      if (idsParam !== null && all !== null) return validationFailed([{ field: 'ids', message: 'ids and delete_all_contacts cannot be used together' }]);
      if (all !== null) {
        if (all !== 'true') return validationFailed([{ field: 'delete_all_contacts', message: 'must be true' }]);
        return accepted(
          startContactJob(owner, 'delete', jobWork(async () => {
            const deleted = await contactStore().deleteAllContacts(owner);
            return { ...EMPTY_RESULTS, requested_count: deleted, deleted_count: deleted };
          })),
        );
      }
      const ids = idsOf(idsParam ?? '');
      if (ids.length === 0) return validationFailed([{ field: 'ids', message: 'ids or delete_all_contacts=true is required' }]);
      if (ids.length > MAX_DELETE_IDS) return validationFailed([{ field: 'ids', message: `must not contain more than ${MAX_DELETE_IDS} ids` }]);
      return accepted(
        startContactJob(owner, 'delete', jobWork(async () => ({ ...EMPTY_RESULTS, requested_count: ids.length, deleted_count: await contactStore().deleteContacts(owner, ids) }))),
      );
    }),
  ),

  /** `{ identifier_type: EMAIL|PHONENUMBERID|EXTERNALID|ANONYMOUSID, identifier_value }`; never the contact's only identifier. */
  http.delete<{ id: string }>(
    api(`${CONTACTS}/:id/identifiers`),
    authenticated(async ({ request, params, account: { actingAs } }) => {
      const body = await readJsonObject(request);
      if (body === undefined) return invalidJsonBody();
      const owner = actingAs.username;
      const [contact] = await contactStore().getContacts(owner, [params.id]);
      if (contact === undefined) return notFound();
      const field = typeof body.identifier_type === 'string' ? IDENTIFIER_TYPES[body.identifier_type] : undefined;
      if (field === undefined) return validationFailed([{ field: 'identifier_type', message: 'must be one of EMAIL, PHONENUMBERID, EXTERNALID or ANONYMOUSID' }]);
      const given = typeof body.identifier_value === 'string' ? body.identifier_value.trim() : '';
      if (given === '') return validationFailed([{ field: 'identifier_value', message: 'is a required field' }]);
      const current = contact[field];
      if (current === null || (field === 'email' ? current !== given.toLowerCase() : current !== given)) {
        return validationFailed([{ field: 'identifier_value', message: 'is not an identifier of this contact' }]);
      }
      if (IDENTIFIER_FIELDS.every((other) => other === field || contact[other] === null)) {
        return validationFailed([{ field: 'identifier_type', message: 'cannot delete the only identifier of a contact' }]);
      }
      return accepted(
        startContactJob(owner, 'upsert', jobWork(async () => {
          const updated = await contactStore().updateContact(owner, contact.id, { [field]: null });
          return { ...EMPTY_RESULTS, requested_count: 1, updated_count: updated === undefined ? 0 : 1, errored_count: updated === undefined ? 1 : 0 };
        })),
      );
    }),
  ),
];
