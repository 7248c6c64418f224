import { describe, expect, it } from 'vitest';
import { signInAs } from '../node';
import { apiFetch } from '../testing/api-fetch';

const nicknames = async (response: Response) =>
  ((await response.json()) as { results: { nickname: string }[] }).results.map((sender) => sender.nickname);

describe('DELETE /public/tokens', () => {
  it('revokes the token in the body (204); it then gets 401', async () => {
    const { token } = signInAs('owner-advanced');
    expect((await apiFetch('/marketing/senders', { token })).status).toBe(200);

    const revoked = await apiFetch('/public/tokens', { method: 'DELETE', body: { token } });
    expect(revoked.status).toBe(204);

    const after = await apiFetch('/marketing/senders', { token });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ errors: [{ field: null, message: 'authorization required' }] });
  });

  it('is idempotent and needs no Authorization header', async () => {
    expect((await apiFetch('/public/tokens', { method: 'DELETE', body: { token: 'unknown' } })).status).toBe(204);
  });

  it('answers 400 without a token in the body', async () => {
    const response = await apiFetch('/public/tokens', { method: 'DELETE', body: {} });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: [{ field: 'token', message: 'is a required field' }] });
  });
});

describe('on-behalf-of', () => {
  it('lets the impersonating administrator act as the subuser', async () => {
    const { token, impersonating } = signInAs('admin-impersonating');
    expect(impersonating).toBe('marketing-sub');
    const ownSenders = await nicknames(await apiFetch('/marketing/senders', { token: signInAs('owner-advanced').token }));

    const response = await apiFetch('/marketing/senders', { token, headers: { 'on-behalf-of': 'marketing-sub' } });
    expect(response.status).toBe(200);
    const subuserSenders = await nicknames(response);
    expect(subuserSenders).toHaveLength(3);
    expect(subuserSenders.some((nickname) => ownSenders.includes(nickname))).toBe(false);
  });

  it('writes into the subuser’s account', async () => {
    const { token } = signInAs('admin-impersonating');
    const headers = { 'on-behalf-of': 'marketing-sub' };
    const created = await apiFetch('/marketing/senders', {
      token,
      headers,
      method: 'POST',
      body: {
        nickname: 'Made by Ada',
        from: { email: 'ada@news.lumenoutfitters.com', name: 'Ada' },
        reply_to: { email: 'ada@news.lumenoutfitters.com' },
        address: '1 Main St',
        city: 'Austin',
        country: 'United States',
      },
    });
    expect(created.status).toBe(201);
    expect(await nicknames(await apiFetch('/marketing/senders', { token, headers }))).toContain('Made by Ada');
    expect(await nicknames(await apiFetch('/marketing/senders', { token }))).not.toContain('Made by Ada');
  });

  it('lets a parent act for its own subuser but not an unrelated user act for anyone', async () => {
    const parent = signInAs('owner-advanced').token;
    expect((await apiFetch('/marketing/senders', { token: parent, headers: { 'on-behalf-of': 'marketing-sub' } })).status).toBe(200);

    const stranger = signInAs('owner-free').token;
    for (const target of ['marketing-sub', 'avery', 'nobody']) {
      const response = await apiFetch('/marketing/senders', { token: stranger, headers: { 'on-behalf-of': target } });
      expect(response.status).toBe(403);
    }
  });
});
