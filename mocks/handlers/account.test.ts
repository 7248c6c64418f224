import { describe, expect, it } from 'vitest';
import { PLAN_TERMS, usersWithoutAccount } from '../db/accounts';
import { signInAs, type PersonaId } from '../node';
import { scenarios } from '../scenarios/registry';
import { apiFetch, type ApiFetchOptions } from '../testing/api-fetch';
import { scopeRequestPendingMessage, utcOffset } from './account';

const ACCOUNT_PATHS = [
  '/user/profile',
  '/user/username',
  '/user/email',
  '/user/account',
  '/user/package',
  '/user/signup_status',
  '/user/status',
  '/user/type',
  '/user/credits',
  '/user/timezone',
  '/marketing/credits/email',
  '/marketing/compatibility_testing/credits',
  '/marketing/contacts/count',
  '/feature_toggles',
  '/scopes',
  '/accounts/offerings?_show=mc,compat',
  '/accounts/offerings?_pricing',
];

/** Signs in as the persona and calls the way the app does (with on-behalf-of for the administrator). */
function as(persona: PersonaId) {
  const { token, impersonating } = signInAs(persona);
  const headers: Record<string, string> = impersonating === undefined ? {} : { 'on-behalf-of': impersonating };
  return async <T>(path: string, options: Omit<ApiFetchOptions, 'token'> = {}) => {
    const response = await apiFetch(path, { token, ...options, headers: { ...headers, ...options.headers } });
    return { status: response.status, body: (await response.json()) as T };
  };
}

interface Offerings {
  mc: { plan: string; contacts_limit: number; automation: { entitled: boolean } };
  compat: { email_testing: { entitled: boolean } };
}
interface Counts {
  contact_count: number;
  billable_count: number;
  billable_breakdown?: { total: number };
}
type Toggle = { app_name: string; feature_name: string };
const NLVX: Toggle = { app_name: 'marketing', feature_name: 'nlvx_access' };

describe('account endpoints', () => {
  it('serve every user an account', () => {
    expect(usersWithoutAccount()).toEqual([]);
  });

  it('answer 401 without a valid bearer token', async () => {
    for (const path of ACCOUNT_PATHS) {
      const response = await apiFetch(path, { token: 'nope' });
      expect(response.status, path).toBe(401);
    }
  });

  it('give each persona a coherent account', async () => {
    const table: Record<string, unknown> = {};
    for (const persona of ['owner-advanced', 'owner-free', 'subuser-eu', 'admin-impersonating'] as const) {
      const call = as(persona);
      const offerings = (await call<Offerings>('/accounts/offerings?_show=mc,compat')).body;
      const counts = (await call<Counts>('/marketing/contacts/count')).body;
      const credits = (await call<{ is_hard_limit: boolean; remain: number; total: number; used: number }>('/marketing/credits/email')).body;
      const testing = (await call<{ entitled: boolean }>('/marketing/compatibility_testing/credits')).body;
      const scopes = (await call<{ scopes: string[] }>('/scopes')).body.scopes;
      const toggles = (await call<Toggle[]>('/feature_toggles')).body;
      const timezone = (await call<{ code: string }>('/user/timezone')).body;
      const pkg = (await call<{ package_id: string }>('/user/package')).body;
      const billable = counts.billable_count + (counts.billable_breakdown?.total ?? 0);

      expect(credits.remain).toBe(credits.total - credits.used);
      expect(pkg.package_id).toBe(PLAN_TERMS[offerings.mc.plan as keyof typeof PLAN_TERMS].package.package_id);
      expect(toggles).toContainEqual(NLVX);
      table[persona] = {
        plan: offerings.mc.plan,
        limit: offerings.mc.contacts_limit,
        billable,
        hardLimit: credits.is_hard_limit,
        emailTesting: [offerings.compat.email_testing.entitled, testing.entitled],
        automation: [offerings.mc.automation.entitled, scopes.includes('marketing.automation.read')],
        marketingScope: scopes.includes('marketing.read'),
        timezone: timezone.code,
      };
    }
    expect(table).toEqual({
      'owner-advanced': {
        plan: 'advanced', limit: 100_000, billable: 7_550, hardLimit: false, emailTesting: [true, true],
        automation: [true, true], marketingScope: true, timezone: 'America/Los_Angeles',
      },
      'owner-free': {
        plan: 'free', limit: 2_000, billable: 1_840, hardLimit: true, emailTesting: [true, true],
        automation: [false, false], marketingScope: true, timezone: 'America/Chicago',
      },
      'subuser-eu': {
        plan: 'basic', limit: 10_000, billable: 2_100, hardLimit: true, emailTesting: [false, false],
        automation: [true, false], marketingScope: true, timezone: 'Europe/Berlin',
      },
      'admin-impersonating': {
        plan: 'advanced', limit: 100_000, billable: 1_240, hardLimit: false, emailTesting: [true, true],
        automation: [true, true], marketingScope: true, timezone: 'America/New_York',
      },
    });
  });

  it('answer in SendGrid’s and the spec’s shapes', async () => {
    const call = as('owner-advanced');
    expect((await call('/user/profile')).body).toEqual({
      first_name: 'Avery', last_name: 'Owner', multifactor_phone: '+1 415 555 0142', authy_id: '48213377',
      address: '307 Alessandro Cliffs', address2: 'Suite 881', company: 'Lumen Outfitters', country: 'United States',
      phone: '+1 415 555 0142', state: 'CA', website: 'https://lumenoutfitters.com', zip: '94107', userid: 1_204_331,
    });
    expect((await call('/user/username')).body).toEqual({ username: 'avery', user_id: 1_204_331 });
    expect((await call('/user/email')).body).toEqual({ email: 'avery@lumenoutfitters.com' });
    expect((await call('/user/account')).body).toEqual({ type: 'paid', reputation: 99.2, is_reseller_customer: false });
    expect((await call('/user/status')).body).toEqual({ status: 'active' });
    expect((await call('/user/type')).body).toEqual({ type: 'user', reseller_username: null });
    expect(Object.keys((await call<object>('/user/package')).body).sort()).toEqual(
      ['name', 'description', 'base_price', 'overage_price', 'newsletter_price', 'campaign_price', 'is_hv',
        'is_signup_to_send', 'is_cutoff_trial', 'package_id', 'package_status', 'downgrade_package_id'].sort(),
    );
    expect((await call('/user/signup_status')).body).toEqual({
      email: { complete: true, required: true }, mfa: { complete: true, required: true },
      profile: { complete: true, required: true }, whitelabel: { complete: true, required: true },
    });
    expect((await call('/user/credits')).body).toEqual({
      total: 1_500_000, used: 412_880, remain: 1_087_120, overage: 0, reset_frequency: 'monthly',
      last_reset: '2026-09-01', next_reset: '2026-10-01',
    });
    expect((await call('/marketing/credits/email')).body).toEqual({
      is_hard_limit: false, soft_limit: 1_500_000, hard_limit: null, remain: 1_081_750, total: 1_500_000, used: 418_250, overage: 0,
    });
    expect((await call('/marketing/compatibility_testing/credits')).body).toEqual({ entitled: true, remain: 245 });
    expect((await call('/marketing/contacts/count')).body).toEqual({
      contact_count: 4_210, billable_count: 4_210,
      billable_breakdown: { total: 3_340, breakdown: { 'elena-eu': 2_100, 'marketing-sub': 1_240 } },
    });
    const timezone = (await call<{ name: string; code: string; offset: string; offset_seconds: number }>('/user/timezone')).body;
    expect(timezone).toMatchObject({ name: 'Pacific Time (US & Canada)', code: 'America/Los_Angeles' });
    expect(['-07:00', '-08:00']).toContain(timezone.offset);
    expect(timezone.offset_seconds).toBe(timezone.offset === '-07:00' ? -25_200 : -28_800);
    const pricing = (await call<{ pricing: { products: { mc_contacts: object[] } } }>('/accounts/offerings?_pricing')).body;
    expect(pricing.pricing.products.mc_contacts[0]).toEqual({ min: 0, max: 10_000, size: 1_000, amount: 2 });
    expect((await call('/accounts/offerings?_show=compat')).body).toEqual({ compat: { email_testing: { entitled: true } } });
  });

  it('free plan: hard send limit, small totals, 92 % of the contact limit', async () => {
    const call = as('owner-free');
    expect((await call('/marketing/credits/email')).body).toEqual({
      is_hard_limit: true, soft_limit: null, hard_limit: 6_000, total: 6_000, used: 4_815, remain: 1_185, overage: 0,
    });
    expect((await call('/marketing/contacts/count')).body).toEqual({ contact_count: 1_840, billable_count: 1_840 });
    expect((await call('/user/account')).body).toMatchObject({ type: 'free' });
  });

  it('answer for the subuser with on-behalf-of; the administrator’s own scopes lack marketing', async () => {
    const { token } = signInAs('admin-impersonating');
    const own = (await (await apiFetch('/scopes', { token })).json()) as { scopes: string[] };
    expect(own.scopes).toContain('admin.impersonate');
    expect(own.scopes.some((scope) => scope.startsWith('marketing'))).toBe(false);

    const call = as('admin-impersonating');
    expect((await call<{ scopes: string[] }>('/scopes')).body.scopes).toContain('marketing.automation.write');
    expect((await call('/user/username')).body).toEqual({ username: 'marketing-sub', user_id: 1_402_240 });
    expect((await call('/user/type')).body).toEqual({ type: 'subuser', reseller_username: null });
    expect((await as('owner-free')('/user/email', { headers: { 'on-behalf-of': 'marketing-sub' } })).status).toBe(403);
  });

  it('compute the time zone offset with daylight saving time', () => {
    expect(utcOffset('America/Los_Angeles', new Date('2026-01-15T12:00:00Z'))).toEqual({ offset: '-08:00', offsetSeconds: -28_800 });
    expect(utcOffset('America/Los_Angeles', new Date('2026-07-15T12:00:00Z'))).toEqual({ offset: '-07:00', offsetSeconds: -25_200 });
    expect(utcOffset('Europe/Berlin', new Date('2026-07-15T12:00:00Z'))).toEqual({ offset: '+02:00', offsetSeconds: 7_200 });
    expect(utcOffset('Europe/London', new Date('2026-01-15T12:00:00Z'))).toEqual({ offset: '+00:00', offsetSeconds: 0 });
  });
});

describe('POST /scopes/requests', () => {
  it('stores one pending request per user and group', async () => {
    const call = as('owner-free');
    const created = await call('/scopes/requests', { method: 'POST', body: { scope_group_name: 'Automation' } });
    expect(created).toEqual({
      status: 201,
      body: {
        id: 1, scope_group_name: 'Automation', username: 'frankie', email: 'frankie@frankiesbakehouse.com',
        first_name: 'Frankie', last_name: 'Free', created_at: expect.any(Number) as number,
      },
    });

    expect(await call('/scopes/requests', { method: 'POST', body: { scope_group_name: ' automation ' } })).toEqual({
      status: 400,
      body: { errors: [{ field: null, message: scopeRequestPendingMessage('automation') }] },
    });
    expect(scopeRequestPendingMessage('Automation')).toBe('an access request for Automation is already pending');
    expect((await call('/scopes/requests', { method: 'POST', body: { scope_group_name: 'Email Testing' } })).status).toBe(201);
    expect((await as('subuser-eu')('/scopes/requests', { method: 'POST', body: { scope_group_name: 'Automation' } })).status).toBe(201);
  });

  it('validates the body', async () => {
    const call = as('owner-free');
    expect(await call('/scopes/requests', { method: 'POST', body: {} })).toEqual({
      status: 400,
      body: { errors: [{ field: 'scope_group_name', message: 'is a required field' }] },
    });
    expect((await call('/scopes/requests', { method: 'POST', body: { scope_group_name: 7 } })).body).toEqual({
      errors: [{ field: 'scope_group_name', message: 'must be a string' }],
    });
  });
});

describe('account scenarios', () => {
  it("no-new-marketing-access removes only the nlvx_access toggle, from each user's own toggles", async () => {
    const owner = as('owner-advanced');
    const admin = as('admin-impersonating');
    const ownerBefore = (await owner<Toggle[]>('/feature_toggles')).body;
    scenarios.apply('no-new-marketing-access');
    const { status, body } = await owner<Toggle[]>('/feature_toggles');
    expect(status).toBe(200);
    expect(body).toEqual(ownerBefore.filter((toggle) => toggle.feature_name !== NLVX.feature_name));
    expect(body).not.toContainEqual(NLVX);
    expect((await admin<Toggle[]>('/feature_toggles')).body.length).toBeGreaterThan(0);
  });

  it('basic-plan makes an Advanced account answer as Basic, and leaves the free one alone', async () => {
    const owner = as('owner-advanced');
    expect((await owner<Offerings>('/accounts/offerings?_show=mc,compat')).body.mc.plan).toBe('advanced');
    scenarios.apply('basic-plan');
    expect((await owner<Offerings>('/accounts/offerings?_show=mc,compat')).body.mc.plan).toBe('basic');
    expect((await owner<{ package_id: string }>('/user/package')).body.package_id).toBe(PLAN_TERMS.basic.package.package_id);
    expect((await as('owner-free')<Offerings>('/accounts/offerings?_show=mc,compat')).body.mc.plan).toBe('free');
  });

  it('timezone-flaky fails twice, then answers', async () => {
    const call = as('owner-advanced');
    scenarios.apply('timezone-flaky');
    expect((await call('/user/timezone')).status).toBe(500);
    expect((await call('/user/timezone')).status).toBe(500);
    expect((await call('/user/timezone')).status).toBe(200);
  });

  it('fail the named endpoints', async () => {
    const call = as('owner-advanced');
    const cases = {
      'account-profile-500': '/user/profile',
      'timezone-500': '/user/timezone',
      'contacts-count-500': '/marketing/contacts/count',
      'email-testing-credits-500': '/marketing/compatibility_testing/credits',
    } as const;
    for (const [scenario, path] of Object.entries(cases)) {
      scenarios.apply(scenario as keyof typeof cases);
      expect((await call(path)).status, scenario).toBe(500);
      expect((await call(path)).status, scenario).toBe(500);
      scenarios.clear();
      expect((await call(path)).status, scenario).toBe(200);
    }
  });
});
