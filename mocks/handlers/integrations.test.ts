import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '../node';
import { apiFetch, type ApiFetchOptions } from '../testing/api-fetch';
import { DEFAULT_INTEGRATION_LABEL } from './integrations';
import { INTEGRATION_LIMITS, integrationLimitMessage } from './limit-messages';

interface IntegrationResponse {
  integration_id: string;
  user_id: string;
  destination: string;
  label: string;
  filters: { email_events: string[] };
  properties: { write_key: string; destination_region: string };
}

const newIntegration = (overrides: Record<string, unknown> = {}) => ({
  destination: 'Segment',
  label: 'Warehouse',
  filters: { email_events: ['open', 'click'] },
  properties: { write_key: 'abc1234XYZ', destination_region: 'US' },
  ...overrides,
});

let token: string;
const call = (path: string, options: Omit<ApiFetchOptions, 'token'> = {}) => apiFetch(path, { token, ...options });
const list = async () => ((await (await call('/marketing/integrations')).json()) as { result: IntegrationResponse[] }).result;
const create = (body: unknown) => call('/marketing/integrations', { method: 'POST', body });

beforeEach(() => {
  token = signInAs('owner-advanced').token;
});

describe('GET /marketing/integrations', () => {
  it('lists the user’s integrations in the published shape', async () => {
    const integrations = await list();
    expect(integrations).toHaveLength(2);
    expect(integrations[0]).toEqual({
      integration_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      user_id: expect.stringMatching(/^\d+$/),
      filters: { email_events: expect.arrayContaining(['open']) },
      properties: { write_key: expect.stringMatching(/^[A-Za-z0-9]{32}$/), destination_region: 'US' },
      label: 'Lumen production',
      destination: 'Segment',
    });
    expect(integrations[1]?.properties.destination_region).toBe('EU');
  });

  it('shows an impersonated subuser its own integrations only', async () => {
    const { token: adminToken, impersonating } = signInAs('admin-impersonating');
    const response = await apiFetch('/marketing/integrations', { token: adminToken, headers: { 'on-behalf-of': impersonating! } });
    const { result } = (await response.json()) as { result: IntegrationResponse[] };
    expect(result.map((integration) => integration.label)).toEqual(['Marketing analytics']);
  });

  it('answers 401 without a token', async () => {
    expect((await apiFetch('/marketing/integrations')).status).toBe(401);
  });
});

describe('POST /marketing/integrations', () => {
  it('creates an integration (201) with the label defaulting to Untitled Integration', async () => {
    const response = await create(newIntegration({ label: undefined, filters: { email_events: ['open', 'open', 'drop'] } }));
    expect(response.status).toBe(201);
    const created = (await response.json()) as IntegrationResponse;
    expect(created).toMatchObject({ label: DEFAULT_INTEGRATION_LABEL, destination: 'Segment', filters: { email_events: ['open', 'drop'] } });
    expect((await list()).map((integration) => integration.integration_id)).toContain(created.integration_id);
  });

  it('checks every field with field-level messages', async () => {
    const response = await create({
      destination: 'Mailchimp',
      label: 'x'.repeat(101),
      filters: { email_events: [] },
      properties: { write_key: 'short', destination_region: 'APAC' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [
        { field: 'destination', message: 'must be one of Segment' },
        { field: 'label', message: 'must not exceed 100 characters' },
        { field: 'filters.email_events', message: 'must contain at least one event' },
        { field: 'properties.write_key', message: 'must be at least 7 characters' },
        { field: 'properties.destination_region', message: 'must be EU or US' },
      ],
    });
  });

  it('refuses write keys that are not 7 to 50 letters and digits, and unknown events', async () => {
    const messages = async (body: unknown) => ((await (await create(body)).json()) as { errors: Array<{ field: string; message: string }> }).errors;
    expect(await messages(newIntegration({ properties: { write_key: 'has space 123', destination_region: 'US' } }))).toEqual([
      { field: 'properties.write_key', message: 'must contain only letters and numbers' },
    ]);
    expect(await messages(newIntegration({ properties: { write_key: 'a'.repeat(51), destination_region: 'EU' } }))).toEqual([
      { field: 'properties.write_key', message: 'must not exceed 50 characters' },
    ]);
    expect(await messages(newIntegration({ filters: { email_events: ['open', 'teleported'] } }))).toEqual([
      { field: 'filters.email_events', message: 'contains an unknown event: teleported' },
    ]);
    expect(await messages(newIntegration({ filters: {}, properties: {} }))).toEqual([
      { field: 'filters.email_events', message: 'is a required field' },
      { field: 'properties.write_key', message: 'is a required field' },
      { field: 'properties.destination_region', message: 'is a required field' },
    ]);
  });

  it('answers 403 once the user has the maximum number of Segment integrations', async () => {
    const existing = (await list()).length;
    for (let index = existing; index < INTEGRATION_LIMITS.Segment; index += 1) {
      expect((await create(newIntegration({ label: `Source ${index}` }))).status).toBe(201);
    }
    const response = await create(newIntegration());
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ errors: [{ field: null, message: integrationLimitMessage('Segment') }] });
    expect(await list()).toHaveLength(INTEGRATION_LIMITS.Segment);
  });
});

describe('GET, PATCH /marketing/integrations/{id}', () => {
  it('reads one integration and patches only what is sent', async () => {
    const [first] = await list();
    const id = first!.integration_id;
    expect(await (await call(`/marketing/integrations/${id}`)).json()).toEqual(first);

    const response = await call(`/marketing/integrations/${id}`, {
      method: 'PATCH',
      body: { label: 'Renamed', properties: { destination_region: 'EU' } },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ...first,
      label: 'Renamed',
      properties: { write_key: first!.properties.write_key, destination_region: 'EU' },
    });
  });

  it('validates a patch and refuses to change the destination', async () => {
    const [first] = await list();
    const patch = (body: unknown) => call(`/marketing/integrations/${first!.integration_id}`, { method: 'PATCH', body });
    expect(await (await patch({ filters: { email_events: [] } })).json()).toEqual({
      errors: [{ field: 'filters.email_events', message: 'must contain at least one event' }],
    });
    const response = await patch({ destination: 'Segment', label: 'Same destination' });
    expect(response.status).toBe(200);
  });

  it('answers 404 in the integrations shape for an unknown or foreign id', async () => {
    const [foreign] = ((await (await apiFetch('/marketing/integrations', {
      token: signInAs('admin-impersonating').token,
      headers: { 'on-behalf-of': 'marketing-sub' },
    })).json()) as { result: IntegrationResponse[] }).result;
    for (const id of ['nope', foreign!.integration_id]) {
      const response = await call(`/marketing/integrations/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ errors: [{ message: `integration does not exist (${id})` }] });
    }
  });
});

describe('DELETE /marketing/integrations?ids=', () => {
  it('deletes every listed integration (204)', async () => {
    const ids = (await list()).map((integration) => integration.integration_id);
    const response = await call(`/marketing/integrations?ids=${ids.join(',')}`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(await list()).toEqual([]);
  });

  it('deletes nothing when one id is unknown (404) or empty (400)', async () => {
    const [first] = await list();
    const unknown = await call(`/marketing/integrations?ids=${first!.integration_id},missing`, { method: 'DELETE' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ errors: [{ message: 'integration does not exist (missing)' }] });
    const empty = await call(`/marketing/integrations?ids=${first!.integration_id},`, { method: 'DELETE' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ errors: [{ message: 'IDs cannot be an empty string', parameter: 'ids[1]' }] });
    const none = await call('/marketing/integrations', { method: 'DELETE' });
    expect(none.status).toBe(400);
    expect(await list()).toHaveLength(2);
  });
});
