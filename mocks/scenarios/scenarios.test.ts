import { describe, expect, it } from 'vitest';
import { signInAs } from '../node';
import { apiFetch } from '../testing/api-fetch';
import { scenarios } from './registry';

describe('scenarios', () => {
  it('makes a named endpoint fail until cleared', async () => {
    const { token } = signInAs('owner-advanced');
    scenarios.apply('senders-list-500');
    const failed = await apiFetch('/marketing/senders', { token });
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ errors: [{ message: 'internal server error' }] });
    expect((await apiFetch('/marketing/senders', { token })).status).toBe(500);

    scenarios.clear();
    expect((await apiFetch('/marketing/senders', { token })).status).toBe(200);
  });

  it('fails only the matching method and path, the given number of times, with the given body', async () => {
    const { token } = signInAs('owner-advanced');
    const body = { errors: [{ field: 'nickname', message: 'must be unique' }] };
    scenarios.failEndpoint({ method: 'PATCH', path: '/marketing/senders/:id', status: 400, body, times: 1 });

    expect((await apiFetch('/marketing/senders', { token })).status).toBe(200);
    const failed = await apiFetch('/marketing/senders/1', { token, method: 'PATCH', body: {} });
    expect(failed.status).toBe(400);
    expect(await failed.json()).toEqual(body);
    expect((await apiFetch('/marketing/senders/1', { token, method: 'PATCH', body: {} })).status).not.toBe(400);
  });

  it('delays a slow endpoint, then answers normally', async () => {
    const { token } = signInAs('owner-advanced');
    scenarios.slowEndpoint({ method: 'GET', path: '/marketing/senders', delayMs: 120 });
    const started = performance.now();
    const response = await apiFetch('/marketing/senders', { token });
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('expires the session: the next request gets 401 and the token stays invalid', async () => {
    const { token } = signInAs('owner-advanced');
    scenarios.expireSession();
    expect((await apiFetch('/marketing/senders', { token })).status).toBe(401);
    expect((await apiFetch('/marketing/senders', { token })).status).toBe(401);
    const fresh = signInAs('owner-advanced').token;
    expect((await apiFetch('/marketing/senders', { token: fresh })).status).toBe(200);
  });

  it('fails saves and leaves reads, searches and the import\'s dry run alone (saves-500)', async () => {
    const { token } = signInAs('owner-advanced');
    scenarios.apply('saves-500');
    expect((await apiFetch('/marketing/senders', { token })).status).toBe(200);
    expect((await apiFetch('/marketing/contacts/search', { token, method: 'POST', body: { query: 'email LIKE \'a%\'' } })).status).toBe(200);
    // The import's dry run only counts existing contacts: a save scenario leaves it alone.
    const dryRun = await apiFetch('/marketing/contacts/identifiers/matches', { token, method: 'POST', body: { identifier_types: ['email'], rows: [['ann@example.com']] } });
    expect(dryRun.status).toBe(200);
    expect((await apiFetch('/marketing/senders/1', { token, method: 'PATCH', body: {} })).status).toBe(500);
    expect((await apiFetch('/marketing/lists', { token, method: 'POST', body: { name: 'Kept' } })).status).toBe(500);
  });

  it('expires the session at the next save, not at the reads before it (save-session-expired)', async () => {
    const { token } = signInAs('owner-advanced');
    scenarios.apply('save-session-expired');
    expect((await apiFetch('/marketing/senders', { token })).status).toBe(200);
    expect((await apiFetch('/marketing/lists', { token, method: 'POST', body: { name: 'Lost?' } })).status).toBe(401);
    expect((await apiFetch('/marketing/senders', { token })).status).toBe(401);
    const fresh = signInAs('owner-advanced').token;
    expect((await apiFetch('/marketing/lists', { token: fresh, method: 'POST', body: { name: 'Kept' } })).status).toBe(201);
  });

  it('never answers a hanging save, and answers reads meanwhile (saves-hang)', async () => {
    const { token } = signInAs('owner-advanced');
    scenarios.apply('saves-hang');
    const save = apiFetch('/marketing/lists', { token, method: 'POST', body: { name: 'Never' } });
    const outcome = await Promise.race([save.then(() => 'answered'), new Promise((resolve) => setTimeout(() => resolve('waiting'), 150))]);
    expect(outcome).toBe('waiting');
    expect((await apiFetch('/marketing/lists', { token })).status).toBe(200);
  });
});
