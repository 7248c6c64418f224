import { describe, expect, it } from 'vitest';
import { finishContactJobs, setContactJobPendingMs } from '../db/contact-jobs';
import { contactStore } from '../db/contacts/contact-store-provider';
import { apiIdOf, customFieldsOf } from '../db/field-definitions';
import { findUser, type User } from '../db/users';
import { NODE_LARGE_ACCOUNT_CONTACTS } from '../db/contacts/node-contact-store';
import { signInAs, type PersonaId } from '../node';
import { scenarios } from '../scenarios/registry';
import { apiFetch } from '../testing/api-fetch';

interface Counts {
  contact_count: number;
  billable_count: number;
  billable_breakdown?: { total: number; breakdown: Record<string, number> };
}

/** GET /marketing/contacts/count as the persona, the way the app calls it. */
async function countAs(persona: PersonaId): Promise<{ status: number; body: Counts }> {
  const { token, impersonating } = signInAs(persona);
  const response = await apiFetch('/marketing/contacts/count', { token, headers: impersonating === undefined ? {} : { 'on-behalf-of': impersonating } });
  return { status: response.status, body: (await response.json()) as Counts };
}

describe('GET /marketing/contacts/count', () => {
  it('answers 401 without a valid token', async () => {
    expect((await apiFetch('/marketing/contacts/count', { token: 'nope' })).status).toBe(401);
  });

  it('counts each account’s seeded contacts; a parent is billed for its subusers too', async () => {
    expect(await countAs('owner-advanced')).toEqual({
      status: 200,
      body: { contact_count: 4_210, billable_count: 4_210, billable_breakdown: { total: 3_340, breakdown: { 'elena-eu': 2_100, 'marketing-sub': 1_240 } } },
    });
    expect((await countAs('owner-free')).body).toEqual({ contact_count: 1_840, billable_count: 1_840 });
    expect((await countAs('subuser-eu')).body).toEqual({ contact_count: 2_100, billable_count: 2_100 });
    expect((await countAs('admin-impersonating')).body).toEqual({ contact_count: 1_240, billable_count: 1_240 });
  });

  it('follows the store as contacts are added and deleted', async () => {
    await contactStore().upsertContacts('frankie', [{ email: 'new.customer@example.com' }, { email: 'another@example.com' }]);
    expect((await countAs('owner-free')).body.contact_count).toBe(1_842);
    await contactStore().deleteAllContacts('elena-eu');
    expect((await countAs('owner-advanced')).body.billable_breakdown).toEqual({ total: 1_240, breakdown: { 'elena-eu': 0, 'marketing-sub': 1_240 } });
    expect((await countAs('subuser-eu')).body.contact_count).toBe(0);
  });

  it('counts the large account once its contacts are generated (a few thousand in Node)', async () => {
    expect((await countAs('owner-large')).body.contact_count).toBe(0);
    await contactStore().ensureLargeAccount();
    expect((await countAs('owner-large')).body).toEqual({ contact_count: NODE_LARGE_ACCOUNT_CONTACTS, billable_count: NODE_LARGE_ACCOUNT_CONTACTS });
  });

  it('fails with the contacts-count-500 scenario', async () => {
    scenarios.apply('contacts-count-500');
    expect((await countAs('owner-advanced')).status).toBe(500);
  });
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** An API call as the persona; the status and the JSON body. */
async function call(persona: PersonaId, path: string, options: { method?: string; body?: unknown } = {}): Promise<{ status: number; body: Json }> {
  const { token, impersonating } = signInAs(persona);
  const response = await apiFetch(path, { token, ...options, headers: impersonating === undefined ? {} : { 'on-behalf-of': impersonating } });
  const text = await response.text();
  return { status: response.status, body: text === '' ? {} : (JSON.parse(text) as Json) };
}

const fieldId = (username: string, name: string) => {
  const field = customFieldsOf(findUser(username) as User).find((candidate) => candidate.name === name);
  if (field === undefined) throw new Error(`no field ${name}`);
  return { apiId: apiIdOf(field), tableId: field.id };
};

/** Starts a change, lets its job run, and answers the job resource. */
async function changeAndFinish(persona: PersonaId, path: string, options: { method: string; body?: unknown }): Promise<Json> {
  const started = await call(persona, path, options);
  expect(started.status).toBe(202);
  await finishContactJobs();
  const job = await call(persona, `/marketing/contacts/imports/${started.body.job_id as string}`);
  expect(job.status).toBe(200);
  return job.body;
}

const upsert = (persona: PersonaId, body: unknown) => changeAndFinish(persona, '/marketing/contacts', { method: 'PUT', body });

async function contactByEmail(owner: string, email: string) {
  const { contacts } = await contactStore().searchByEmailPrefix(owner, email, 1);
  return contacts[0]?.email === email ? contacts[0] : undefined;
}

describe('PUT /marketing/contacts', () => {
  it('answers 202 with a job that stays pending, then does the upsert when it runs', async () => {
    setContactJobPendingMs(60_000);
    const newsletter = (await contactStore().getLists('frankie'))[0];
    const treat = fieldId('frankie', 'favorite_treat');
    const birthday = fieldId('frankie', 'birthday');
    const started = await call('owner-free', '/marketing/contacts', {
      method: 'PUT',
      body: { list_ids: [newsletter?.id], contacts: [{ email: ' Jo.Baker@Example.COM ', first_name: 'Jo', custom_fields: { [treat.apiId]: 'Rye loaf', [birthday.apiId]: '04/30/1990' } }] },
    });
    expect(started.status).toBe(202);
    const jobPath = `/marketing/contacts/imports/${started.body.job_id as string}`;
    expect((await call('owner-free', jobPath)).body).toMatchObject({ status: 'pending', job_type: 'upsert', finished_at: null });
    expect(await contactByEmail('frankie', 'jo.baker@example.com')).toBeUndefined();

    await finishContactJobs();
    const job = (await call('owner-free', jobPath)).body;
    expect(job).toMatchObject({ id: started.body.job_id, status: 'completed', job_type: 'upsert', results: { requested_count: 1, created_count: 1, updated_count: 0, deleted_count: 0, errored_count: 0 } });
    expect(Date.parse(job.finished_at as string)).toBeGreaterThanOrEqual(Date.parse(job.started_at as string));
    const stored = await contactByEmail('frankie', 'jo.baker@example.com');
    expect(stored?.list_ids).toEqual([newsletter?.id]);
    const read = await call('owner-free', `/marketing/contacts/${stored?.id ?? ''}`);
    expect(read.body).toMatchObject({ email: 'jo.baker@example.com', first_name: 'Jo', custom_fields: { [treat.apiId]: 'Rye loaf', [birthday.apiId]: '1990-04-30T00:00:00Z' } });
  });

  it('updates the contact an identifier matches (a mixed-case email finds the lower-case contact); omitted fields stay', async () => {
    const [existing] = (await contactStore().readPage('avery', { pageSize: 1 })).contacts;
    const job = await upsert('owner-advanced', { contacts: [{ email: existing?.email?.toUpperCase(), city: 'Walla Walla' }] });
    expect(job.results).toMatchObject({ created_count: 0, updated_count: 1 });
    const [after] = await contactStore().getContacts('avery', [existing?.id ?? '']);
    expect(after).toMatchObject({ city: 'Walla Walla', first_name: existing?.first_name, last_name: existing?.last_name });
    expect(await contactStore().countContacts('avery')).toBe(4_210);
  });

  it('takes a contact with only another identifier, a +1 phone number and up to 25 alternate emails (the spec, not the published 5)', async () => {
    const alternates = Array.from({ length: 25 }, (_, index) => `alt${index}@example.com`);
    const job = await upsert('owner-advanced', { contacts: [{ external_id: 'CRM-42', phone_number: '+1 (206) 555-0142', alternate_emails: alternates }] });
    expect(job.status).toBe('completed');
    const { rows } = await contactStore().query({ sql: "SELECT id FROM contacts WHERE owner = 'avery' AND external_id = 'CRM-42'" });
    const read = await call('owner-advanced', `/marketing/contacts/${String(rows[0]?.[0])}`);
    expect(read.body).toMatchObject({ email: null, external_id: 'CRM-42', phone_number: '+1 (206) 555-0142', alternate_emails: alternates });
  });

  it('refuses what ContactRequest does not allow, field by field (400)', async () => {
    const tier = fieldId('avery', 'total_orders');
    const signup = fieldId('avery', 'signup_date');
    const errors = async (contacts: unknown[], extra: Json = {}) => {
      const answer = await call('owner-advanced', '/marketing/contacts', { method: 'PUT', body: { contacts, ...extra } });
      expect(answer.status).toBe(400);
      return answer.body.errors as { field: string | null; message: string }[];
    };
    expect(await errors([])).toEqual([{ field: 'contacts', message: 'must contain at least one contact' }]);
    expect(await errors(Array.from({ length: 30_001 }, (_, index) => ({ email: `c${index}@example.com` })))).toEqual([
      { field: 'contacts', message: 'must not contain more than 30,000 contacts' },
    ]);
    expect(
      await errors([
        { first_name: 'Nobody' },
        { email: 'not-an-email', first_name: 'x'.repeat(51) },
        { email: 'ok@example.com', city: 'c'.repeat(61), address_line_1: 'a'.repeat(101), country: 'c'.repeat(51) },
        { email: 'ok2@example.com', alternate_emails: Array.from({ length: 26 }, (_, index) => `a${index}@example.com`) },
        { email: 'ok3@example.com', phone_number: '+44 20 7946 0958', phone_number_id: '2065550142' },
        { email: 'ok4@example.com', custom_fields: { [tier.apiId]: 'many', [signup.apiId]: '2026-02-30' } },
        { id: 'some-id', email: 'ok5@example.com' },
      ]),
    ).toEqual([
      { field: 'contacts[0]', message: 'must have at least one identifier: email, phone_number_id, external_id or anonymous_id' },
      { field: 'contacts[1].email', message: 'must be a valid email address' },
      { field: 'contacts[1].first_name', message: 'must not exceed 50 characters' },
      { field: 'contacts[2].address_line_1', message: 'must not exceed 100 characters' },
      { field: 'contacts[2].city', message: 'must not exceed 60 characters' },
      { field: 'contacts[2].country', message: 'must not exceed 50 characters' },
      { field: 'contacts[3].alternate_emails', message: 'must not contain more than 25 email addresses' },
      { field: 'contacts[4].phone_number_id', message: 'must be a phone number with the country code +1 and 10 digits, e.g. +12065550142 (only +1 is supported)' },
      { field: 'contacts[4].phone_number', message: 'must start with the country code +1 followed by a 10-digit number (only +1 is supported)' },
      { field: `contacts[5].custom_fields.${tier.apiId}`, message: 'must be a number' },
      { field: `contacts[5].custom_fields.${signup.apiId}`, message: 'must be a date: YYYY-MM-DD, MM/DD/YYYY or an ISO 8601 date and time' },
      { field: 'contacts[6].id', message: 'a contact is updated by its identifiers, never by its id' },
    ]);
    expect(await errors([{ email: 'a@example.com' }], { list_ids: ['no-such-list'] })).toEqual([{ field: 'list_ids', message: 'invalid list ids supplied - no-such-list' }]);
  });

  it('refuses custom field ids the account does not have, in SendGrid’s words', async () => {
    const frankiesField = fieldId('frankie', 'favorite_treat');
    const answer = await call('owner-advanced', '/marketing/contacts', {
      method: 'PUT',
      body: { contacts: [{ email: 'a@example.com', custom_fields: { w1: 'coffee', [frankiesField.apiId]: 'x' } }, { email: 'b@example.com', custom_fields: { w1: 'tea' } }] },
    });
    expect(answer).toEqual({ status: 400, body: { errors: [{ field: 'custom_fields', message: `invalid custom field ids supplied - w1,${frankiesField.apiId}` }] } });
  });

  it('ends errored when some rows cannot be written (an identifier another contact has), writing the others', async () => {
    const [first, second] = (await contactStore().readPage('avery', { pageSize: 2, filter: { match: 'all', conditions: [{ kind: 'text', field: 'external_id', operator: 'is_not_empty' }] } })).contacts;
    const job = await upsert('owner-advanced', { contacts: [{ email: first?.email, external_id: second?.external_id }, { email: 'fresh@example.com' }] });
    expect(job).toMatchObject({ status: 'errored', results: { requested_count: 2, created_count: 1, updated_count: 0, errored_count: 1 } });
    expect(await contactByEmail('avery', 'fresh@example.com')).toBeDefined();
  });

  it('ends failed with the contacts-jobs-fail scenario, changing nothing', async () => {
    scenarios.apply('contacts-jobs-fail');
    expect(await upsert('owner-free', { contacts: [{ email: 'never@example.com' }] })).toMatchObject({ status: 'failed' });
    expect(await contactByEmail('frankie', 'never@example.com')).toBeUndefined();
  });
});

describe('DELETE /marketing/contacts', () => {
  it('deletes up to 100 contacts by id when its job runs; unknown ids are skipped', async () => {
    const ids = (await contactStore().readPage('frankie', { pageSize: 99 })).contacts.map((contact) => contact.id);
    const job = await changeAndFinish('owner-free', `/marketing/contacts?ids=${[...ids, 'unknown-id'].join(',')}`, { method: 'DELETE' });
    expect(job).toMatchObject({ status: 'completed', job_type: 'delete', results: { requested_count: 100, deleted_count: 99 } });
    expect(await contactStore().countContacts('frankie')).toBe(1_840 - 99);
  });

  it('refuses more than 100 ids, no ids, and ids together with delete_all_contacts (400)', async () => {
    const ids = Array.from({ length: 101 }, (_, index) => `id-${index}`).join(',');
    expect(await call('owner-free', `/marketing/contacts?ids=${ids}`, { method: 'DELETE' })).toEqual({ status: 400, body: { errors: [{ field: 'ids', message: 'must not contain more than 100 ids' }] } });
    expect((await call('owner-free', '/marketing/contacts', { method: 'DELETE' })).status).toBe(400);
    expect((await call('owner-free', '/marketing/contacts?ids=a&delete_all_contacts=true', { method: 'DELETE' })).status).toBe(400);
    expect((await call('owner-free', '/marketing/contacts?delete_all_contacts=yes', { method: 'DELETE' })).status).toBe(400);
  });

  it('deletes all of the account’s contacts with delete_all_contacts=true', async () => {
    const job = await changeAndFinish('subuser-eu', '/marketing/contacts?delete_all_contacts=true', { method: 'DELETE' });
    expect(job.results).toMatchObject({ deleted_count: 2_100 });
    expect((await countAs('subuser-eu')).body.contact_count).toBe(0);
    expect((await countAs('owner-free')).body.contact_count).toBe(1_840);
  });

  it('fails exactly the second request with contacts-delete-chunk-500 (a bulk delete of 250 in chunks of 100)', async () => {
    scenarios.apply('contacts-delete-chunk-500');
    const ids = (await contactStore().readPage('avery', { pageSize: 250 })).contacts.map((contact) => contact.id);
    const statuses = [];
    for (let index = 0; index < ids.length; index += 100) statuses.push((await call('owner-advanced', `/marketing/contacts?ids=${ids.slice(index, index + 100).join(',')}`, { method: 'DELETE' })).status);
    expect(statuses).toEqual([202, 500, 202]);
    await finishContactJobs();
    expect(await contactStore().countContacts('avery')).toBe(4_210 - 150);
    expect((await contactStore().getContacts('avery', ids.slice(100, 200))).length).toBe(100);
  });
});

describe('DELETE /marketing/contacts/{id}/identifiers', () => {
  it('removes one identifier of a contact that has another, never its only one', async () => {
    const [contact] = (await contactStore().readPage('avery', { pageSize: 1, filter: { match: 'all', conditions: [{ kind: 'text', field: 'external_id', operator: 'is_not_empty' }] } })).contacts;
    const path = `/marketing/contacts/${contact?.id ?? ''}/identifiers`;
    const wrong = await call('owner-advanced', path, { method: 'DELETE', body: { identifier_type: 'EXTERNALID', identifier_value: 'not-it' } });
    expect(wrong.status).toBe(400);
    expect((await call('owner-advanced', path, { method: 'DELETE', body: { identifier_type: 'PHONE', identifier_value: 'x' } })).status).toBe(400);
    const job = await changeAndFinish('owner-advanced', path, { method: 'DELETE', body: { identifier_type: 'EXTERNALID', identifier_value: contact?.external_id } });
    expect(job).toMatchObject({ status: 'completed', results: { updated_count: 1 } });
    const [after] = await contactStore().getContacts('avery', [contact?.id ?? '']);
    expect(after?.external_id).toBeNull();
    const only = await call('owner-advanced', path, { method: 'DELETE', body: { identifier_type: 'EMAIL', identifier_value: contact?.email?.toUpperCase() } });
    expect(only).toEqual({ status: 400, body: { errors: [{ field: 'identifier_type', message: 'cannot delete the only identifier of a contact' }] } });
    expect((await call('owner-free', path, { method: 'DELETE', body: { identifier_type: 'EMAIL', identifier_value: 'x@example.com' } })).status).toBe(404);
  });
});

describe('GET /marketing/contacts', () => {
  it('answers the real API’s sample without paging: the 50 most recent, by email, and the count', async () => {
    const { status, body } = await call('owner-free', '/marketing/contacts');
    expect(status).toBe(200);
    const newest = (await contactStore().readPage('frankie', { pageSize: 50 })).contacts.map((contact) => contact.id);
    const result = body.result as Json[];
    expect(new Set(result.map((contact) => contact.id))).toEqual(new Set(newest));
    const emails = result.map((contact) => contact.email as string);
    expect(emails).toEqual([...emails].sort());
    expect(body.contact_count).toBe(1_840);
    expect(body._metadata).toEqual({ self: expect.stringContaining('/v3/marketing/contacts') });
  });

  it('pages every contact newest first with page_size and page_token (the mock extension), with the count', async () => {
    const first = await call('owner-free', '/marketing/contacts?page_size=1000');
    expect(first.body.result).toHaveLength(1000);
    expect(first.body._metadata).toMatchObject({ count: 1_840, next: expect.stringContaining('page_token=') });
    const next = new URL(first.body._metadata.next as string);
    const second = await call('owner-free', `${next.pathname.replace('/v3', '')}${next.search}`);
    expect(second.body.result).toHaveLength(840);
    expect(second.body._metadata.next).toBeUndefined();
    const created = [...(first.body.result as Json[]), ...(second.body.result as Json[])].map((contact) => contact.created_at as string);
    expect(created).toEqual([...created].sort().reverse());
    expect(new Set([...(first.body.result as Json[]), ...(second.body.result as Json[])].map((contact) => contact.id)).size).toBe(1_840);
  });

  it('pages one list’s members with list_ids; an unknown list is 404, bad paging 400', async () => {
    const wholesale = (await contactStore().getLists('frankie')).find((list) => list.name === 'Wholesale customers');
    const page = await call('owner-free', `/marketing/contacts?page_size=10&list_ids=${wholesale?.id ?? ''}`);
    expect(page.body.contact_count).toBe(wholesale?.contact_count);
    expect(page.body._metadata.count).toBe(wholesale?.contact_count);
    expect((page.body.result as Json[]).every((contact) => (contact.list_ids as string[]).includes(wholesale?.id ?? ''))).toBe(true);
    const averysList = (await contactStore().getLists('avery'))[0];
    expect((await call('owner-free', `/marketing/contacts?page_size=10&list_ids=${averysList?.id ?? ''}`)).status).toBe(404);
    expect((await call('owner-free', '/marketing/contacts?page_size=1001')).status).toBe(400);
    expect(await call('owner-free', '/marketing/contacts?page_size=10&page_token=nope')).toEqual({ status: 400, body: { errors: [{ field: 'page_token', message: 'invalid page token' }] } });
  });

  it('jumps to any row with page_offset (the mock extension), its next link paging on by token', async () => {
    const newest = (await contactStore().readPage('frankie', { pageSize: 1000, offset: 800 })).contacts.map((contact) => contact.id);
    const jumped = await call('owner-free', '/marketing/contacts?page_size=100&page_offset=800');
    expect((jumped.body.result as Json[]).map((contact) => contact.id)).toEqual(newest.slice(0, 100));
    expect(jumped.body._metadata.count).toBe(1_840);
    const next = new URL(jumped.body._metadata.next as string);
    expect(next.searchParams.has('page_offset')).toBe(false);
    const after = await call('owner-free', `${next.pathname.replace('/v3', '')}${next.search}`);
    expect((after.body.result as Json[]).map((contact) => contact.id)).toEqual(newest.slice(100, 200));

    const wholesale = (await contactStore().getLists('frankie')).find((list) => list.name === 'Wholesale customers');
    const members = await call('owner-free', `/marketing/contacts?page_size=10&list_ids=${wholesale?.id ?? ''}`);
    const skipped = await call('owner-free', `/marketing/contacts?page_size=5&page_offset=5&list_ids=${wholesale?.id ?? ''}`);
    expect(skipped.body.result).toEqual((members.body.result as Json[]).slice(5));
    expect((await call('owner-free', '/marketing/contacts?page_size=10&page_offset=1840')).body).toMatchObject({ result: [], contact_count: 1_840 });

    const refused = { status: 400, body: { errors: [{ field: 'page_offset', message: 'must be a whole number from 0, without a page_token' }] } };
    expect(await call('owner-free', '/marketing/contacts?page_size=10&page_offset=-1')).toEqual(refused);
    expect(await call('owner-free', `/marketing/contacts?page_size=10&page_offset=10&page_token=${next.searchParams.get('page_token') ?? ''}`)).toEqual(refused);
  });
});

describe('GET /marketing/contacts/{id}', () => {
  it('reads one contact with custom fields by id and its last opened, clicked and emailed times', async () => {
    const { rows } = await contactStore().query({
      sql: "SELECT c.id, max(e.at) FROM contacts c JOIN mail_events e ON e.contact_seq = c.seq WHERE c.owner = 'avery' AND e.type = 'click' GROUP BY c.id LIMIT 1",
    });
    const [id, lastClick] = rows[0] as [string, number];
    const { status, body } = await call('owner-advanced', `/marketing/contacts/${id}`);
    expect(status).toBe(200);
    expect(body.last_clicked).toBe(new Date(lastClick).toISOString());
    expect(body.last_opened).toEqual(expect.any(String));
    expect(body.last_emailed).toEqual(expect.any(String));
    expect(Object.keys(body.custom_fields as Json).every((key) => /^e\d+_[TND]$/.test(key))).toBe(true);
    expect(body._metadata.self).toContain(`/marketing/contacts/${id}`);
  });

  it('says null for a contact never emailed, and 404 with an errors body for an unknown or foreign id', async () => {
    const job = await upsert('owner-free', { contacts: [{ email: 'quiet@example.com' }] });
    expect(job.status).toBe('completed');
    const id = (await contactByEmail('frankie', 'quiet@example.com'))?.id ?? '';
    expect((await call('owner-free', `/marketing/contacts/${id}`)).body).toMatchObject({ last_opened: null, last_clicked: null, last_emailed: null });
    expect(await call('owner-advanced', `/marketing/contacts/${id}`)).toEqual({ status: 404, body: { errors: [{ field: null, message: 'resource not found' }] } });
  });
});

describe('paths beside /marketing/contacts/{id}', () => {
  it('leaves them to their own handlers, wherever those are registered', async () => {
    expect((await call('owner-advanced', '/marketing/contacts/exports')).status).toBe(200);
    expect((await call('owner-advanced', '/marketing/contacts/count')).body.contact_count).toBe(4_210);
  });
});

describe('POST /marketing/contacts/batch', () => {
  it('reads up to 100 contacts by id in the order asked, leaving unknown ones out', async () => {
    const ids = (await contactStore().readPage('frankie', { pageSize: 3 })).contacts.map((contact) => contact.id).reverse();
    const { body } = await call('owner-free', '/marketing/contacts/batch', { method: 'POST', body: { ids: [...ids, 'unknown'] } });
    expect((body.result as Json[]).map((contact) => contact.id)).toEqual(ids);
    expect((await call('owner-free', '/marketing/contacts/batch', { method: 'POST', body: { ids: Array.from({ length: 101 }, String) } })).status).toBe(400);
    expect((await call('owner-free', '/marketing/contacts/batch', { method: 'POST', body: { ids: [] } })).status).toBe(400);
  });
});

describe('GET /marketing/contacts/imports/{id}', () => {
  it('answers 404 for an unknown job and for another account’s', async () => {
    expect((await call('owner-free', '/marketing/contacts/imports/nope')).status).toBe(404);
    const started = await call('owner-free', '/marketing/contacts', { method: 'PUT', body: { contacts: [{ email: 'mine@example.com' }] } });
    expect((await call('owner-advanced', `/marketing/contacts/imports/${started.body.job_id as string}`)).status).toBe(404);
  });
});
