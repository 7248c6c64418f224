import { REQUIRED_MESSAGE } from '@/shared/form/messages';
import { imageProblems } from './image-rules';
import { adsMessages, isValidLinkUrl } from './messages';
import type { AdCreativeDto, AdPartner, AdSettingsDto } from './types';

export type CreativeErrors = Partial<Record<'facebook_page_id' | 'instagram_account_id' | 'link_url' | 'image', string>>;

/** The design-ad step's rules (spec §5): a Facebook page, an Instagram account when Instagram runs the ad, a valid link, an image that fits every partner. */
export function validateCreative(creative: AdCreativeDto, partners: readonly AdPartner[], settings: AdSettingsDto | null): CreativeErrors {
  const errors: CreativeErrors = {};
  if (!settings?.facebook_pages.some((page) => page.id === creative.facebook_page_id)) errors.facebook_page_id = REQUIRED_MESSAGE;
  if (partners.includes('instagram') && !settings?.instagram_accounts.some((account) => account.id === creative.instagram_account_id)) {
    errors.instagram_account_id = REQUIRED_MESSAGE;
  }
  if (!isValidLinkUrl(creative.link_url)) errors.link_url = adsMessages.invalidLink;
  if (creative.image === null) errors.image = adsMessages.imageRequired;
  else {
    const problems = imageProblems(partners, creative.image);
    if (problems.length > 0) errors.image = problems.join(' ');
  }
  return errors;
}

/** The server's field paths of a creative's 400, onto the editor's fields. */
export const creativeServerFields = {
  'creative.facebook_page_id': 'facebook_page_id',
  'creative.instagram_account_id': 'instagram_account_id',
  'creative.link_url': 'link_url',
  'creative.image': 'image',
} as const;
