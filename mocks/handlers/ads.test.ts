import { beforeEach, describe, expect, it } from 'vitest';
import { ADS_LIMITS } from '@/features/ads/limits';
import { adsMessages } from '@/features/ads/messages';
import type { AdCampaignDto, AdSettingsDto } from '@/features/ads/types';
import { signInAs, type PersonaId } from '../node';
import { apiFetch, type ApiFetchOptions } from '../testing/api-fetch';

let token: string;
const call = (path: string, options: Omit<ApiFetchOptions, 'token'> = {}) => apiFetch(path, { token, ...options });
const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;
const signIn = (persona: PersonaId) => {
  token = signInAs(persona).token;
};

async function connect(partner: 'facebook' | 'instagram', login = 'frankie@example.com') {
  const { authorization_code } = await json<{ authorization_code: string }>(call(`/marketing/ads/partners/${partner}/sign_in`, { method: 'POST', body: { login } }));
  return call('/marketing/ads/connections', { method: 'POST', body: { partner, authorization_code } });
}

async function firstListOver(minimum: number) {
  const { result } = await json<{ result: { id: string; contact_count: number }[] }>(call('/marketing/lists?page_size=1000'));
  const list = result.find((candidate) => candidate.contact_count >= minimum);
  if (!list) throw new Error('no list big enough');
  return list;
}

const steps = (listIds: string[], overrides: Record<string, unknown> = {}) => ({
  name: 'Weekend bake sale',
  partners: ['facebook', 'instagram'],
  schedule: { start_date: '2030-01-10', duration: 'temporary', end_date: '2030-01-20', daily_budget: 12.5 },
  audience: { list_ids: listIds, segment_ids: [] },
  ...overrides,
});

describe('ads settings', () => {
  beforeEach(() => signIn('owner-free'));

  it('connects a partner through the stand-in sign-in, then lists its ad accounts, pages and accounts', async () => {
    expect(await json<AdSettingsDto>(call('/marketing/ads/settings'))).toMatchObject({ connections: [], ad_accounts: [], ad_account_id: null });
    const connected = await connect('facebook');
    expect(connected.status).toBe(201);
    const settings = await json<AdSettingsDto>(connected);
    expect(settings.connections).toEqual([{ partner: 'facebook', account_name: 'frankie', connected_at: expect.any(String) }]);
    expect(settings.ad_accounts.length).toBeGreaterThan(0);
    expect(settings.instagram_accounts).toEqual([]);
    expect((await json<AdSettingsDto>(connect('instagram'))).instagram_accounts).toHaveLength(1);
  });

  it('refuses a reused or made-up authorization code, and a blank login', async () => {
    const { authorization_code } = await json<{ authorization_code: string }>(call('/marketing/ads/partners/facebook/sign_in', { method: 'POST', body: { login: 'me' } }));
    expect((await call('/marketing/ads/connections', { method: 'POST', body: { partner: 'instagram', authorization_code } })).status).toBe(400);
    expect((await call('/marketing/ads/connections', { method: 'POST', body: { partner: 'facebook', authorization_code } })).status).toBe(201);
    const reused = await call('/marketing/ads/connections', { method: 'POST', body: { partner: 'facebook', authorization_code } });
    expect(await json(reused)).toEqual({ errors: [{ field: 'authorization_code', message: 'authorization code is invalid or expired' }] });
    const blank = await call('/marketing/ads/partners/facebook/sign_in', { method: 'POST', body: { login: ' ' } });
    expect(await json(blank)).toEqual({ errors: [{ field: 'login', message: 'is a required field' }] });
  });

  it('chooses one of the ad accounts only', async () => {
    const { ad_accounts } = await json<AdSettingsDto>(connect('facebook'));
    expect((await call('/marketing/ads/settings/ad_account', { method: 'PUT', body: { ad_account_id: 'act_someone_else' } })).status).toBe(400);
    const chosen = await json<AdSettingsDto>(call('/marketing/ads/settings/ad_account', { method: 'PUT', body: { ad_account_id: ad_accounts[1]?.id } }));
    expect(chosen.ad_account_id).toBe(ad_accounts[1]?.id);
  });

  it('disconnects one partner or all of them, pausing the running campaigns that use them', async () => {
    signIn('owner-advanced');
    const before = await json<{ result: AdCampaignDto[] }>(call('/marketing/ads/campaigns'));
    expect(before.result.map((campaign) => campaign.status).sort()).toEqual(['active', 'completed', 'draft', 'paused', 'scheduled']);
    const afterInstagram = await json<AdSettingsDto>(call('/marketing/ads/connections/instagram', { method: 'DELETE' }));
    expect(afterInstagram.connections.map((connection) => connection.partner)).toEqual(['facebook']);
    expect(afterInstagram.ad_account_id).not.toBeNull();
    const after = await json<{ result: AdCampaignDto[] }>(call('/marketing/ads/campaigns'));
    expect(after.result.filter((campaign) => campaign.status === 'paused').map((campaign) => campaign.name).sort()).toEqual([
      'Fall trail shoes',
      'Holiday gift guide',
      'Loyalty double points',
    ]);
    const none = await json<AdSettingsDto>(call('/marketing/ads/connections', { method: 'DELETE' }));
    expect(none).toMatchObject({ connections: [], ad_account_id: null, ad_accounts: [] });
  });
});

describe('ad campaigns', () => {
  beforeEach(() => signIn('owner-free'));

  it('simulates spend and results from the schedule and the budget', async () => {
    signIn('owner-advanced');
    const { result } = await json<{ result: AdCampaignDto[] }>(call('/marketing/ads/campaigns'));
    const byName = (name: string) => result.find((campaign) => campaign.name === name);
    const completed = byName('Summer sale retargeting');
    // 31 days at $40, paced at 92–99 %.
    expect(completed?.results.spend).toBeGreaterThanOrEqual(31 * 40 * 0.92);
    expect(completed?.results.spend).toBeLessThanOrEqual(31 * 40 * 0.99);
    expect(completed?.results.impressions).toBeGreaterThan(0);
    expect(completed?.results.clicks).toBeGreaterThan(0);
    expect(byName('Fall trail shoes')?.results.spend).toBeGreaterThan(0);
    expect(byName('Spring 2027 launch teaser')?.results).toEqual({ spend: 0, impressions: 0, clicks: 0 });
  });

  it('checks the four steps: name, partners (connected), end date, daily budget, audience', async () => {
    const list = await firstListOver(ADS_LIMITS.minAudienceSize);
    const notConnected = await call('/marketing/ads/campaigns', { method: 'POST', body: steps([list.id]) });
    expect(await json(notConnected)).toEqual({ errors: [{ field: 'partners', message: adsMessages.notConnected('facebook') }] });
    await connect('facebook');
    const bad = await call('/marketing/ads/campaigns', {
      method: 'POST',
      body: steps([], { name: ' ', partners: [], schedule: { start_date: '2030-01-10', duration: 'temporary', end_date: null, daily_budget: 4.99 } }),
    });
    expect(bad.status).toBe(400);
    expect((await json<{ errors: unknown[] }>(bad)).errors).toEqual([
      { field: 'name', message: 'is a required field' },
      { field: 'partners', message: adsMessages.noPartner },
      { field: 'schedule.end_date', message: adsMessages.endDateRequired },
      { field: 'schedule.daily_budget', message: adsMessages.budgetTooSmall },
      { field: 'audience', message: adsMessages.noAudience },
    ]);
    const created = await call('/marketing/ads/campaigns', { method: 'POST', body: steps([list.id], { partners: ['facebook'] }) });
    expect(created.status).toBe(201);
    expect(await json<AdCampaignDto>(created)).toMatchObject({ status: 'draft', audience: { list_ids: [list.id], size: list.contact_count } });
  });

  it('answers 409 with the stored revision when If-Match names an older one, and saves over it when it names that one', async () => {
    await connect('facebook');
    const list = await firstListOver(ADS_LIMITS.minAudienceSize);
    const draft = await json<AdCampaignDto>(call('/marketing/ads/campaigns', { method: 'POST', body: steps([list.id], { partners: ['facebook'] }) }));
    const path = `/marketing/ads/campaigns/${draft.id}`;
    const theirs = await json<AdCampaignDto>(call(path, { method: 'PATCH', body: { name: 'Saved in another tab' } }));
    const stale = await call(path, { method: 'PATCH', body: { creative: { headline: 'Typed here' } }, headers: { 'If-Match': `"${draft.updated_at}"` } });
    expect(stale.status).toBe(409);
    expect(await json(stale)).toEqual({
      errors: [{ field: 'updated_at', message: 'This ad campaign was saved elsewhere (in another tab or by another person) after your changes started.', updated_at: theirs.updated_at }],
    });
    expect((await json<AdCampaignDto>(call(path))).creative.headline).toBe('');
    const over = await json<AdCampaignDto>(call(path, { method: 'PATCH', body: { creative: { headline: 'Typed here' } }, headers: { 'If-Match': `"${theirs.updated_at}"` } }));
    expect(over).toMatchObject({ name: 'Saved in another tab', creative: { headline: 'Typed here' } });
  });

  it('publishes only a campaign that meets every rule, naming the partner whose image rule fails', async () => {
    await connect('facebook');
    const { facebook_pages, ad_accounts } = await json<AdSettingsDto>(connect('instagram'));
    const list = await firstListOver(ADS_LIMITS.minAudienceSize);
    const campaign = await json<AdCampaignDto>(call('/marketing/ads/campaigns', { method: 'POST', body: steps([list.id]) }));
    const publish = () => call(`/marketing/ads/campaigns/${campaign.id}/publish`, { method: 'POST' });
    const problems = await json<{ errors: { field: string }[] }>(publish());
    expect(problems.errors.map((error) => error.field)).toEqual(['ad_account_id', 'creative.facebook_page_id', 'creative.instagram_account_id', 'creative.link_url', 'creative.image']);

    await call('/marketing/ads/settings/ad_account', { method: 'PUT', body: { ad_account_id: ad_accounts[0]?.id } });
    const creative = { facebook_page_id: facebook_pages[0]?.id, instagram_account_id: 'ig_frankiesbakehouse', link_url: 'https://bakehouse.example.com/sale', image: { id: 'i', url: 'https://cdn.example.com/tall.png', width: 800, height: 1000 } };
    await call(`/marketing/ads/campaigns/${campaign.id}`, { method: 'PATCH', body: { creative } });
    expect(await json(publish())).toEqual({ errors: [{ field: 'creative.image', message: expect.stringMatching(/^Facebook needs an image with a width-to-height ratio from 1:1 to 1\.9:1/) }] });

    await call(`/marketing/ads/campaigns/${campaign.id}`, { method: 'PATCH', body: { creative: { image: { ...creative.image, width: 1080, height: 1080 } } } });
    const published = await publish();
    expect(published.status).toBe(200);
    expect(await json<AdCampaignDto>(published)).toMatchObject({ status: 'scheduled' });
    expect((await call(`/marketing/ads/campaigns/${campaign.id}`, { method: 'PATCH', body: { name: 'Later' } })).status).toBe(400);
  });

  it('refuses an audience under the minimum size at publish', async () => {
    await connect('facebook');
    const { result } = await json<{ result: { id: string; contact_count: number }[] }>(call('/marketing/lists?page_size=1000'));
    const small = result.find((list) => list.contact_count < ADS_LIMITS.minAudienceSize);
    if (!small) throw new Error('no small list');
    const campaign = await json<AdCampaignDto>(call('/marketing/ads/campaigns', { method: 'POST', body: steps([small.id], { partners: ['facebook'] }) }));
    const { errors } = await json<{ errors: { field: string; message: string }[] }>(call(`/marketing/ads/campaigns/${campaign.id}/publish`, { method: 'POST' }));
    expect(errors).toContainEqual({ field: 'audience', message: adsMessages.audienceTooSmall(small.contact_count) });
  });

  it('keeps each account’s campaigns its own', async () => {
    signIn('owner-advanced');
    const [campaign] = (await json<{ result: AdCampaignDto[] }>(call('/marketing/ads/campaigns'))).result;
    signIn('owner-free');
    expect((await call(`/marketing/ads/campaigns/${campaign?.id}`)).status).toBe(404);
    expect((await call(`/marketing/ads/campaigns/${campaign?.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});
