import { ADS_LIMITS } from '@/features/ads/limits';
import { adsMessages, isValidLinkUrl } from '@/features/ads/messages';
import { imageProblems } from '@/features/ads/image-rules';
import { CALLS_TO_ACTION, isAdPartner, type AdCampaignRequest, type AdCreativeDto, type AdPartner, type AdScheduleDto } from '@/features/ads/types';
import { partnerAssets, type AdCampaignRecord, type AdSettingsRecord } from '../db/ads';
import type { User } from '../db/users';
import type { FieldError } from './errors';

const REQUIRED = 'is a required field';
const isDate = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
const stringsIn = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The four creation steps' fields of a POST or PATCH body, checked and read; `errors` names the request paths. */
export function readCampaignSteps(
  body: Record<string, unknown>,
  settings: AdSettingsRecord,
): { errors: FieldError[]; value?: Omit<AdCampaignRequest, 'creative'> } {
  const errors: FieldError[] = [];
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (name === '') errors.push({ field: 'name', message: REQUIRED });
  else if (name.length > ADS_LIMITS.nameLength) errors.push({ field: 'name', message: `must not exceed ${ADS_LIMITS.nameLength} characters` });

  const partners = Array.isArray(body.partners) ? [...new Set(body.partners)] : [];
  if (partners.length === 0 || !partners.every(isAdPartner)) errors.push({ field: 'partners', message: adsMessages.noPartner });
  else {
    const missing = (partners as AdPartner[]).find((partner) => !settings.connections.some((connection) => connection.partner === partner));
    if (missing) errors.push({ field: 'partners', message: adsMessages.notConnected(missing) });
  }

  const schedule = (typeof body.schedule === 'object' && body.schedule !== null ? body.schedule : {}) as Partial<Record<keyof AdScheduleDto, unknown>>;
  if (!isDate(schedule.start_date)) errors.push({ field: 'schedule.start_date', message: schedule.start_date ? adsMessages.invalidDate : REQUIRED });
  const temporary = schedule.duration === 'temporary';
  if (schedule.duration !== 'ongoing' && !temporary) errors.push({ field: 'schedule.duration', message: 'must be ongoing or temporary' });
  if (temporary && !isDate(schedule.end_date)) errors.push({ field: 'schedule.end_date', message: adsMessages.endDateRequired });
  else if (temporary && isDate(schedule.start_date) && (schedule.end_date as string) < schedule.start_date) {
    errors.push({ field: 'schedule.end_date', message: adsMessages.endBeforeStart });
  }
  const budget = schedule.daily_budget;
  if (typeof budget !== 'number' || !Number.isFinite(budget) || budget < ADS_LIMITS.minDailyBudget) {
    errors.push({ field: 'schedule.daily_budget', message: adsMessages.budgetTooSmall });
  } else if (budget > ADS_LIMITS.maxDailyBudget) errors.push({ field: 'schedule.daily_budget', message: adsMessages.budgetTooLarge });

  const audience = (typeof body.audience === 'object' && body.audience !== null ? body.audience : {}) as Record<string, unknown>;
  const listIds = stringsIn(audience.list_ids) ? audience.list_ids : [];
  const segmentIds = stringsIn(audience.segment_ids) ? audience.segment_ids : [];
  if (listIds.length + segmentIds.length === 0) errors.push({ field: 'audience', message: adsMessages.noAudience });
  else if (listIds.length + segmentIds.length > ADS_LIMITS.audienceSources) errors.push({ field: 'audience', message: adsMessages.tooManySources });

  if (errors.length > 0) return { errors };
  return {
    errors,
    value: {
      name,
      partners: partners as AdPartner[],
      schedule: {
        start_date: schedule.start_date as string,
        duration: temporary ? 'temporary' : 'ongoing',
        end_date: temporary ? (schedule.end_date as string) : null,
        daily_budget: Math.round((budget as number) * 100) / 100,
      },
      audience: { list_ids: [...new Set(listIds)], segment_ids: [...new Set(segmentIds)] },
    },
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The design-ad step's fields, read leniently: a draft may be half done; publishing checks them (publishProblems). */
export function readCreative(value: unknown, current: AdCreativeDto): { errors: FieldError[]; value?: AdCreativeDto } {
  if (typeof value !== 'object' || value === null) return { errors: [{ field: 'creative', message: 'must be an object' }] };
  const body = value as Record<string, unknown>;
  const errors: FieldError[] = [];
  const headline = text(body.headline ?? current.headline);
  const primaryText = text(body.primary_text ?? current.primary_text);
  if (headline.length > ADS_LIMITS.headlineLength) errors.push({ field: 'creative.headline', message: `must not exceed ${ADS_LIMITS.headlineLength} characters` });
  if (primaryText.length > ADS_LIMITS.primaryTextLength) errors.push({ field: 'creative.primary_text', message: `must not exceed ${ADS_LIMITS.primaryTextLength} characters` });
  const callToAction = text(body.call_to_action ?? current.call_to_action);
  if (!(CALLS_TO_ACTION as readonly string[]).includes(callToAction)) errors.push({ field: 'creative.call_to_action', message: `must be one of ${CALLS_TO_ACTION.join(', ')}` });
  const image = body.image === undefined ? current.image : body.image;
  const validImage =
    image === null ||
    (typeof image === 'object' &&
      typeof (image as Record<string, unknown>).url === 'string' &&
      Number.isInteger((image as Record<string, unknown>).width) &&
      Number.isInteger((image as Record<string, unknown>).height));
  if (!validImage) errors.push({ field: 'creative.image', message: 'must be an image with url, width and height' });
  if (errors.length > 0) return { errors };
  const idOrNull = (field: unknown, fallback: string | null) => (field === undefined ? fallback : typeof field === 'string' && field !== '' ? field : null);
  return {
    errors,
    value: {
      facebook_page_id: idOrNull(body.facebook_page_id, current.facebook_page_id),
      instagram_account_id: idOrNull(body.instagram_account_id, current.instagram_account_id),
      headline,
      primary_text: primaryText,
      link_url: text(body.link_url ?? current.link_url).trim(),
      call_to_action: callToAction,
      image: image as AdCreativeDto['image'],
    },
  };
}

/** Everything a publish needs (spec §5), as field errors on the campaign's paths. */
export function publishProblems(owner: User, campaign: AdCampaignRecord, settings: AdSettingsRecord): FieldError[] {
  const assets = partnerAssets(owner, settings);
  const errors: FieldError[] = [];
  if (settings.ad_account_id === null) errors.push({ field: 'ad_account_id', message: adsMessages.noAdAccount });
  const missing = campaign.partners.find((partner) => !settings.connections.some((connection) => connection.partner === partner));
  if (missing) errors.push({ field: 'partners', message: adsMessages.notConnected(missing) });
  if (campaign.audience.size < ADS_LIMITS.minAudienceSize) errors.push({ field: 'audience', message: adsMessages.audienceTooSmall(campaign.audience.size) });
  const { creative } = campaign;
  if (!assets.facebook_pages.some((page) => page.id === creative.facebook_page_id)) errors.push({ field: 'creative.facebook_page_id', message: REQUIRED });
  if (campaign.partners.includes('instagram') && !assets.instagram_accounts.some((account) => account.id === creative.instagram_account_id)) {
    errors.push({ field: 'creative.instagram_account_id', message: REQUIRED });
  }
  if (!isValidLinkUrl(creative.link_url)) errors.push({ field: 'creative.link_url', message: adsMessages.invalidLink });
  if (creative.image === null) errors.push({ field: 'creative.image', message: adsMessages.imageRequired });
  else imageProblems(campaign.partners, creative.image).forEach((message) => errors.push({ field: 'creative.image', message }));
  return errors;
}
