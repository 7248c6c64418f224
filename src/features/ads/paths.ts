import type { AdPartner } from './types';

/** The ads screens (spec §2 Ads); `quickstart` is the route the spec names ads.campaigns.quickstart. */
export const adsPaths = {
  overview: '/ads',
  campaigns: '/ads/campaigns',
  quickstart: (id?: string) => (id === undefined ? '/ads/campaigns/new/quickstart' : `/ads/campaigns/${id}/quickstart`),
  target: (id?: string) => (id === undefined ? '/ads/campaigns/new/target' : `/ads/campaigns/${id}/target`),
  editor: (id: string) => `/ads/campaigns/${id}/editor`,
  delete: (id: string) => `/ads/campaigns/${id}/delete`,
  imageManager: (id: string) => `/ads/campaigns/${id}/editor/image_manager`,
  review: (id: string) => `/ads/campaigns/${id}/editor/review`,
  settings: '/ads/settings',
  adAccount: '/ads/settings/ad_account',
  disconnect: (partner?: AdPartner) => (partner === undefined ? '/ads/settings/disconnect' : `/ads/settings/disconnect/${partner}`),
} as const;
