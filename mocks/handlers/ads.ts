import { http, HttpResponse } from 'msw';
import { adsMessages } from '@/features/ads/messages';
import { EMPTY_CREATIVE, isAdPartner, type AdCampaignDto, type AdPartner, type AdSettingsDto } from '@/features/ads/types';
import {
  adCampaignsOf,
  adCampaignsTable,
  adSettingsOf,
  findAdCampaign,
  partnerAssets,
  saveAdSettings,
  type AdCampaignRecord,
} from '../db/ads';
import { resultsOf, statusOf } from '../db/ads-simulation';
import { contactStore } from '../db/contacts/contact-store-provider';
import { segmentsOf } from '../db/segments';
import type { User } from '../db/users';
import { api } from './api-path';
import { authenticated } from './auth';
import { invalidJsonBody, noContent, notFound, validationFailed } from './errors';
import { readJsonObject } from './request';
import { publishProblems, readCampaignSteps, readCreative } from './ads-validation';
import { staleEdit } from './edit-precondition';

/** Ads (designed here, mocks/README.md "Ads"): partner connections, the ad account, campaigns with simulated delivery. */
const ADS = '/marketing/ads';
const CAMPAIGNS = `${ADS}/campaigns`;

/** How long the partner's authorization code stays valid, as OAuth providers keep them short. */
const CODE_LIFETIME_MS = 10 * 60 * 1000;
const INVALID_CODE = 'authorization code is invalid or expired';

/** Codes the stand-in sign-in handed out: in memory, like the partner's own (a reload of the page loses nothing that matters). */
const codes = new Map<string, { owner: string; partner: AdPartner; accountName: string; expires: number }>();

type PartnerParams = { partner: string };
type IdParams = { id: string };

function settingsDto(owner: User): AdSettingsDto {
  const settings = adSettingsOf(owner);
  return { connections: settings.connections, ad_account_id: settings.ad_account_id, ...partnerAssets(owner, settings) };
}

function toDto(record: AdCampaignRecord): AdCampaignDto {
  const { owner: _owner, published_at: _published, paused_at: _paused, ...campaign } = record;
  const now = Date.now();
  return { ...campaign, status: statusOf(record, now), results: resultsOf(record, now) };
}

/** Contacts in the chosen lists and segments, added up: the partners match each source on its own. */
async function audienceSize(owner: User, listIds: readonly string[], segmentIds: readonly string[]): Promise<number> {
  const lists = await contactStore().getLists(owner.username);
  const segments = segmentsOf(owner.username);
  const listCount = lists.filter((list) => listIds.includes(list.id)).reduce((sum, list) => sum + list.contact_count, 0);
  const segmentCount = segments.filter((segment) => segmentIds.includes(segment.id)).reduce((sum, segment) => sum + segment.contacts_count, 0);
  return listCount + segmentCount;
}

/** Ids of lists and segments the account does not have, as a field error. */
async function unknownSources(owner: User, listIds: readonly string[], segmentIds: readonly string[]) {
  const lists = new Set((await contactStore().getLists(owner.username)).map((list) => list.id));
  const segments = new Set(segmentsOf(owner.username).map((segment) => segment.id));
  const unknown = [...listIds.filter((id) => !lists.has(id)), ...segmentIds.filter((id) => !segments.has(id))];
  return unknown.length === 0 ? [] : [{ field: 'audience', message: `unknown lists or segments: ${unknown.join(', ')}` }];
}

function withCampaign(params: IdParams, owner: User, handle: (campaign: AdCampaignRecord) => Response | Promise<Response>) {
  const campaign = findAdCampaign(owner, params.id);
  return campaign === undefined ? notFound() : handle(campaign);
}

const today = () => new Date().toISOString().slice(0, 10);

export const adsHandlers = [
  http.get(api(`${ADS}/settings`), authenticated(({ account }) => HttpResponse.json(settingsDto(account.actingAs)))),

  /**
   * The mock's stand-in for the partner's OAuth sign-in window: in production the app opens the partner's
   * own page, which redirects back with a code. Here the app's sign-in dialog posts the login to this.
   */
  http.post(
    api(`${ADS}/partners/:partner/sign_in`),
    authenticated<PartnerParams>(async ({ request, params, account }) => {
      if (!isAdPartner(params.partner)) return notFound();
      const body = await readJsonObject(request);
      if (body === undefined) return invalidJsonBody();
      const login = typeof body.login === 'string' ? body.login.trim() : '';
      if (login === '') return validationFailed([{ field: 'login', message: 'is a required field' }]);
      const code = crypto.randomUUID();
      const accountName = login.includes('@') ? login.slice(0, login.indexOf('@')) : login;
      codes.set(code, { owner: account.actingAs.username, partner: params.partner, accountName, expires: Date.now() + CODE_LIFETIME_MS });
      return HttpResponse.json({ authorization_code: code });
    }),
  ),

  http.post(
    api(`${ADS}/connections`),
    authenticated(async ({ request, account: { actingAs: owner } }) => {
      const body = await readJsonObject(request);
      if (body === undefined) return invalidJsonBody();
      if (!isAdPartner(body.partner)) return validationFailed([{ field: 'partner', message: 'must be facebook or instagram' }]);
      const grant = typeof body.authorization_code === 'string' ? codes.get(body.authorization_code) : undefined;
      if (grant === undefined || grant.owner !== owner.username || grant.partner !== body.partner || grant.expires < Date.now()) {
        return validationFailed([{ field: 'authorization_code', message: INVALID_CODE }]);
      }
      codes.delete(body.authorization_code as string);
      const partner = body.partner;
      const others = adSettingsOf(owner).connections.filter((connection) => connection.partner !== partner);
      saveAdSettings(owner, { connections: [...others, { partner, account_name: grant.accountName, connected_at: new Date().toISOString() }] });
      return HttpResponse.json(settingsDto(owner), { status: 201 });
    }),
  ),

  /** Without a partner: disconnects every partner. Running campaigns on a disconnected partner pause. */
  http.delete(
    api(`${ADS}/connections/:partner?`),
    authenticated<Partial<PartnerParams>>(({ params, account: { actingAs: owner } }) => {
      const { partner } = params;
      if (partner !== undefined && !isAdPartner(partner)) return notFound();
      const settings = adSettingsOf(owner);
      const leaving = settings.connections.filter((connection) => partner === undefined || connection.partner === partner).map((connection) => connection.partner);
      const now = Date.now();
      for (const campaign of adCampaignsOf(owner)) {
        const status = statusOf(campaign, now);
        if ((status === 'active' || status === 'scheduled') && campaign.partners.some((candidate) => leaving.includes(candidate))) {
          adCampaignsTable.update(campaign.id, { paused_at: new Date(now).toISOString() });
        }
      }
      const connections = settings.connections.filter((connection) => !leaving.includes(connection.partner));
      const facebookGone = !connections.some((connection) => connection.partner === 'facebook');
      saveAdSettings(owner, { connections, ad_account_id: facebookGone ? null : settings.ad_account_id });
      return HttpResponse.json(settingsDto(owner));
    }),
  ),

  http.put(
    api(`${ADS}/settings/ad_account`),
    authenticated(async ({ request, account: { actingAs: owner } }) => {
      const body = await readJsonObject(request);
      if (body === undefined) return invalidJsonBody();
      const known = partnerAssets(owner, adSettingsOf(owner)).ad_accounts.some((candidate) => candidate.id === body.ad_account_id);
      if (!known) return validationFailed([{ field: 'ad_account_id', message: 'must be one of your ad accounts' }]);
      saveAdSettings(owner, { ad_account_id: body.ad_account_id as string });
      return HttpResponse.json(settingsDto(owner));
    }),
  ),

  http.get(api(CAMPAIGNS), authenticated(({ account }) => HttpResponse.json({ result: adCampaignsOf(account.actingAs).map(toDto) }))),

  http.post(
    api(CAMPAIGNS),
    authenticated(async ({ request, account: { actingAs: owner } }) => {
      const body = await readJsonObject(request);
      if (body === undefined) return invalidJsonBody();
      const { errors, value } = readCampaignSteps(body, adSettingsOf(owner));
      if (value === undefined) return validationFailed(errors);
      const unknown = await unknownSources(owner, value.audience.list_ids, value.audience.segment_ids);
      if (unknown.length > 0) return validationFailed(unknown);
      const now = new Date().toISOString();
      const campaign = adCampaignsTable.insert({
        ...value,
        id: crypto.randomUUID(),
        owner: owner.username,
        audience: { ...value.audience, size: await audienceSize(owner, value.audience.list_ids, value.audience.segment_ids) },
        creative: EMPTY_CREATIVE,
        published_at: null,
        paused_at: null,
        created_at: now,
        updated_at: now,
      });
      return HttpResponse.json(toDto(campaign), { status: 201 });
    }),
  ),

  http.get(
    api(`${CAMPAIGNS}/:id`),
    authenticated<IdParams>(({ params, account }) => withCampaign(params, account.actingAs, (campaign) => HttpResponse.json(toDto(campaign)))),
  ),

  /** A draft's steps (all four together, as POST) and/or its `creative` (any part of it). */
  http.patch(
    api(`${CAMPAIGNS}/:id`),
    authenticated<IdParams>(({ request, params, account: { actingAs: owner } }) =>
      withCampaign(params, owner, async (campaign) => {
        if (campaign.published_at !== null) return validationFailed([{ field: null, message: adsMessages.notDraft }]);
        const stale = staleEdit(request, campaign.updated_at, 'ad campaign');
        if (stale) return stale;
        const body = await readJsonObject(request);
        if (body === undefined) return invalidJsonBody();
        let patch: Partial<AdCampaignRecord> = {};
        if (body.name !== undefined || body.partners !== undefined || body.schedule !== undefined || body.audience !== undefined) {
          const steps = readCampaignSteps({ name: campaign.name, partners: campaign.partners, schedule: campaign.schedule, audience: campaign.audience, ...body }, adSettingsOf(owner));
          if (steps.value === undefined) return validationFailed(steps.errors);
          const unknown = await unknownSources(owner, steps.value.audience.list_ids, steps.value.audience.segment_ids);
          if (unknown.length > 0) return validationFailed(unknown);
          const size = await audienceSize(owner, steps.value.audience.list_ids, steps.value.audience.segment_ids);
          patch = { ...steps.value, audience: { ...steps.value.audience, size } };
        }
        if (body.creative !== undefined) {
          const creative = readCreative(body.creative, campaign.creative);
          if (creative.value === undefined) return validationFailed(creative.errors);
          patch.creative = creative.value;
        }
        return HttpResponse.json(toDto(adCampaignsTable.update(campaign.id, { ...patch, updated_at: new Date().toISOString() })));
      }),
    ),
  ),

  http.delete(
    api(`${CAMPAIGNS}/:id`),
    authenticated<IdParams>(({ params, account }) =>
      withCampaign(params, account.actingAs, (campaign) => {
        adCampaignsTable.remove(campaign.id);
        return noContent();
      }),
    ),
  ),

  /** Checks everything a campaign needs (spec §5), then hands it to the partners: scheduled, or active from its start date. */
  http.post(
    api(`${CAMPAIGNS}/:id/publish`),
    authenticated<IdParams>(({ params, account: { actingAs: owner } }) =>
      withCampaign(params, owner, async (campaign) => {
        if (campaign.published_at !== null) return validationFailed([{ field: null, message: 'campaign is already published' }]);
        const size = await audienceSize(owner, campaign.audience.list_ids, campaign.audience.segment_ids);
        const counted = { ...campaign, audience: { ...campaign.audience, size } };
        const errors = publishProblems(owner, counted, adSettingsOf(owner));
        const { duration, end_date } = campaign.schedule;
        if (duration === 'temporary' && end_date !== null && end_date < today()) errors.push({ field: 'schedule.end_date', message: 'The end date has passed.' });
        if (errors.length > 0) return validationFailed(errors);
        const now = new Date().toISOString();
        return HttpResponse.json(toDto(adCampaignsTable.update(campaign.id, { audience: counted.audience, published_at: now, updated_at: now })));
      }),
    ),
  ),
];
