import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '../node';
import { apiFetch, type ApiFetchOptions } from '../testing/api-fetch';
import { ACCOUNT_SID_MESSAGE, NOT_CONNECTED_MESSAGE } from './sms';

const SID = 'AC0123456789abcdef0123456789ABCDEF';
const TOKEN = 'f0e1d2c3b4a5968778695a4b3c2d1e0f';

interface MessagingService {
  sid: string;
  friendly_name: string;
  use_case: string;
  phone_numbers: string[];
  created_at: string;
  updated_at: string;
}

let token: string;
const call = (path: string, options: Omit<ApiFetchOptions, 'token'> = {}) => apiFetch(path, { token, ...options });
const connect = (body: unknown) => call('/marketing/sms/credentials', { method: 'PUT', body });
const services = async () => ((await (await call('/marketing/sms/messaging_services')).json()) as { result: MessagingService[] }).result;

beforeEach(() => {
  token = signInAs('owner-advanced').token;
});

describe('SMS credentials', () => {
  it('answers 404 while no Twilio account is connected', async () => {
    const response = await call('/marketing/sms/credentials');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ errors: [{ field: null, message: NOT_CONNECTED_MESSAGE }] });
    expect((await call('/marketing/sms/messaging_services')).status).toBe(404);
    expect((await call('/marketing/sms/credentials', { method: 'DELETE' })).status).toBe(404);
  });

  it('connects a plausible account and never sends the auth token back', async () => {
    const response = await connect({ twilio_account_sid: SID, twilio_auth_token: TOKEN });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ twilio_account_sid: SID, verified: true });
    const read = await (await call('/marketing/sms/credentials')).text();
    expect(JSON.parse(read)).toEqual({ twilio_account_sid: SID, verified: true });
    expect(text + read).not.toContain(TOKEN);
  });

  it('refuses an implausible SID and missing fields with 400', async () => {
    for (const sid of ['AC123', 'XX0123456789abcdef0123456789abcdef', `${SID}0`, 'AC0123456789abcdef0123456789abcdeg']) {
      const response = await connect({ twilio_account_sid: sid, twilio_auth_token: TOKEN });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ errors: [{ field: 'twilio_account_sid', message: ACCOUNT_SID_MESSAGE }] });
    }
    expect(await (await connect({})).json()).toEqual({
      errors: [
        { field: 'twilio_account_sid', message: 'is a required field' },
        { field: 'twilio_auth_token', message: 'is a required field' },
      ],
    });
    expect((await call('/marketing/sms/credentials')).status).toBe(404);
  });

  it('lists the connected account’s messaging services, the same ones after a reconnect', async () => {
    await connect({ twilio_account_sid: SID, twilio_auth_token: TOKEN });
    const response = await call('/marketing/sms/messaging_services');
    const body = (await response.json()) as { result: MessagingService[]; _metadata: { self: string; count: number } };
    expect(body.result.length).toBeGreaterThanOrEqual(2);
    expect(body._metadata).toEqual({ self: expect.stringMatching(/\/v3\/marketing\/sms\/messaging_services$/), count: body.result.length });
    for (const service of body.result) {
      expect(service.sid).toMatch(/^MG[0-9a-f]{32}$/);
      expect(service.friendly_name).not.toBe('');
      expect(service.phone_numbers.length).toBeGreaterThan(0);
    }
    await connect({ twilio_account_sid: SID, twilio_auth_token: 'another-token' });
    expect(await services()).toEqual(body.result);
  });

  it('disconnects: the credentials and the messaging services are gone', async () => {
    await connect({ twilio_account_sid: SID, twilio_auth_token: TOKEN });
    expect((await call('/marketing/sms/credentials', { method: 'DELETE' })).status).toBe(204);
    expect((await call('/marketing/sms/credentials')).status).toBe(404);
    expect((await call('/marketing/sms/messaging_services')).status).toBe(404);
  });

  it('has a seeded connected account for marketing-sub', async () => {
    const { token: adminToken, impersonating } = signInAs('admin-impersonating');
    const response = await apiFetch('/marketing/sms/credentials', { token: adminToken, headers: { 'on-behalf-of': impersonating! } });
    expect(await response.json()).toEqual({ twilio_account_sid: expect.stringMatching(/^AC[0-9a-f]{32}$/), verified: true });
  });
});
