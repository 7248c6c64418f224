import { afterEach, describe, expect, it } from 'vitest';
import { contactStore } from '../db/contacts/contact-store-provider';
import { signInAs } from '../node';
import { apiFetch } from '../testing/api-fetch';
import { DEFAULT_SEARCH_TIME_LIMIT_MS, setSearchTimeLimitMs } from './contacts-search';
import { SEARCH_TIMEOUT_MESSAGE } from './limit-messages';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** An API call as frankie (1,840 contacts); the status and the JSON body. */
async function post(path: string, body: unknown): Promise<{ status: number; body: Json }> {
  const response = await apiFetch(path, { token: signInAs('owner-free').token, method: 'POST', body });
  return { status: response.status, body: (await response.json()) as Json };
}

const search = (query: string, paging = '') => post(`/marketing/contacts/search${paging}`, { query });

afterEach(() => setSearchTimeLimitMs(DEFAULT_SEARCH_TIME_LIMIT_MS));

describe('POST /marketing/contacts/search', () => {
  it('answers an SGQL query with the first 50 matches and the count of all', async () => {
    const expected = await contactStore().searchByEmailPrefix('frankie', 'e', 1);
    expect(expected.count).toBeGreaterThan(50);
    const { status, body } = await search("email LIKE 'e%'");
    expect(status).toBe(200);
    expect(body.contact_count).toBe(expected.count);
    expect(body.result).toHaveLength(50);
    expect((body.result as Json[]).every((contact) => (contact.email as string).startsWith('e'))).toBe(true);
    expect(body._metadata).toEqual({ self: expect.stringContaining('/v3/marketing/contacts/search') });
  });

  it('pages the matches with page_size and page_token (the mock extension)', async () => {
    const [list] = await contactStore().getLists('frankie');
    const query = `CONTAINS(list_ids, '${list?.id ?? ''}') AND lower(first_name) = 'olivia'`;
    const first = await search(query, '?page_size=5');
    const total = first.body._metadata.count as number;
    expect(total).toBeGreaterThan(5);
    expect(first.body.contact_count).toBe(total);
    const seen = [...(first.body.result as Json[])];
    let next = first.body._metadata.next as string | undefined;
    while (next !== undefined) {
      const url = new URL(next);
      const page = await search(query, url.search);
      seen.push(...(page.body.result as Json[]));
      next = page.body._metadata.next as string | undefined;
    }
    expect(new Set(seen.map((contact) => contact.id)).size).toBe(total);
    expect(seen.every((contact) => contact.first_name === 'Olivia' && (contact.list_ids as string[]).includes(list?.id ?? ''))).toBe(true);
  });

  it('jumps to any match with page_offset (the mock extension), counting every match', async () => {
    const query = "email LIKE 'e%'";
    const first = await search(query, '?page_size=30');
    const jumped = await search(query, '?page_size=10&page_offset=20');
    expect(jumped.body.result).toEqual((first.body.result as Json[]).slice(20));
    expect(jumped.body._metadata.count).toBe(first.body._metadata.count);
    expect(new URL(jumped.body._metadata.next as string).searchParams.has('page_offset')).toBe(false);
    expect((await search(query, '?page_size=10&page_offset=x')).status).toBe(400);
  });

  it('refuses a missing query and one that does not compile (400 on field query)', async () => {
    expect(await post('/marketing/contacts/search', {})).toEqual({ status: 400, body: { errors: [{ field: 'query', message: 'is a required field' }] } });
    const broken = await search("email LIKE 'e%' AND");
    expect(broken.status).toBe(400);
    expect(broken.body.errors).toEqual([{ field: 'query', message: expect.any(String) }]);
    expect((await search('no_such_field = 1')).status).toBe(400);
  });

  it('answers 408 when the evaluation takes longer than the time limit', async () => {
    setSearchTimeLimitMs(0);
    expect(await search("email LIKE 'e%'")).toEqual({ status: 408, body: { errors: [{ field: null, message: SEARCH_TIMEOUT_MESSAGE }] } });
  });
});

describe('POST /marketing/contacts/search/emails', () => {
  it('finds contacts by email or alternate email, case-insensitively; 404 when none; 400 for an invalid address', async () => {
    const [withAlternate] = (await contactStore().query({ sql: "SELECT id FROM contacts WHERE owner = 'frankie' AND alternate_emails <> '[]' LIMIT 1" })).rows;
    const [contact] = await contactStore().getContacts('frankie', [String(withAlternate?.[0])]);
    const alternate = contact?.alternate_emails[0] ?? '';
    const { status, body } = await post('/marketing/contacts/search/emails', { emails: [contact?.email?.toUpperCase(), alternate, 'nobody@example.com', ''] });
    expect(status).toBe(200);
    expect(body.result).toEqual({
      [contact?.email ?? '']: { contact: expect.objectContaining({ id: contact?.id }) },
      [alternate]: { contact: expect.objectContaining({ id: contact?.id }) },
      'nobody@example.com': { error: 'contact not found' },
    });
    expect((await post('/marketing/contacts/search/emails', { emails: ['nobody@example.com'] })).status).toBe(404);
    expect((await post('/marketing/contacts/search/emails', { emails: ['not an email'] })).status).toBe(400);
    expect((await post('/marketing/contacts/search/emails', { emails: Array.from({ length: 101 }, (_, index) => `a${index}@example.com`) })).status).toBe(400);
  });
});

describe('POST /marketing/contacts/search/identifiers/{identifier_type}', () => {
  it('finds contacts by one kind of identifier; an unknown kind is 400', async () => {
    const [row] = (await contactStore().query({ sql: "SELECT phone_number_id FROM contacts WHERE owner = 'frankie' AND phone_number_id IS NOT NULL LIMIT 1" })).rows;
    const phone = String(row?.[0]);
    const { body } = await post('/marketing/contacts/search/identifiers/phone_number_id', { identifiers: [phone, '+10000000000'] });
    expect(body.result[phone].contact.phone_number_id).toBe(phone);
    expect(body.result['+10000000000']).toEqual({ error: 'contact not found' });
    expect((await post('/marketing/contacts/search/identifiers/twitter', { identifiers: ['x'] })).status).toBe(400);
  });
});
