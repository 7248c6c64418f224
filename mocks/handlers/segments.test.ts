import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_SEGMENTS, SEGMENT_LIMIT_MESSAGE, SEGMENT_NAME_IN_USE_MESSAGE } from '@/features/segments/limits';
import { contactStore } from '../db/contacts/contact-store-provider';
import { customFieldsOf, apiIdOf } from '../db/field-definitions';
import { segmentsOf, segmentsTable } from '../db/segments';
import { findUser } from '../db/users';
import { signInAs, type PersonaId } from '../node';
import { apiFetch } from '../testing/api-fetch';
import { setSegmentPendingMs } from './segments';

interface SegmentBody {
  id: string;
  name: string;
  query_dsl: string;
  contacts_count: number;
  contacts_sample?: { id: string }[];
  sample_updated_at: string | null;
  next_sample_update: string;
  parent_list_ids: string[];
  query_version: string;
  status: { query_validation: string; error_message?: string };
  refreshes_used: number;
  max_refreshes: number;
  last_refreshed_at: string | null;
}
interface ErrorBody {
  errors: { field: string | null; message: string }[];
}

async function call<T>(path: string, { method = 'GET', body, persona = 'owner-advanced' }: { method?: string; body?: unknown; persona?: PersonaId } = {}) {
  const { token } = signInAs(persona);
  const response = await apiFetch(path, { method, body, token });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text === '' ? undefined : JSON.parse(text)) as T };
}

const SELECT = 'SELECT c.contact_id, c.updated_at FROM contact_data AS c';
const create = (body: Record<string, unknown>, persona?: PersonaId) => call<SegmentBody & ErrorBody>('/marketing/segments/2.0', { method: 'POST', body, persona });
const refresh = (id: string, timeZone = 'America/Los_Angeles') =>
  call<{ job_id: string } & ErrorBody & { error: string }>(`/marketing/segments/2.0/refresh/${id}`, { method: 'POST', body: { user_time_zone: timeZone } });
const preview = (body: Record<string, unknown>) => call<{ contacts_count: number; contacts_sample: { id: string; custom_fields: Record<string, unknown> }[] } & ErrorBody>('/marketing/segments/2.0/preview', { method: 'POST', body });

const segmentNamed = (name: string) => {
  const segment = segmentsOf('avery', '2').find((candidate) => candidate.name === name);
  if (segment === undefined) throw new Error(`no segment ${name}`);
  return segment;
};

const listNamed = async (name: string) => {
  const list = (await contactStore().getLists('avery')).find((candidate) => candidate.name === name);
  if (list === undefined) throw new Error(`no list ${name}`);
  return list;
};

beforeEach(() => setSegmentPendingMs(0));
afterEach(() => {
  setSegmentPendingMs(3000);
  vi.useRealTimers();
});

describe('Segments 2.0 API', () => {
  it('lists the seeded V2 segments, evaluated on the first read, with the status computed on read', async () => {
    const { status, body } = await call<{ results: SegmentBody[] }>('/marketing/segments/2.0');
    expect(status).toBe(200);
    const byName = Object.fromEntries(body.results.map((segment) => [segment.name, segment]));
    expect(body.results.every((segment) => segment.query_version === '2')).toBe(true);
    const gold = byName['Gold and Platinum members'];
    expect(gold?.status).toEqual({ query_validation: 'VALID' });
    expect(gold?.contacts_count).toBeGreaterThan(0);
    expect(gold?.sample_updated_at).not.toBeNull();
    expect(Date.parse(gold?.next_sample_update ?? '') - Date.parse(gold?.sample_updated_at ?? '')).toBe(60 * 60 * 1000);
    // A custom field the query names does not exist: INVALID, and the message names it.
    expect(byName['Old VIP codes']?.status.query_validation).toBe('INVALID');
    expect(byName['Old VIP codes']?.status.error_message).toMatch(/vip_code/);
    expect(gold).not.toHaveProperty('contacts_sample');
    expect(gold).not.toHaveProperty('query_dsl');
  });

  it('filters by ids, parent lists and no parent', async () => {
    const newsletter = await listNamed('Newsletter subscribers');
    const all = (await call<{ results: SegmentBody[] }>('/marketing/segments/2.0')).body.results;
    const withParent = (await call<{ results: SegmentBody[] }>(`/marketing/segments/2.0?parent_list_ids=${newsletter.id}`)).body.results;
    expect(withParent.map((segment) => segment.name)).toEqual(['Engaged newsletter readers']);
    const alsoParentless = (await call<{ results: SegmentBody[] }>(`/marketing/segments/2.0?parent_list_ids=${newsletter.id}&no_parent_list_id=true`)).body.results;
    expect(alsoParentless.length).toBe(all.filter((segment) => segment.parent_list_ids.length === 0).length + 1);
    const one = all[0] as SegmentBody;
    const byId = (await call<{ results: SegmentBody[] }>(`/marketing/segments/2.0?ids=${one.id}&parent_list_ids=${newsletter.id}`)).body.results;
    expect(byId.map((segment) => segment.id)).toEqual([one.id]);
    expect((await call<{ results: SegmentBody[] }>('/marketing/segments/2.0?ids=nope')).body.results).toEqual([]);
  });

  it('creates a segment PENDING, then counts it on a read once its update is due', async () => {
    setSegmentPendingMs(3000);
    vi.useFakeTimers({ toFake: ['Date'] });
    const query_dsl = `${SELECT} WHERE c.loyalty_tier = 'Gold'`;
    const created = await create({ name: 'Gold tier', query_dsl });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Gold tier', query_dsl, contacts_count: 0, contacts_sample: [], parent_list_ids: [], query_version: '2', status: { query_validation: 'PENDING' }, refreshes_used: 0, max_refreshes: 2 });
    const early = await call<SegmentBody>(`/marketing/segments/2.0/${created.body.id}`);
    expect(early.body.status.query_validation).toBe('PENDING');
    vi.setSystemTime(Date.now() + 3000);
    const due = await call<SegmentBody>(`/marketing/segments/2.0/${created.body.id}`);
    const { contacts_count } = (await preview({ query_dsl })).body;
    expect(due.body.status.query_validation).toBe('VALID');
    expect(due.body.contacts_count).toBe(contacts_count);
    expect(due.body.contacts_sample?.length).toBe(Math.min(50, contacts_count));
    const withoutSample = await call<SegmentBody>(`/marketing/segments/2.0/${created.body.id}?contacts_sample=false`);
    expect(withoutSample.body).not.toHaveProperty('contacts_sample');
    // The contacts know their segment.
    const [member] = await contactStore().getContacts('avery', [due.body.contacts_sample?.[0]?.id ?? '']);
    expect(member?.segment_ids).toContain(created.body.id);
  });

  it('refuses bad names, queries and parents with the Segments 2.0 error shape', async () => {
    const query_dsl = `${SELECT} WHERE c.city = 'Denver'`;
    expect((await create({ name: '  ', query_dsl })).body.errors).toEqual([{ field: 'name', message: 'is a required field' }]);
    expect((await create({ name: 'x'.repeat(101), query_dsl })).body.errors).toEqual([{ field: 'name', message: 'must not exceed 100 characters' }]);
    expect((await create({ name: 'x'.repeat(100), query_dsl })).status).toBe(201);
    const duplicate = await create({ name: 'gold AND platinum MEMBERS', query_dsl });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.errors).toEqual([{ field: 'name', message: SEGMENT_NAME_IN_USE_MESSAGE }]);
    const badQuery = await create({ name: 'Broken', query_dsl: 'DELETE FROM contact_data' });
    expect(badQuery.status).toBe(400);
    expect(badQuery.body.errors[0]?.field).toBe('query_dsl');
    const unknownField = await create({ name: 'Unknown', query_dsl: `${SELECT} WHERE c.shoe_colour = 'red'` });
    expect(unknownField.body.errors[0]?.message).toMatch(/shoe_colour/);
    const twoParents = await create({ name: 'Two parents', query_dsl, parent_list_ids: ['a', 'b'] });
    expect(twoParents.body.errors).toEqual([{ field: 'parent_list_ids', message: 'only one parent list id is allowed' }]);
    const unknownParent = await create({ name: 'Unknown parent', query_dsl, parent_list_ids: ['nope'] });
    expect(unknownParent.body.errors).toEqual([{ field: 'parent_list_ids', message: 'list nope does not exist' }]);
  });

  it('allows at most 200 segments per account', async () => {
    const now = new Date().toISOString();
    const existing = segmentsOf('avery').length;
    for (let index = existing; index < MAX_SEGMENTS; index += 1) {
      segmentsTable.insert({ ...(segmentsOf('avery')[0] as NonNullable<ReturnType<typeof segmentsOf>[0]>), id: `filler-${index}`, name: `Filler ${index}`, created_at: now });
    }
    const refused = await create({ name: 'One too many', query_dsl: SELECT });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ field: 'name', message: SEGMENT_LIMIT_MESSAGE }]);
    // Another account is not affected.
    expect((await create({ name: 'Frankie’s', query_dsl: SELECT }, 'owner-free')).status).toBe(201);
  });

  it('scopes a segment to its parent list', async () => {
    const list = await listNamed('VIP customers');
    const query_dsl = `${SELECT} WHERE c.email LIKE '%@%'`;
    const scoped = (await preview({ query_dsl, parent_list_ids: [list.id] })).body;
    expect(scoped.contacts_count).toBe(await contactStore().countListMembers('avery', list.id));
    const created = await create({ name: 'VIPs with email', query_dsl, parent_list_ids: [list.id] });
    expect(created.body.parent_list_ids).toEqual([list.id]);
    const read = await call<SegmentBody>(`/marketing/segments/2.0/${created.body.id}`);
    expect(read.body.contacts_count).toBe(scoped.contacts_count);
  });

  it('renames, and makes a changed query PENDING again; the parent cannot change', async () => {
    const created = await create({ name: 'Denver', query_dsl: `${SELECT} WHERE c.city = 'Denver'` });
    await call(`/marketing/segments/2.0/${created.body.id}`);
    setSegmentPendingMs(60_000);
    const renamed = await call<SegmentBody>(`/marketing/segments/2.0/${created.body.id}`, { method: 'PATCH', body: { name: 'Denver shoppers' } });
    expect(renamed.body).toMatchObject({ name: 'Denver shoppers', status: { query_validation: 'VALID' } });
    const requeried = await call<SegmentBody>(`/marketing/segments/2.0/${created.body.id}`, { method: 'PATCH', body: { query_dsl: `${SELECT} WHERE c.city = 'Boulder'` } });
    expect(requeried.body.status.query_validation).toBe('PENDING');
    const reparented = await call<ErrorBody>(`/marketing/segments/2.0/${created.body.id}`, { method: 'PATCH', body: { parent_list_ids: [] } });
    expect(reparented.body.errors[0]?.field).toBe('parent_list_ids');
    const taken = await call<ErrorBody>(`/marketing/segments/2.0/${created.body.id}`, { method: 'PATCH', body: { name: 'Sourdough fans' } });
    expect(taken.status).toBe(200); // frankie's, not avery's
  });

  it('deletes with 202, then answers 404', async () => {
    const created = await create({ name: 'Short-lived', query_dsl: SELECT });
    expect((await call(`/marketing/segments/2.0/${created.body.id}`, { method: 'DELETE' })).status).toBe(202);
    const gone = await call<ErrorBody>(`/marketing/segments/2.0/${created.body.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.errors[0]?.message).toBe('Segment does not exist.');
  });

  it('makes a segment INVALID, naming the field, once a custom field it uses is deleted', async () => {
    const created = await create({ name: 'Hikers', query_dsl: `${SELECT} WHERE c.favorite_activity = 'Hiking'` });
    const avery = findUser('avery');
    const field = customFieldsOf(avery!).find((candidate) => candidate.name === 'favorite_activity');
    expect((await call(`/marketing/field_definitions/${apiIdOf(field!)}`, { method: 'DELETE' })).status).toBe(204);
    const read = await call<SegmentBody>(`/marketing/segments/2.0/${created.body.id}`);
    expect(read.body.status.query_validation).toBe('INVALID');
    expect(read.body.status.error_message).toMatch(/favorite_activity/);
    expect((await refresh(created.body.id)).status).toBe(400);
  });
});

describe('segment refresh', () => {
  it('answers 202 with a job id, records the refresh and refuses a second one within the hour with 429', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-11-20T10:00:00-08:00'));
    const segment = segmentNamed('Gold and Platinum members');
    const first = await refresh(segment!.id);
    expect(first.status).toBe(202);
    expect(first.body.job_id).toMatch(/^[0-9a-f-]{36}$/);
    const read = await call<SegmentBody>(`/marketing/segments/2.0/${segment!.id}`);
    expect(read.body).toMatchObject({ refreshes_used: 1, last_refreshed_at: '2026-11-20T18:00:00.000Z', sample_updated_at: '2026-11-20T18:00:00.000Z' });
    vi.setSystemTime(Date.parse('2026-11-20T10:30:00-08:00'));
    const soon = await refresh(segment!.id);
    expect(soon.status).toBe(429);
    expect(soon.body.errors[0]?.message).toBe('too many requests: a segment can be refreshed once an hour');
    expect(soon.headers.get('Retry-After')).toBe('1800');
    vi.setSystemTime(Date.parse('2026-11-20T11:00:00-08:00'));
    expect((await refresh(segment!.id)).status).toBe(202);
    vi.setSystemTime(Date.parse('2026-11-20T13:00:00-08:00'));
    const third = await refresh(segment!.id);
    expect(third.status).toBe(429);
    expect(third.body.errors[0]?.message).toBe('too many requests: a segment can be refreshed 2 times a day');
    // Midnight in Los Angeles is 08:00 UTC.
    expect(third.headers.get('Retry-After')).toBe(String(11 * 3600));
    vi.setSystemTime(Date.parse('2026-11-21T00:00:00-08:00'));
    expect((await refresh(segment!.id)).status).toBe(202);
  });

  it('counts the day in the time zone the refresh sends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const segment = segmentNamed('Gold and Platinum members');
    // 23:30 and 01:30 in Berlin: two days there, one day in Los Angeles.
    vi.setSystemTime(Date.parse('2026-11-20T23:30:00+01:00'));
    expect((await refresh(segment!.id, 'Europe/Berlin')).status).toBe(202);
    vi.setSystemTime(Date.parse('2026-11-21T00:45:00+01:00'));
    expect((await refresh(segment!.id, 'Europe/Berlin')).status).toBe(202);
    vi.setSystemTime(Date.parse('2026-11-21T01:50:00+01:00'));
    expect((await refresh(segment!.id, 'Europe/Berlin')).status).toBe(202);
    vi.setSystemTime(Date.parse('2026-11-21T02:55:00+01:00'));
    expect((await refresh(segment!.id, 'America/Los_Angeles')).status).toBe(429);
  });

  it('allows 10 refreshes a day across the account', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.parse('2026-11-20T08:00:00-08:00');
    vi.setSystemTime(start);
    const ids: string[] = [];
    for (const city of ['Denver', 'Boulder', 'Seattle', 'Portland', 'Austin', 'Reno']) {
      ids.push((await create({ name: city, query_dsl: `${SELECT} WHERE c.city = '${city}'` })).body.id);
    }
    const statuses: number[] = [];
    for (const round of [0, 1]) {
      vi.setSystemTime(start + round * 2 * 3600_000);
      for (const id of ids) statuses.push((await refresh(id)).status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(202), 429, 429]);
    const refused = await refresh(ids[5] ?? '');
    expect(refused.body.errors[0]?.message).toBe('too many requests: an account can refresh segments 10 times a day');
  });

  it('answers 404 with the single-string error for an unknown segment, and checks the time zone', async () => {
    const missing = await refresh('nope');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Segment does not exist.' });
    const segment = segmentNamed('Gold and Platinum members');
    const badZone = await refresh(segment!.id, 'Mars/Olympus');
    expect(badZone.status).toBe(400);
    expect(badZone.body.errors).toEqual([{ field: 'user_time_zone', message: 'must be an IANA time zone' }]);
  });
});

describe('live count and contact events (extensions)', () => {
  it('counts and samples up to 10 contacts, newest first', async () => {
    const { status, body } = await preview({ query_dsl: `${SELECT} WHERE c.loyalty_tier = 'Gold' OR c.loyalty_tier = 'Platinum'` });
    expect(status).toBe(200);
    expect(body.contacts_count).toBeGreaterThan(10);
    expect(body.contacts_sample).toHaveLength(10);
    expect(body.contacts_sample.every((contact) => ['Gold', 'Platinum'].includes(contact.custom_fields.e1_T as string))).toBe(true);
  });

  it('answers 400 naming the problem for a query that does not compile', async () => {
    const { status, body } = await preview({ query_dsl: `${SELECT} WHERE c.city ==` });
    expect(status).toBe(400);
    expect(body.errors[0]?.field).toBe('query_dsl');
    expect(body.errors[0]?.message).not.toBe('');
  });

  it("reads a contact's mail events, newest first, and 404 for an unknown contact", async () => {
    const { rows } = await contactStore().query({
      sql: "SELECT c.id FROM contacts c JOIN mail_events me ON me.contact_seq = c.seq WHERE c.owner = ? AND me.type = 'open' LIMIT 1",
      params: ['avery'],
    });
    const contactId = String(rows[0]?.[0]);
    const { status, body } = await call<{ contact_id: string; events: { event_type: string; event_timestamp: string; singlesend_id: string | null; automation_id: string | null }[] }>(`/marketing/segments/2.0/contact_events/${contactId}`);
    expect(status).toBe(200);
    expect(body.contact_id).toBe(contactId);
    expect(body.events.some((event) => event.event_type === 'open')).toBe(true);
    const times = body.events.map((event) => event.event_timestamp);
    expect([...times].sort().reverse()).toEqual(times);
    expect(body.events.every((event) => event.singlesend_id !== null && event.automation_id === null)).toBe(true);
    expect((await call(`/marketing/segments/2.0/contact_events/nope`)).status).toBe(404);
  });
});

describe('legacy v1 segments', () => {
  it('lists, reads and deletes the frozen V1 segments; the 2.0 endpoints do not know them', async () => {
    const list = await call<{ results: { id: string; name: string; contacts_count: number; sample_updated_at: string; parent_list_id: string | null }[] }>('/marketing/segments');
    expect(list.body.results.map((segment) => segment.name)).toEqual(['Seattle shoppers (2021)', 'Newsletter Gmail users (2022)']);
    const [seattle] = list.body.results;
    expect(seattle).toMatchObject({ contacts_count: 212, sample_updated_at: '2022-12-31T23:00:00.000Z', parent_list_id: null });
    const one = await call<{ query_dsl: string }>(`/marketing/segments/${seattle!.id}`);
    expect(one.body.query_dsl).toBe("city = 'Seattle'");
    expect((await call(`/marketing/segments/2.0/${seattle!.id}`)).status).toBe(404);
    expect((await call(`/marketing/segments/${seattle!.id}`, { method: 'DELETE' })).status).toBe(202);
    expect((await call(`/marketing/segments/${seattle!.id}`)).status).toBe(404);
  });
});
