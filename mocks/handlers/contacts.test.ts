import { describe, expect, it } from 'vitest';
import { contactStore } from '../db/contacts/contact-store-provider';
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
