/** Ads as the designed API answers them (mocks/README.md "Ads"); the screens use these shapes as they are. */
export const AD_PARTNERS = ['facebook', 'instagram'] as const;
export type AdPartner = (typeof AD_PARTNERS)[number];

export const PARTNER_NAMES: Record<AdPartner, string> = { facebook: 'Facebook', instagram: 'Instagram' };

export const isAdPartner = (value: unknown): value is AdPartner => (AD_PARTNERS as readonly unknown[]).includes(value);

export type AdCampaignStatus = 'draft' | 'scheduled' | 'active' | 'paused' | 'completed';

export type AdDuration = 'ongoing' | 'temporary';

export interface AdScheduleDto {
  /** YYYY-MM-DD. */
  start_date: string;
  duration: AdDuration;
  /** YYYY-MM-DD; null for an ongoing campaign. */
  end_date: string | null;
  /** US dollars. */
  daily_budget: number;
}

export interface AdAudienceDto {
  list_ids: string[];
  segment_ids: string[];
  /** Contacts in the chosen lists and segments, as the server counted them on the last save. */
  size: number;
}

export interface AdImageDto {
  id: string;
  url: string;
  width: number;
  height: number;
}

/** An image of the account's library (GET /images), as the image manager offers it. */
export interface AdLibraryImage extends AdImageDto {
  name: string;
  thumbnail: string;
}

export const CALLS_TO_ACTION = ['Learn More', 'Shop Now', 'Sign Up', 'Book Now', 'Contact Us'] as const;

export interface AdCreativeDto {
  facebook_page_id: string | null;
  instagram_account_id: string | null;
  headline: string;
  primary_text: string;
  link_url: string;
  call_to_action: string;
  image: AdImageDto | null;
}

export interface AdResultsDto {
  /** US dollars spent so far. */
  spend: number;
  impressions: number;
  /** Link clicks: the result the campaigns are optimised for. */
  clicks: number;
}

export interface AdCampaignDto {
  id: string;
  name: string;
  status: AdCampaignStatus;
  partners: AdPartner[];
  schedule: AdScheduleDto;
  audience: AdAudienceDto;
  creative: AdCreativeDto;
  results: AdResultsDto;
  created_at: string;
  updated_at: string;
}

/** What the four creation steps send (POST, and PATCH of a draft). */
export interface AdCampaignRequest {
  name: string;
  partners: AdPartner[];
  schedule: AdScheduleDto;
  audience: Pick<AdAudienceDto, 'list_ids' | 'segment_ids'>;
  creative?: AdCreativeDto;
}

export interface AdConnectionDto {
  partner: AdPartner;
  /** The name of the partner's account that signed in. */
  account_name: string;
  connected_at: string;
}

export interface AdSettingsDto {
  connections: AdConnectionDto[];
  ad_accounts: { id: string; name: string; currency: string }[];
  /** The one ad account campaigns are billed to. */
  ad_account_id: string | null;
  facebook_pages: { id: string; name: string }[];
  instagram_accounts: { id: string; username: string }[];
}

/** A list or segment a campaign can target, with its contact count. */
export interface AudienceSource {
  kind: 'list' | 'segment';
  id: string;
  name: string;
  count: number;
  /** A segment whose query no longer compiles cannot be targeted. */
  invalid?: boolean;
}

export const EMPTY_CREATIVE: AdCreativeDto = {
  facebook_page_id: null,
  instagram_account_id: null,
  headline: '',
  primary_text: '',
  link_url: '',
  call_to_action: 'Learn More',
  image: null,
};

/** Request field paths the server names in its 400s, and the form fields they land on. */
export const campaignServerFields = {
  name: 'name',
  partners: 'partners',
  'schedule.start_date': 'startDate',
  'schedule.end_date': 'endDate',
  'schedule.daily_budget': 'dailyBudget',
  audience: 'sources',
} as const;
