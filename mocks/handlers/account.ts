import { http, HttpResponse } from 'msw';
import {
  accountOf,
  entitlementsOf,
  MC_CONTACT_PRICING_TIERS,
  NEW_MARKETING_ACCESS_TOGGLE,
  PLAN_TERMS,
  planOf,
  TIMEZONE_NAMES,
} from '../db/accounts';
import { emailTestingCreditsOf } from '../db/email-testing';
import { createScopeRequest, findPendingScopeRequest } from '../db/scope-requests';
import { scenarios } from '../scenarios/registry';
import type { User } from '../db/users';
import { api } from './api-path';
import { authenticated } from './auth';
import { invalidJsonBody, validationFailed } from './errors';
import { readJsonObject } from './request';
import { maxLength, required, text, validateFields } from './validation';

/**
 * The account information behind the app's cached account service (spec §6–7, "Account calls").
 * SendGrid's public paths where they exist (/user/profile, /user/username, /user/email,
 * /user/account, /user/credits, /user/timezone, /scopes); the rest are designed in the same style and
 * listed in mocks/README.md. With on-behalf-of every endpoint answers for the subuser.
 */

export const scopeRequestPendingMessage = (group: string) => `an access request for ${group} is already pending`;

const now = () => Math.floor(Date.now() / 1000);

/** The zone's UTC offset at `at` ("-07:00", -25200), daylight saving time included. */
export function utcOffset(timeZone: string, at: Date): { offset: string; offsetSeconds: number } {
  const label =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(label);
  if (match === null) return { offset: '+00:00', offsetSeconds: 0 };
  const [, sign = '+', hours = '00', minutes = '00'] = match;
  const seconds = (Number(hours) * 3600 + Number(minutes) * 60) * (sign === '-' ? -1 : 1);
  return { offset: `${sign}${hours}:${minutes}`, offsetSeconds: seconds };
}

function profileOf(user: User) {
  const { profile, userId } = accountOf(user);
  return {
    first_name: user.firstName,
    last_name: user.lastName,
    multifactor_phone: profile.multifactor_phone,
    authy_id: profile.authy_id,
    address: profile.address,
    address2: profile.address2,
    company: user.company,
    country: profile.country,
    phone: profile.phone,
    state: profile.state,
    website: profile.website,
    zip: profile.zip,
    userid: userId,
  };
}

function timezoneOf(user: User) {
  const code = accountOf(user).timezone;
  const { offset, offsetSeconds } = utcOffset(code, new Date());
  return { name: TIMEZONE_NAMES[code] ?? code, code, offset, offset_seconds: offsetSeconds };
}

function emailApiCreditsOf(user: User) {
  const credits = accountOf(user).emailApiCredits;
  return { ...credits, remain: Math.max(0, credits.total - credits.used) };
}

function sendCreditsOf(user: User) {
  const credits = accountOf(user).sendCredits;
  return { ...credits, remain: Math.max(0, credits.total - credits.used) };
}

/** `?_show=mc,compat` picks the sections; without it both are sent. */
function offeringsOf(user: User, show: string | null) {
  const sections = new Set((show ?? 'mc,compat').split(',').map((section) => section.trim()));
  const entitlements = entitlementsOf(user);
  return {
    ...(sections.has('mc')
      ? {
          mc: {
            plan: entitlements.plan,
            contacts_limit: entitlements.contactsLimit,
            automation: { entitled: entitlements.automation },
          },
        }
      : {}),
    ...(sections.has('compat') ? { compat: { email_testing: { entitled: entitlements.emailTesting } } } : {}),
  };
}

const scopeRequestRules = { scope_group_name: [required, text, maxLength(100)] };

export const accountHandlers = [
  http.get(api('/user/profile'), authenticated(({ account }) => HttpResponse.json(profileOf(account.actingAs)))),

  http.get(
    api('/user/username'),
    authenticated(({ account: { actingAs } }) =>
      HttpResponse.json({ username: actingAs.username, user_id: accountOf(actingAs).userId }),
    ),
  ),

  http.get(api('/user/email'), authenticated(({ account }) => HttpResponse.json({ email: account.actingAs.email }))),

  http.get(
    api('/user/account'),
    authenticated(({ account: { actingAs } }) =>
      HttpResponse.json({
        type: planOf(actingAs) === 'free' || planOf(actingAs) === 'trial' ? 'free' : 'paid',
        reputation: accountOf(actingAs).reputation,
        is_reseller_customer: accountOf(actingAs).isResellerCustomer,
      }),
    ),
  ),

  http.get(
    api('/user/package'),
    authenticated(({ account }) => HttpResponse.json(PLAN_TERMS[planOf(account.actingAs)].package)),
  ),

  http.get(
    api('/user/signup_status'),
    authenticated(({ account }) => HttpResponse.json(accountOf(account.actingAs).signupStatus)),
  ),

  http.get(
    api('/user/status'),
    authenticated(({ account }) => HttpResponse.json({ status: accountOf(account.actingAs).status })),
  ),

  http.get(
    api('/user/type'),
    authenticated(({ account: { actingAs } }) =>
      HttpResponse.json({ type: actingAs.type, reseller_username: accountOf(actingAs).resellerUsername }),
    ),
  ),

  http.get(api('/user/credits'), authenticated(({ account }) => HttpResponse.json(emailApiCreditsOf(account.actingAs)))),

  http.get(api('/user/timezone'), authenticated(({ account }) => HttpResponse.json(timezoneOf(account.actingAs)))),

  http.get(
    api('/marketing/credits/email'),
    authenticated(({ account }) => HttpResponse.json(sendCreditsOf(account.actingAs))),
  ),

  http.get(
    api('/marketing/compatibility_testing/credits'),
    // What is left after the runs of handlers/email-testing.ts.
    authenticated(({ account: { actingAs } }) => HttpResponse.json(emailTestingCreditsOf(actingAs))),
  ),

  http.get(
    api('/feature_toggles'),
    authenticated(({ account }) => {
      const toggles = accountOf(account.actingAs).featureToggles;
      const withoutNewAccess = scenarios.hasFlag('no-new-marketing-access');
      return HttpResponse.json(withoutNewAccess ? toggles.filter((toggle) => toggle !== NEW_MARKETING_ACCESS_TOGGLE) : toggles);
    }),
  ),

  http.get(api('/scopes'), authenticated(({ account }) => HttpResponse.json({ scopes: account.actingAs.scopes }))),

  http.get(
    api('/accounts/offerings'),
    authenticated(({ request, account: { actingAs } }) => {
      const query = new URL(request.url).searchParams;
      if (query.has('_pricing')) {
        return HttpResponse.json({ pricing: { products: { mc_contacts: MC_CONTACT_PRICING_TIERS } } });
      }
      return HttpResponse.json(offeringsOf(actingAs, query.get('_show')));
    }),
  ),

  /** Asks the account's administrator for access to a scope group; one pending request per group. */
  http.post(
    api('/scopes/requests'),
    authenticated(async ({ request, account: { actingAs } }) => {
      const body = await readJsonObject(request);
      if (body === undefined) return invalidJsonBody();
      const errors = validateFields(body, scopeRequestRules, 'create');
      if (errors.length > 0) return validationFailed(errors);
      const group = String(body.scope_group_name).trim();
      if (findPendingScopeRequest(actingAs, group) !== undefined) {
        return validationFailed([{ field: null, message: scopeRequestPendingMessage(group) }]);
      }
      const created = createScopeRequest(actingAs, group, now());
      return HttpResponse.json(
        {
          id: created.id,
          scope_group_name: created.scope_group_name,
          username: actingAs.username,
          email: actingAs.email,
          first_name: actingAs.firstName,
          last_name: actingAs.lastName,
          created_at: created.created_at,
        },
        { status: 201 },
      );
    }),
  ),
];
