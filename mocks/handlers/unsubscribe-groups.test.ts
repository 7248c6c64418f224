import Papa from 'papaparse';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '../node';
import { scenarios } from '../scenarios/registry';
import { apiFetch, type ApiFetchOptions } from '../testing/api-fetch';
import { GROUP_LIMITS, MAX_ADDRESSES_PER_REQUEST } from '@/features/unsubscribe-groups/limits';
import { DISPLAYED_LIMIT_MESSAGE, GROUP_LIMIT_MESSAGE } from './unsubscribe-groups';

interface GroupResponse {
  id: number;
  name: string;
  description: string;
  is_default: boolean;
  unsubscribes: number;
  last_email_sent_at: number | null;
}

let token: string;
const call = (path: string, options: Omit<ApiFetchOptions, 'token'> = {}) => apiFetch(path, { token, ...options });
const json = async <T>(response: Response) => (await response.json()) as T;
const listGroups = async (query = '') => json<GroupResponse[]>(await call(`/asm/groups${query}`));
const createGroup = (body: Record<string, unknown>) => call('/asm/groups', { method: 'POST', body });
const errorsOf = async (response: Response) => (await json<{ errors: Array<{ field: string | null; message: string }> }>(response)).errors;

beforeEach(() => {
  token = signInAs('owner-advanced').token;
});

describe('GET /asm/groups', () => {
  it('answers a bare array of the user’s groups with counts and last-sent times, in id order', async () => {
    const response = await call('/asm/groups');
    expect(response.status).toBe(200);
    const groups = await listGroups();
    expect(groups).toHaveLength(32);
    expect(groups.map((group) => group.id)).toEqual([...groups.map((group) => group.id)].sort((a, b) => a - b));
    expect(Object.keys(groups[0]!).sort()).toEqual(['description', 'id', 'is_default', 'last_email_sent_at', 'name', 'unsubscribes']);
    expect(groups.every((group) => Number.isInteger(group.id) && Number.isInteger(group.unsubscribes))).toBe(true);
    expect(groups.find((group) => group.name === 'Weekly Newsletter')?.unsubscribes).toBe(1184);
    expect(groups.some((group) => group.last_email_sent_at === null)).toBe(true);
    expect(groups.filter((group) => group.is_default).length).toBeLessThanOrEqual(GROUP_LIMITS.displayed);
  });

  it('pages with limit and offset, and filters by repeated id', async () => {
    const all = await listGroups();
    expect(await listGroups('?limit=25&offset=0')).toEqual(all.slice(0, 25));
    expect(await listGroups('?limit=25&offset=25')).toEqual(all.slice(25));
    const ids = [all[2]!.id, all[5]!.id];
    expect((await listGroups(`?id=${ids[0]}&id=${ids[1]}`)).map((group) => group.id)).toEqual(ids);
    const bad = await call('/asm/groups?limit=0');
    expect(bad.status).toBe(400);
    expect((await errorsOf(bad))[0]?.field).toBe('limit');
  });

  it('shows each account only its own groups, and an impersonated subuser’s', async () => {
    const { token: adminToken, impersonating } = signInAs('admin-impersonating');
    const response = await apiFetch('/asm/groups', { token: adminToken, headers: { 'on-behalf-of': impersonating! } });
    const names = (await json<GroupResponse[]>(response)).map((group) => group.name);
    expect(names).toContain('Product Drops');
    expect(names).not.toContain('Weekly Newsletter');
    expect((await apiFetch('/asm/groups')).status).toBe(401);
  });
});

describe('POST /asm/groups', () => {
  it('creates a group (201, the published shape) that then lists with no unsubscribes', async () => {
    const response = await createGroup({ name: '  Spring Deals ', description: 'Deals for spring.', is_default: true });
    expect(response.status).toBe(201);
    const created = await json<GroupResponse>(response);
    expect(created).toEqual({ id: expect.any(Number), name: 'Spring Deals', description: 'Deals for spring.', is_default: true });
    const listed = (await listGroups()).find((group) => group.id === created.id);
    expect(listed).toMatchObject({ unsubscribes: 0, last_email_sent_at: null });
  });

  it('enforces required, unique (case-insensitive) and length rules', async () => {
    const missing = await createGroup({});
    expect(missing.status).toBe(400);
    expect(await errorsOf(missing)).toEqual([
      { field: 'name', message: 'is a required field' },
      { field: 'description', message: 'is a required field' },
    ]);
    const clash = await createGroup({ name: 'weekly newsletter', description: 'x' });
    expect(await errorsOf(clash)).toEqual([{ field: 'name', message: 'must be unique' }]);
    const long = await createGroup({ name: 'n'.repeat(31), description: 'd'.repeat(101), is_default: 'yes' });
    expect(await errorsOf(long)).toEqual([
      { field: 'name', message: 'must not exceed 30 characters' },
      { field: 'description', message: 'must not exceed 100 characters' },
      { field: 'is_default', message: 'must be a boolean' },
    ]);
  });

  it('refuses invisible text-direction characters in the name and description, on create and on update', async () => {
    const spoofed = await createGroup({ name: 'Weekly\u202E fdp.exe', description: '\u2067Offers\u2069' });
    expect(await errorsOf(spoofed)).toEqual([
      { field: 'name', message: 'must not contain invisible text-direction characters' },
      { field: 'description', message: 'must not contain invisible text-direction characters' },
    ]);
    const [group] = await listGroups();
    const patched = await call(`/asm/groups/${group!.id}`, { method: 'PATCH', body: { description: 'News\u200E' } });
    expect(await errorsOf(patched)).toEqual([{ field: 'description', message: 'must not contain invisible text-direction characters' }]);
    expect((await createGroup({ name: 'עדכונים', description: 'חדשות' })).status).toBe(201);
  });

  it('refuses a 26th group on the preferences page', async () => {
    const displayed = (await listGroups()).filter((group) => group.is_default).length;
    for (let index = displayed; index < GROUP_LIMITS.displayed; index += 1) {
      expect((await createGroup({ name: `Shown ${index}`, description: 'x', is_default: true })).status).toBe(201);
    }
    const refused = await createGroup({ name: 'One too many', description: 'x', is_default: true });
    expect(refused.status).toBe(400);
    expect(await errorsOf(refused)).toEqual([{ field: 'is_default', message: DISPLAYED_LIMIT_MESSAGE }]);
    expect((await createGroup({ name: 'Hidden one', description: 'x', is_default: false })).status).toBe(201);
  });

  it('refuses a 201st group with 403', async () => {
    const existing = (await listGroups()).length;
    for (let index = existing; index < GROUP_LIMITS.groups; index += 1) {
      expect((await createGroup({ name: `Group ${index}`, description: 'x' })).status).toBe(201);
    }
    const refused = await createGroup({ name: 'Too many', description: 'x' });
    expect(refused.status).toBe(403);
    expect(await errorsOf(refused)).toEqual([{ field: null, message: GROUP_LIMIT_MESSAGE }]);
  });
});

describe('one group', () => {
  it('reads, updates (201, partial, own name not a clash) and deletes a group', async () => {
    const [group] = await listGroups();
    expect(await json<GroupResponse>(await call(`/asm/groups/${group!.id}`))).toEqual(group);
    const patched = await call(`/asm/groups/${group!.id}`, { method: 'PATCH', body: { name: group!.name.toUpperCase(), description: 'New words.' } });
    expect(patched.status).toBe(201);
    expect(await json<GroupResponse>(patched)).toMatchObject({ name: group!.name.toUpperCase(), description: 'New words.', unsubscribes: group!.unsubscribes });
    expect((await call(`/asm/groups/${group!.id}`, { method: 'PATCH', body: { name: '' } })).status).toBe(400);
    expect((await call(`/asm/groups/${group!.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(`/asm/groups/${group!.id}`)).status).toBe(404);
    expect((await call(`/asm/groups/${group!.id}/suppressions`)).status).toBe(404);
  });

  it('answers 404 for unknown, malformed and foreign ids', async () => {
    const frankie = signInAs('owner-free').token;
    const [foreign] = await json<GroupResponse[]>(await apiFetch('/asm/groups', { token: frankie }));
    for (const id of ['99999', 'abc', String(foreign!.id)]) expect((await call(`/asm/groups/${id}`)).status).toBe(404);
  });
});

describe('suppressions', () => {
  const groupNamed = async (name: string) => (await listGroups()).find((group) => group.name === name)!;

  it('adds addresses once each (case-insensitive), lists, searches and removes them', async () => {
    const group = await groupNamed('Ambassador Program');
    const path = `/asm/groups/${group.id}/suppressions`;
    const added = await call(path, { method: 'POST', body: { recipient_emails: ['a@example.com', 'B@example.com'] } });
    expect(added.status).toBe(201);
    expect(await json(added)).toEqual({ recipient_emails: ['a@example.com', 'B@example.com'] });
    await call(path, { method: 'POST', body: { recipient_emails: ['b@EXAMPLE.com', 'c@example.com'] } });
    expect(await json(await call(path))).toEqual(['a@example.com', 'B@example.com', 'c@example.com']);
    expect((await groupNamed('Ambassador Program')).unsubscribes).toBe(3);
    const search = await call(`${path}/search`, { method: 'POST', body: { recipient_emails: ['A@example.com', 'zzz@example.com'] } });
    expect(await json(search)).toEqual(['a@example.com']);
    expect((await call(`${path}/a%40example.com`, { method: 'DELETE' })).status).toBe(204);
    expect(await json(await call(path))).toEqual(['B@example.com', 'c@example.com']);
  });

  it('validates recipient_emails: required, valid addresses, at most 1,000', async () => {
    const group = await groupNamed('Ambassador Program');
    const path = `/asm/groups/${group.id}/suppressions`;
    expect(await errorsOf(await call(path, { method: 'POST', body: {} }))).toEqual([{ field: 'recipient_emails', message: 'is a required field' }]);
    expect(await errorsOf(await call(path, { method: 'POST', body: { recipient_emails: ['ok@example.com', 'nope'] } }))).toEqual([
      { field: 'recipient_emails.1', message: 'must be a valid email address' },
    ]);
    const tooMany = Array.from({ length: MAX_ADDRESSES_PER_REQUEST + 1 }, (_, index) => `u${index}@example.com`);
    const refused = await call(path, { method: 'POST', body: { recipient_emails: tooMany } });
    expect(refused.status).toBe(400);
    expect((await errorsOf(refused))[0]?.message).toBe('must not exceed 1000 addresses');
  });

  it('puts addresses for a group that does not exist on the global list', async () => {
    const response = await call('/asm/groups/99999/suppressions', { method: 'POST', body: { recipient_emails: ['lost@example.com'] } });
    expect(response.status).toBe(201);
    expect(await json(await call('/asm/suppressions/global/LOST%40example.com'))).toEqual({ recipient_email: 'lost@example.com' });
    expect(await json(await call('/asm/suppressions/global/nobody%40example.com'))).toEqual({});
    const unsubscribes = await json<Array<{ email: string; created: number }>>(await call('/suppression/unsubscribes?email=lost'));
    expect(unsubscribes.map((entry) => entry.email)).toEqual(['lost@example.com']);
    expect((await call('/asm/suppressions/global/lost%40example.com', { method: 'DELETE' })).status).toBe(204);
    expect(await json(await call('/asm/suppressions/global/lost%40example.com'))).toEqual({});
  });

  it('lists every group suppression and, per address, every group with a flag', async () => {
    const all = await json<Array<{ email: string; group_id: number; group_name: string; created_at: number }>>(await call('/asm/suppressions'));
    const first = all[0]!;
    expect(first).toEqual({ email: expect.any(String), group_id: expect.any(Number), group_name: expect.any(String), created_at: expect.any(Number) });
    const perGroup = await json<{ suppressions: Array<{ id: number; suppressed: boolean }> }>(await call(`/asm/suppressions/${encodeURIComponent(first.email)}`));
    expect(perGroup.suppressions).toHaveLength(32);
    expect(perGroup.suppressions.find((group) => group.id === first.group_id)?.suppressed).toBe(true);
  });
});

describe('export', () => {
  it('answers a download URL the mock serves as a formula-safe CSV', async () => {
    const group = (await listGroups()).find((candidate) => candidate.name === 'Ambassador Program')!;
    await call(`/asm/groups/${group.id}`, { method: 'PATCH', body: { name: '=HYPERLINK("x")' } });
    await call(`/asm/groups/${group.id}/suppressions`, { method: 'POST', body: { recipient_emails: ['+1@example.com', 'ok@example.com'] } });
    const response = await call(`/download/asm/groups/${group.id}/suppressions`, { method: 'POST', headers: { Accept: 'text/csv' } });
    expect(response.status).toBe(200);
    const { download_url: url, expires_at: expiresAt } = await json<{ download_url: string; expires_at: number }>(response);
    expect(url).toMatch(new RegExp(`^${window.location.origin}/v3/mock-downloads/[0-9a-f-]{36}\\.csv$`));
    expect(expiresAt).toBeGreaterThan(Date.now() / 1000);

    const download = await fetch(url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="unsubscribes-\d+-.*\.csv"$/);
    const rows = Papa.parse<string[]>((await download.text()).trim()).data;
    expect(rows[0]).toEqual(['email', 'group_id', 'group_name', 'unsubscribed_at']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(["'+1@example.com", 'ok@example.com']);
    expect(rows[1]?.[2]).toBe(`'=HYPERLINK("x")`);
    expect(rows.flat().some((cell) => /^[=+\-@\t\r]/.test(cell))).toBe(false);
  });

  it('answers 404 for an unknown download and for another user’s group', async () => {
    expect((await fetch(`${window.location.origin}/v3/mock-downloads/00000000-0000-0000-0000-000000000000.csv`)).status).toBe(404);
    expect((await call('/download/asm/groups/99999/suppressions', { method: 'POST' })).status).toBe(404);
  });

  it('has scenarios for a failed export and an answer without a URL', async () => {
    const [group] = await listGroups();
    scenarios.apply('unsubscribe-groups-export-no-url');
    expect(await json(await call(`/download/asm/groups/${group!.id}/suppressions`, { method: 'POST' }))).not.toHaveProperty('download_url');
    scenarios.clear();
    scenarios.apply('unsubscribe-groups-export-500');
    expect((await call(`/download/asm/groups/${group!.id}/suppressions`, { method: 'POST' })).status).toBe(500);
  });

  it('fails exactly one suppressions batch in the batch-fail scenario', async () => {
    const [group] = await listGroups();
    scenarios.apply('unsubscribe-groups-suppressions-batch-fail');
    const post = () => call(`/asm/groups/${group!.id}/suppressions`, { method: 'POST', body: { recipient_emails: ['x@example.com'] } });
    expect((await post()).status).toBe(500);
    expect((await post()).status).toBe(201);
  });
});
