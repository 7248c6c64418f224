import type { AdAudienceDto, AdConnectionDto, AdCreativeDto, AdPartner, AdScheduleDto, AdSettingsDto } from '@/features/ads/types';
import { createTable } from './table';
import type { User } from './users';

/** One row per account: its partner connections and its chosen ad account. */
export interface AdSettingsRecord {
  /** The owner's username: one settings row per account. */
  id: string;
  connections: AdConnectionDto[];
  ad_account_id: string | null;
}

export interface AdCampaignRecord {
  /** A UUID. */
  id: string;
  /** Username of the account that owns the campaign. Never sent to the client. */
  owner: string;
  name: string;
  partners: AdPartner[];
  schedule: AdScheduleDto;
  audience: AdAudienceDto;
  creative: AdCreativeDto;
  /** ISO time of the publish; null while a draft. The status follows from it, the schedule and `paused_at`. */
  published_at: string | null;
  /** ISO time delivery stopped (its partner was disconnected); null while it runs. */
  paused_at: string | null;
  created_at: string;
  updated_at: string;
}

export const adSettingsTable = createTable<AdSettingsRecord>();
export const adCampaignsTable = createTable<AdCampaignRecord>();

export const adSettingsOf = (owner: User): AdSettingsRecord =>
  adSettingsTable.get(owner.username) ?? { id: owner.username, connections: [], ad_account_id: null };

export function saveAdSettings(owner: User, patch: Partial<Omit<AdSettingsRecord, 'id'>>): AdSettingsRecord {
  const current = adSettingsTable.get(owner.username);
  return current ? adSettingsTable.update(owner.username, patch) : adSettingsTable.insert({ ...adSettingsOf(owner), ...patch });
}

export const isConnected = (owner: User, partner: AdPartner) => adSettingsOf(owner).connections.some((connection) => connection.partner === partner);

/** Newest update first. */
export const adCampaignsOf = (owner: User): AdCampaignRecord[] =>
  adCampaignsTable
    .all()
    .filter((campaign) => campaign.owner === owner.username)
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at) || a.id.localeCompare(b.id));

export function findAdCampaign(owner: User, id: string): AdCampaignRecord | undefined {
  const campaign = adCampaignsTable.get(id);
  return campaign?.owner === owner.username ? campaign : undefined;
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

/**
 * What the partners hold for an account, made up from its company name: the ad accounts and pages appear
 * once Facebook is connected, the Instagram accounts once Instagram is.
 */
export function partnerAssets(owner: User, settings: AdSettingsRecord): Omit<AdSettingsDto, 'connections' | 'ad_account_id'> {
  const connected = (partner: AdPartner) => settings.connections.some((connection) => connection.partner === partner);
  const handle = slug(owner.company) || owner.username;
  return {
    ad_accounts: connected('facebook')
      ? [
          { id: `act_${handle}_main`, name: `${owner.company} Ads`, currency: 'USD' },
          { id: `act_${handle}_agency`, name: `${owner.company} (agency account)`, currency: 'USD' },
        ]
      : [],
    facebook_pages: connected('facebook')
      ? [
          { id: `page_${handle}`, name: owner.company },
          { id: `page_${handle}_events`, name: `${owner.company} Events` },
        ]
      : [],
    instagram_accounts: connected('instagram') ? [{ id: `ig_${handle}`, username: `@${handle}` }] : [],
  };
}
