import { describe, expect, it } from 'vitest';
import { automationsOf, updateAutomation } from '../db/automations';
import { contactJob, finishContactJobs, setContactJobPendingMs } from '../db/contact-jobs';
import { contactStore } from '../db/contacts/contact-store-provider';
import { DEMO_AUDIENCES } from '../db/contacts/seed-audiences';
import { segmentsTable, segmentsWithParentList, type SegmentRecord } from '../db/segments';
import { signInAs, type PersonaId } from '../node';
import { apiFetch } from '../testing/api-fetch';

interface ListBody {
  id: string;
  name: string;
  contact_count: number;
  _metadata: { self: string };
  contact_sample?: { id: string; list_ids: string[]; custom_fields: Record<string, unknown> }[];
}
interface PageBody {
  result: ListBody[];
  _metadata: { self: string; next?: string; count: number };
}
interface ErrorBody {
  errors: { field?: string | null; message: string; error_id?: string }[];
}

const seedLists = (owner: string) => DEMO_AUDIENCES.find((plan) => plan.owner === owner)?.lists ?? [];

/** Calls the lists API as the persona (avery by default). */
async function call<T>(path: string, { method = 'GET', body, persona = 'owner-advanced' }: { method?: string; body?: unknown; persona?: PersonaId } = {}) {
  const { token, impersonating } = signInAs(persona);
  const response = await apiFetch(`/marketing/lists${path}`, { method, body, token, headers: impersonating === undefined ? {} : { 'on-behalf-of': impersonating } });
  const text = await response.text();
  return { status: response.status, body: (text === '' ? undefined : JSON.parse(text)) as T };
}

const listNamed = async (name: string, owner = 'avery') => {
  const list = (await contactStore().getLists(owner)).find((candidate) => candidate.name === name);
  if (list === undefined) throw new Error(`no list ${name}`);
  return list;
};

function segmentOn(owner: string, listId: string, name: string): SegmentRecord {
  const now = new Date().toISOString();
  return segmentsTable.insert({
    id: crypto.randomUUID(),
    owner,
    name,
    query_dsl: "SELECT contact_id, updated_at FROM contact_data WHERE first_name = 'Ada'",
    query_version: '2',
    parent_list_ids: [listId],
    created_at: now,
    updated_at: now,
    contacts_count: 0,
    sample_contact_ids: [],
    sample_updated_at: null,
    next_sample_update: now,
    last_refreshed_at: null,
    refreshes: [],
  });
}

describe('lists API', () => {
  it('answers 401 without a valid token', async () => {
    expect((await apiFetch('/marketing/lists', { token: 'nope' })).status).toBe(401);
  });

  it('lists the account’s lists newest first with their counts, and only its own', async () => {
    const { status, body } = await call<PageBody>('');
    expect(status).toBe(200);
    expect(body.result.map((list) => list.name)).toEqual(
      [...seedLists('avery')].sort((a, b) => a.createdDaysAgo - b.createdDaysAgo).map((list) => list.name),
    );
    const newsletter = await listNamed('Newsletter subscribers');
    expect(body.result.find((list) => list.id === newsletter.id)).toEqual({
      id: newsletter.id,
      name: 'Newsletter subscribers',
      contact_count: await contactStore().countListMembers('avery', newsletter.id),
      _metadata: { self: expect.stringContaining(`/v3/marketing/lists/${newsletter.id}`) as string },
    });
    expect(body._metadata.count).toBe(6);
    expect(body._metadata.next).toBeUndefined();
    const frankie = await call<PageBody>('', { persona: 'owner-free' });
    expect(frankie.body.result.map((list) => list.name).sort()).toEqual(['Bakery newsletter', 'Wholesale customers']);
    const impersonated = await call<PageBody>('', { persona: 'admin-impersonating' });
    expect(impersonated.body.result.map((list) => list.name).sort()).toEqual(['Campaign leads', 'Webinar attendees']);
  });

  it('pages with page_size and page_token (next is a full URL), and refuses bad sizes and tokens', async () => {
    const first = await call<PageBody>('?page_size=4');
    expect(first.body.result).toHaveLength(4);
    expect(first.body._metadata.count).toBe(6);
    const next = new URL(first.body._metadata.next ?? '');
    expect(next.searchParams.get('page_size')).toBe('4');
    const second = await call<PageBody>(`?page_size=4&page_token=${next.searchParams.get('page_token') ?? ''}`);
    expect(second.body.result).toHaveLength(2);
    expect(second.body._metadata.next).toBeUndefined();
    expect(new Set([...first.body.result, ...second.body.result].map((list) => list.id)).size).toBe(6);
    for (const size of ['0', '1001', 'ten']) expect((await call(`?page_size=${size}`)).status).toBe(400);
    expect((await call<PageBody>('?page_size=1000')).body.result).toHaveLength(6);
    expect((await call('?page_token=garbage')).status).toBe(400);
  });

  it('creates a list (201), trimming its name; refuses a blank, long, taken or non-string name with the spec’s messages', async () => {
    const created = await call<ListBody>('', { method: 'POST', body: { name: '  Holiday shoppers  ' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Holiday shoppers', contact_count: 0 });
    expect((await contactStore().getList('avery', created.body.id))?.name).toBe('Holiday shoppers');

    const refusal = async (name: unknown) => (await call<ErrorBody>('', { method: 'POST', body: { name } })).body.errors;
    expect(await refusal('  ')).toEqual([{ field: 'name', message: 'is a required field' }]);
    expect(await refusal(undefined)).toEqual([{ field: 'name', message: 'is a required field' }]);
    expect(await refusal('x'.repeat(101))).toEqual([{ field: 'name', message: 'must not exceed 100 characters' }]);
    expect(await refusal('newsletter SUBSCRIBERS')).toEqual([{ field: 'name', message: 'list name is already in use' }]);
    expect(await refusal(42)).toEqual([{ field: 'name', message: 'must be a string' }]);
    expect((await call<ListBody>('', { method: 'POST', body: { name: 'x'.repeat(100) } })).status).toBe(201);
    // Another account's names are free.
    expect((await call('', { method: 'POST', body: { name: 'Newsletter subscribers' }, persona: 'owner-free' })).status).toBe(201);
  });

  it('refuses the 1001st list with the spec’s limit message', async () => {
    const existing = (await contactStore().getLists('frankie')).length;
    for (let index = existing; index < 1000; index += 1) await contactStore().createList('frankie', `List ${index}`);
    const refused = await call<ErrorBody>('', { method: 'POST', body: { name: 'One too many' }, persona: 'owner-free' });
    expect(refused).toEqual({ status: 400, body: { errors: [{ field: null, message: 'error creating list: limit of 1000 lists reached' }] } });
    const pages = await call<PageBody>('?page_size=1000', { persona: 'owner-free' });
    expect(pages.body.result).toHaveLength(1000);
    expect(pages.body._metadata.count).toBe(1000);
  });

  it('reads one list, with a sample of its 50 newest contacts when asked; another account’s list is 404', async () => {
    const newsletter = await listNamed('Newsletter subscribers');
    const plain = await call<ListBody>(`/${newsletter.id}`);
    expect(plain.body).toMatchObject({ id: newsletter.id, name: 'Newsletter subscribers', contact_count: newsletter.contact_count });
    expect(plain.body.contact_sample).toBeUndefined();
    const sampled = await call<ListBody>(`/${newsletter.id}?contact_sample=true`);
    const sample = sampled.body.contact_sample ?? [];
    expect(sample).toHaveLength(50);
    expect(sample.every((contact) => contact.list_ids.includes(newsletter.id))).toBe(true);
    expect(sample.some((contact) => Object.keys(contact.custom_fields).some((key) => /^e\d+_[TND]$/.test(key)))).toBe(true);
    const [frankies] = await contactStore().getLists('frankie');
    expect((await call(`/${frankies?.id ?? ''}`)).status).toBe(404);
    expect((await call('/no-such-list')).status).toBe(404);
  });

  it('renames a list (PATCH), with the same name rules; its own name may stay', async () => {
    const list = await listNamed('Trail runners');
    const renamed = await call<ListBody>(`/${list.id}`, { method: 'PATCH', body: { name: ' Trail & ultra runners ' } });
    expect(renamed).toMatchObject({ status: 200, body: { id: list.id, name: 'Trail & ultra runners', contact_count: list.contact_count } });
    expect((await call(`/${list.id}`, { method: 'PATCH', body: { name: 'TRAIL & ULTRA RUNNERS' } })).status).toBe(200);
    expect((await call<ErrorBody>(`/${list.id}`, { method: 'PATCH', body: { name: 'VIP customers' } })).body.errors).toEqual([
      { field: 'name', message: 'list name is already in use' },
    ]);
    expect((await call<ErrorBody>(`/${list.id}`, { method: 'PATCH', body: { name: '' } })).status).toBe(400);
    const [frankies] = await contactStore().getLists('frankie');
    expect((await call(`/${frankies?.id ?? ''}`, { method: 'PATCH', body: { name: 'Mine now' } })).status).toBe(404);
  });

  it('counts a list’s contacts', async () => {
    const list = await listNamed('VIP customers');
    expect(await call(`/${list.id}/contacts/count`)).toEqual({ status: 200, body: { contact_count: list.contact_count, billable_count: list.contact_count } });
    expect((await call('/nope/contacts/count')).status).toBe(404);
  });

  it('deletes a list and keeps its contacts (204)', async () => {
    const list = await listNamed('Spring 2026 launch');
    const before = await contactStore().countContacts('avery');
    expect((await call(`/${list.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(`/${list.id}`)).status).toBe(404);
    expect(await contactStore().countContacts('avery')).toBe(before);
    expect((await call(`/${list.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('deletes a list with its contacts as a job (200 { job_id }): the list is gone at once, its contacts when the job ends', async () => {
    // Pending until the test says (resetMockBackend sets the pending time back to 0).
    setContactJobPendingMs(60_000);
    const list = await listNamed('VIP customers');
    const before = await contactStore().countContacts('avery');
    const deleted = await call<{ job_id: string }>(`/${list.id}?delete_contacts=true`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(contactJob('avery', deleted.body.job_id)).toMatchObject({ status: 'pending', job_type: 'delete' });
    expect((await call(`/${list.id}`)).status).toBe(404);
    expect((await call<PageBody>('')).body.result.map((found) => found.id)).not.toContain(list.id);
    expect(await contactStore().countContacts('avery')).toBe(before);

    await finishContactJobs();
    expect(contactJob('avery', deleted.body.job_id)).toMatchObject({ status: 'completed', results: { deleted_count: list.contact_count } });
    expect(await contactStore().countContacts('avery')).toBe(before - list.contact_count);
    expect(await contactStore().getList('avery', list.id)).toBeUndefined();
  });

  it('refuses to delete a list a segment is built on, naming the segments, and says who uses a list', async () => {
    const unused = (await contactStore().getLists('avery')).filter((candidate) => segmentsWithParentList('avery', candidate.id).length === 0);
    const [list, free] = unused;
    if (list === undefined || free === undefined) throw new Error('avery needs two lists no segment uses');
    segmentOn('avery', list.id, 'Gold loyalty members');
    segmentOn('avery', list.id, 'Lapsed loyalty members');
    const refused = await call<ErrorBody>(`/${list.id}?delete_contacts=true`, { method: 'DELETE' });
    expect(refused.status).toBe(400);
    const [error] = refused.body.errors;
    expect(error).toMatchObject({ field: null, error_id: 'list_in_use', message: expect.stringMatching(/^list is in use by segments: .+, .+$/) as string });
    expect(error?.message.split(': ')[1]?.split(', ').sort()).toEqual(['Gold loyalty members', 'Lapsed loyalty members']);
    expect((await call(`/${list.id}`, { method: 'DELETE' })).status).toBe(400);
    expect((await call(`/${list.id}`)).status).toBe(200);

    const usage = await call<{ segments: { id: string; name: string }[]; single_sends: unknown[]; automations: unknown[] }>(`/${list.id}/usage`);
    expect(usage.body.segments.map((segment) => segment.name).sort()).toEqual(['Gold loyalty members', 'Lapsed loyalty members']);
    expect(usage.body).toMatchObject({ single_sends: [] });
    expect((await call(`/${free.id}/usage`)).body).toMatchObject({ segments: [], single_sends: [] });
    expect((await call('/nope/usage')).status).toBe(404);
  });

  it('refuses to delete the entry list of a running automation, and lets it go once the automation is disabled', async () => {
    const found = automationsOf('avery').find((automation) => automation.name === 'Welcome series' && automation.status === 'live');
    const list = (await call<{ id: string }>('', { method: 'POST', body: { name: 'Welcome entrants' } })).body;
    if (found === undefined) throw new Error('avery needs her live Welcome series');
    const welcome = updateAutomation(found, { entry: { list_id: list.id, segment_id: null } }, new Date());
    expect((await call<{ automations: unknown[] }>(`/${list.id}/usage`)).body.automations).toEqual([{ id: welcome.id, name: 'Welcome series' }]);
    const refused = await call<ErrorBody>(`/${list.id}`, { method: 'DELETE' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]?.message).toBe('list is in use by automation: Welcome series');

    updateAutomation(welcome, { status: 'disabled' }, new Date());
    expect((await call<{ automations: unknown[] }>(`/${list.id}/usage`)).body.automations).toEqual([]);
    expect((await call(`/${list.id}`, { method: 'DELETE' })).status).toBe(204);
  });

  it('removes contacts from a list (202 { job_id }), at most 100 ids, keeping the contacts', async () => {
    const list = await listNamed('VIP customers');
    const members = await contactStore().filterContacts('avery', { match: 'all', conditions: [{ kind: 'list', listId: list.id, member: true }] }, 3);
    const ids = members.contacts.map((contact) => contact.id);
    const removed = await call<{ job_id: string }>(`/${list.id}/contacts?contact_ids=${ids.join(',')}`, { method: 'DELETE' });
    expect(removed.status).toBe(202);
    await finishContactJobs();
    expect(contactJob('avery', removed.body.job_id)).toMatchObject({ status: 'completed', results: { deleted_count: 3 } });
    expect(await contactStore().countListMembers('avery', list.id)).toBe(list.contact_count - 3);
    expect(await contactStore().getContacts('avery', ids)).toHaveLength(3);

    expect((await call<ErrorBody>(`/${list.id}/contacts`, { method: 'DELETE' })).body.errors).toEqual([{ field: 'contact_ids', message: 'is a required field' }]);
    const tooMany = Array.from({ length: 101 }, (_, index) => `id-${index}`).join(',');
    expect((await call(`/${list.id}/contacts?contact_ids=${tooMany}`, { method: 'DELETE' })).status).toBe(400);
    expect((await call(`/nope/contacts?contact_ids=${ids[0] ?? ''}`, { method: 'DELETE' })).status).toBe(404);
  });
});
