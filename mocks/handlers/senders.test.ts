import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_SENDERS } from '@/features/senders/limits';
import { signInAs } from '../node';
import { apiFetch, type ApiFetchOptions } from '../testing/api-fetch';
import { SENDER_LIMIT_MESSAGE } from './limit-messages';
import { SENDER_ALREADY_VERIFIED_MESSAGE, SENDER_LOCKED_MESSAGE } from './senders';

interface SenderResponse {
  id: number;
  nickname: string;
  from: { name: string; email: string };
  reply_to: { email: string; name: string };
  address: string;
  city: string;
  verified: { status: boolean };
  locked: boolean;
  created_at: number;
  updated_at: number;
}

const newSender = (overrides: Record<string, unknown> = {}) => ({
  nickname: 'Autumn Sale',
  from: { email: 'autumn@unverified-domain.example', name: 'Autumn Team' },
  reply_to: { email: 'help@unverified-domain.example' },
  address: '500 Market St',
  address_2: 'Floor 3',
  city: 'Denver',
  state: 'CO',
  zip: '80202',
  country: 'United States',
  ...overrides,
});

let token: string;
const call = (path: string, options: Omit<ApiFetchOptions, 'token'> = {}) => apiFetch(path, { token, ...options });
const listSenders = async () => ((await (await call('/marketing/senders')).json()) as { results: SenderResponse[] }).results;
const firstSender = async (predicate: (sender: SenderResponse) => boolean) => {
  const sender = (await listSenders()).find(predicate);
  if (sender === undefined) throw new Error('no such seeded sender');
  return sender;
};

beforeEach(() => {
  token = signInAs('owner-advanced').token;
});

describe('GET /marketing/senders', () => {
  it('lists the user’s senders in the product spec’s shape', async () => {
    const response = await call('/marketing/senders');
    expect(response.status).toBe(200);
    const senders = await listSenders();
    expect(senders).toHaveLength(8);
    expect(senders.some((sender) => sender.verified.status)).toBe(true);
    expect(senders.some((sender) => !sender.verified.status)).toBe(true);
    expect(senders.filter((sender) => sender.locked)).toHaveLength(2);
    expect(senders[0]).not.toHaveProperty('owner');
    expect(Number.isInteger(senders[0]?.created_at)).toBe(true);
  });

  it('answers 401 without a valid bearer token', async () => {
    for (const response of [await apiFetch('/marketing/senders'), await apiFetch('/marketing/senders', { token: 'nope' })]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ errors: [{ field: null, message: 'authorization required' }] });
    }
  });
});

describe('POST /marketing/senders', () => {
  it('creates a sender (201) that the list then includes', async () => {
    const response = await call('/marketing/senders', { method: 'POST', body: newSender() });
    expect(response.status).toBe(201);
    const created = (await response.json()) as SenderResponse;
    expect(created).toMatchObject({ nickname: 'Autumn Sale', verified: { status: false }, locked: false, address_2: 'Floor 3' });
    expect(created.created_at).toBe(created.updated_at);
    expect((await listSenders()).map((sender) => sender.id)).toContain(created.id);
  });

  it('verifies a sender at once when its from domain is authenticated', async () => {
    const response = await call('/marketing/senders', {
      method: 'POST',
      body: newSender({ from: { email: 'fall@LumenOutfitters.com', name: 'Lumen' } }),
    });
    expect(((await response.json()) as SenderResponse).verified).toEqual({ status: true });
  });

  it('reports each missing or blank required field', async () => {
    const response = await call('/marketing/senders', {
      method: 'POST',
      body: { nickname: '  ', from: { email: '' }, reply_to: null, address_2: 'x' },
    });
    expect(response.status).toBe(400);
    const fields = ['nickname', 'from.email', 'from.name', 'reply_to.email', 'address', 'city', 'country'];
    expect(await response.json()).toEqual({
      errors: fields.map((field) => ({ field, message: 'is a required field' })),
    });
  });

  it('rejects invalid emails, over-long values and a taken nickname', async () => {
    const taken = (await listSenders())[0]?.nickname ?? '';
    const response = await call('/marketing/senders', {
      method: 'POST',
      body: newSender({
        nickname: taken.toUpperCase(),
        from: { email: 'not-an-email', name: 'x'.repeat(101) },
        reply_to: { email: 'a@b' },
        zip: '12345678901',
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [
        { field: 'nickname', message: 'must be unique' },
        { field: 'from.email', message: 'must be a valid email address' },
        { field: 'from.name', message: 'must not exceed 100 characters' },
        { field: 'reply_to.email', message: 'must be a valid email address' },
        { field: 'zip', message: 'must not exceed 10 characters' },
      ],
    });
  });

  it('refuses invisible text-direction characters in every field recipients see, on create and on update', async () => {
    const spoof = '\u202Emoc.knab';
    const created = await call('/marketing/senders', {
      method: 'POST',
      body: newSender({
        nickname: `${spoof} sender`,
        from: { email: 'news\u2066@lumen.example', name: spoof },
        reply_to: { email: 'help@lumen.example', name: `Help\u200F` },
        address: spoof,
        address_2: spoof,
        city: spoof,
        state: spoof,
        zip: '\u061C80202',
        country: spoof,
      }),
    });
    expect(created.status).toBe(400);
    const fields = ['nickname', 'from.email', 'from.name', 'reply_to.name', 'address', 'address_2', 'city', 'state', 'zip', 'country'];
    expect(await created.json()).toEqual({
      errors: fields.map((field) => ({ field, message: 'must not contain invisible text-direction characters' })),
    });
    const sender = await firstSender((candidate) => !candidate.locked);
    const patched = await call(`/marketing/senders/${sender.id}`, { method: 'PATCH', body: { from: { name: `Support${spoof}` } } });
    expect(await patched.json()).toEqual({ errors: [{ field: 'from.name', message: 'must not contain invisible text-direction characters' }] });
    expect((await call('/marketing/senders', { method: 'POST', body: newSender({ from: { email: 'news@bücher.de', name: 'שירות' } }) })).status).toBe(201);
  });

  it('rejects a body that is not a JSON object', async () => {
    const response = await call('/marketing/senders', { method: 'POST', body: ['nope'] });
    expect(response.status).toBe(400);
  });

  it(`refuses the sender after the ${MAX_SENDERS}th with 403`, async () => {
    const existing = (await listSenders()).length;
    for (let index = existing; index < MAX_SENDERS; index += 1) {
      const response = await call('/marketing/senders', { method: 'POST', body: newSender({ nickname: `Sender ${index}` }) });
      expect(response.status).toBe(201);
    }
    const refused = await call('/marketing/senders', { method: 'POST', body: newSender({ nickname: 'One too many' }) });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ errors: [{ field: null, message: SENDER_LIMIT_MESSAGE }] });
    expect(await listSenders()).toHaveLength(MAX_SENDERS);
  });
});

describe('GET, PATCH and DELETE /marketing/senders/{id}', () => {
  it('gets one sender', async () => {
    const sender = await firstSender(() => true);
    const response = await call(`/marketing/senders/${sender.id}`);
    expect(await response.json()).toEqual(sender);
  });

  it('answers 404 for an unknown, malformed or foreign id', async () => {
    const foreign = signInAs('owner-free').token;
    const foreignSender = ((await (await apiFetch('/marketing/senders', { token: foreign })).json()) as { results: SenderResponse[] })
      .results[0];
    for (const id of ['9999', 'abc', String(foreignSender?.id)]) {
      for (const method of ['GET', 'PATCH', 'DELETE']) {
        const response = await call(`/marketing/senders/${id}`, { method, ...(method === 'PATCH' ? { body: {} } : {}) });
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ errors: [{ field: null, message: 'resource not found' }] });
      }
    }
  });

  it('updates only the fields sent, merging from and reply_to', async () => {
    const sender = await firstSender((candidate) => !candidate.locked && candidate.verified.status);
    const response = await call(`/marketing/senders/${sender.id}`, {
      method: 'PATCH',
      body: { city: ' Boulder ', from: { name: 'Renamed' } },
    });
    expect(response.status).toBe(200);
    const updated = (await response.json()) as SenderResponse;
    expect(updated).toMatchObject({ city: 'Boulder', from: { name: 'Renamed', email: sender.from.email }, nickname: sender.nickname });
    expect(updated.verified).toEqual({ status: true });
    expect(updated.updated_at).toBeGreaterThanOrEqual(sender.updated_at);
  });

  it('requires verification again when from.email changes to an unauthenticated domain', async () => {
    const sender = await firstSender((candidate) => !candidate.locked && candidate.verified.status);
    const response = await call(`/marketing/senders/${sender.id}`, {
      method: 'PATCH',
      body: { from: { email: 'new@elsewhere.example' } },
    });
    expect(((await response.json()) as SenderResponse).verified).toEqual({ status: false });
  });

  it('refuses null or blank required fields in a PATCH, and its own nickname is not a clash', async () => {
    const sender = await firstSender((candidate) => !candidate.locked);
    const rejected = await call(`/marketing/senders/${sender.id}`, { method: 'PATCH', body: { city: null, from: { email: ' ' } } });
    expect(await rejected.json()).toEqual({
      errors: [
        { field: 'from.email', message: 'is a required field' },
        { field: 'city', message: 'is a required field' },
      ],
    });
    const same = await call(`/marketing/senders/${sender.id}`, { method: 'PATCH', body: { nickname: sender.nickname } });
    expect(same.status).toBe(200);
  });

  it('refuses to change or delete a locked sender', async () => {
    const locked = await firstSender((candidate) => candidate.locked);
    for (const method of ['PATCH', 'DELETE']) {
      const response = await call(`/marketing/senders/${locked.id}`, { method, ...(method === 'PATCH' ? { body: { city: 'X' } } : {}) });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ errors: [{ field: null, message: SENDER_LOCKED_MESSAGE }] });
    }
    expect(await firstSender((candidate) => candidate.id === locked.id)).toEqual(locked);
  });

  it('deletes a sender (204)', async () => {
    const sender = await firstSender((candidate) => !candidate.locked);
    const response = await call(`/marketing/senders/${sender.id}`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect((await listSenders()).map((candidate) => candidate.id)).not.toContain(sender.id);
    expect((await call(`/marketing/senders/${sender.id}`)).status).toBe(404);
  });
});

describe('POST /marketing/senders/{id}/resend_verification', () => {
  it('accepts an unverified sender (204) and refuses a verified one (400)', async () => {
    const unverified = await firstSender((candidate) => !candidate.verified.status);
    const verified = await firstSender((candidate) => candidate.verified.status);
    expect((await call(`/marketing/senders/${unverified.id}/resend_verification`, { method: 'POST' })).status).toBe(204);
    const refused = await call(`/marketing/senders/${verified.id}/resend_verification`, { method: 'POST' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ errors: [{ field: null, message: SENDER_ALREADY_VERIFIED_MESSAGE }] });
  });
});
