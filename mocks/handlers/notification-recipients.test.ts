import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '../node';
import { apiFetch, type ApiFetchOptions } from '../testing/api-fetch';
import { MAX_NOTIFICATION_RECIPIENTS } from '@/features/notifications/limits';
import { RECIPIENT_LIMIT_MESSAGE } from './limit-messages';

interface Recipient {
  id: string;
  email: string;
  created_at: string;
}

let token: string;
const call = (path: string, options: Omit<ApiFetchOptions, 'token'> = {}) => apiFetch(path, { token, ...options });
const list = async () => ((await (await call('/marketing/notifications/recipients')).json()) as { result: Recipient[] }).result;
const add = (email: unknown) => call('/marketing/notifications/recipients', { method: 'POST', body: { email } });

beforeEach(() => {
  token = signInAs('owner-advanced').token;
});

describe('/marketing/notifications/recipients', () => {
  it('lists the user’s recipients with metadata', async () => {
    const response = await call('/marketing/notifications/recipients');
    const body = (await response.json()) as { result: Recipient[]; _metadata: { count: number } };
    expect(body.result.map((recipient) => recipient.email)).toEqual([
      'avery@lumenoutfitters.com',
      'ops@lumenoutfitters.com',
      'finance@lumenoutfitters.com',
    ]);
    expect(body._metadata.count).toBe(3);
    expect(body.result[0]).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), email: 'avery@lumenoutfitters.com', created_at: expect.any(String) });
  });

  it('adds a trimmed address (201)', async () => {
    const response = await add('  alerts@lumenoutfitters.com ');
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ email: 'alerts@lumenoutfitters.com' });
    expect(await list()).toHaveLength(4);
  });

  it('requires a valid, unique address', async () => {
    const errorOf = async (email: unknown) => ((await (await add(email)).json()) as { errors: unknown[] }).errors;
    expect(await errorOf('')).toEqual([{ field: 'email', message: 'is a required field' }]);
    expect(await errorOf('not-an-email')).toEqual([{ field: 'email', message: 'must be a valid email address' }]);
    expect(await errorOf('OPS@lumenoutfitters.com')).toEqual([{ field: 'email', message: 'must be unique' }]);
    expect(await errorOf(`${'a'.repeat(250)}@x.io`)).toEqual([{ field: 'email', message: 'must not exceed 254 characters' }]);
    expect(await errorOf(42)).toEqual([{ field: 'email', message: 'must be a string' }]);
  });

  it('refuses an eleventh recipient with 403', async () => {
    for (let index = (await list()).length; index < MAX_NOTIFICATION_RECIPIENTS; index += 1) {
      expect((await add(`person${index}@example.com`)).status).toBe(201);
    }
    const response = await add('one-too-many@example.com');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ errors: [{ field: null, message: RECIPIENT_LIMIT_MESSAGE }] });
  });

  it('deletes a recipient (204); an unknown or foreign id is 404', async () => {
    const [first] = await list();
    expect((await call(`/marketing/notifications/recipients/${first!.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await list()).map((recipient) => recipient.id)).not.toContain(first!.id);
    expect((await call(`/marketing/notifications/recipients/${first!.id}`, { method: 'DELETE' })).status).toBe(404);

    const frankie = signInAs('owner-free').token;
    const [theirs] = ((await (await apiFetch('/marketing/notifications/recipients', { token: frankie })).json()) as { result: Recipient[] }).result;
    expect((await call(`/marketing/notifications/recipients/${theirs!.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});
