import { ADS_LIMITS, usd } from './limits';
import { PARTNER_NAMES, type AdPartner } from './types';

/** The ads validation messages; the mock backend words its 400s with the same ones. */
export const adsMessages = {
  noPartner: 'Choose at least 1 ad partner.',
  notConnected: (partner: AdPartner) => `Connect ${PARTNER_NAMES[partner]} in Ads settings before advertising there.`,
  invalidDate: 'must be a date (YYYY-MM-DD)',
  endDateRequired: 'An end date is required for a temporary campaign.',
  endBeforeStart: 'The end date must be on or after the start date.',
  budgetTooSmall: `The daily budget must be at least ${usd(ADS_LIMITS.minDailyBudget)}.`,
  budgetTooLarge: `The daily budget must not exceed ${usd(ADS_LIMITS.maxDailyBudget)}.`,
  noAudience: 'Choose at least one list or segment.',
  tooManySources: `Choose at most ${ADS_LIMITS.audienceSources} lists and segments.`,
  audienceTooSmall: (size: number) =>
    `The target audience needs at least ${ADS_LIMITS.minAudienceSize.toLocaleString('en-US')} contacts; the chosen lists and segments have ${size.toLocaleString('en-US')}.`,
  invalidLink: 'Enter a valid link URL starting with http:// or https://.',
  imageRequired: 'An image is required.',
  noAdAccount: 'Choose an ad account in Ads settings before publishing.',
  notDraft: 'Only a draft campaign can be changed.',
} as const;

/** A link the ad may send people to: an absolute http(s) URL with a host. */
export function isValidLinkUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
