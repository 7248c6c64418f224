import { type SocialUrlField } from './types';

/** The social networks of the social module, in the order they render. */
export const SOCIAL_NETWORKS = [
  { key: 'facebook', label: 'Facebook', urlField: 'facebookUrl', colour: '#1877F2' },
  { key: 'x', label: 'X', urlField: 'xUrl', colour: '#000000' },
  { key: 'instagram', label: 'Instagram', urlField: 'instagramUrl', colour: '#C13584' },
  { key: 'pinterest', label: 'Pinterest', urlField: 'pinterestUrl', colour: '#E60023' },
  { key: 'linkedin', label: 'LinkedIn', urlField: 'linkedinUrl', colour: '#0A66C2' },
  { key: 'tiktok', label: 'TikTok', urlField: 'tiktokUrl', colour: '#010101' },
] as const satisfies readonly { key: string; label: string; urlField: SocialUrlField; colour: string }[];

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
