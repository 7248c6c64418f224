import { REQUIRED_MESSAGE, maxLengthMessage } from '@/shared/form/messages';
import { audienceSizeOf, meetsMinimumAudience, sourceKey } from './audience';
import { ADS_LIMITS } from './limits';
import { adsMessages } from './messages';
import type { AdCampaignDto, AdCampaignRequest, AdDuration, AdPartner, AudienceSource } from './types';

/** The four creation steps, in order (spec §2 Ads). */
export const WIZARD_STEPS = ['Name', 'Ad partners', 'Schedule', 'Target audience'] as const;
export type WizardStep = 0 | 1 | 2 | 3;
export const LAST_STEP: WizardStep = 3;

export interface WizardValues {
  name: string;
  partners: AdPartner[];
  startDate: string;
  duration: AdDuration;
  endDate: string;
  /** As typed, in US dollars. */
  dailyBudget: string;
  /** `list:<id>` and `segment:<id>` keys. */
  sources: string[];
}

export type WizardErrors = Partial<Record<keyof WizardValues, string>>;

/** Which step holds each field, to go back to the first step with a problem. */
export const STEP_OF: Record<keyof WizardValues, WizardStep> = {
  name: 0,
  partners: 1,
  startDate: 2,
  duration: 2,
  endDate: 2,
  dailyBudget: 2,
  sources: 3,
};

export const wizardValuesOf = (campaign: AdCampaignDto | undefined, today: string): WizardValues =>
  campaign === undefined
    ? { name: '', partners: [], startDate: today, duration: 'ongoing', endDate: '', dailyBudget: String(ADS_LIMITS.minDailyBudget * 2), sources: [] }
    : {
        name: campaign.name,
        partners: campaign.partners,
        startDate: campaign.schedule.start_date,
        duration: campaign.schedule.duration,
        endDate: campaign.schedule.end_date ?? '',
        dailyBudget: String(campaign.schedule.daily_budget),
        sources: [
          ...campaign.audience.list_ids.map((id) => sourceKey({ kind: 'list', id })),
          ...campaign.audience.segment_ids.map((id) => sourceKey({ kind: 'segment', id })),
        ],
      };

const idsOf = (keys: readonly string[], kind: AudienceSource['kind']) =>
  keys.filter((key) => key.startsWith(`${kind}:`)).map((key) => key.slice(kind.length + 1));

export const toCampaignRequest = (values: WizardValues): AdCampaignRequest => ({
  name: values.name.trim(),
  partners: values.partners,
  schedule: {
    start_date: values.startDate,
    duration: values.duration,
    end_date: values.duration === 'temporary' ? values.endDate : null,
    daily_budget: Number(values.dailyBudget),
  },
  audience: { list_ids: idsOf(values.sources, 'list'), segment_ids: idsOf(values.sources, 'segment') },
});

interface Context {
  connected: readonly AdPartner[];
  sources: readonly AudienceSource[];
}

/** The problems of every step up to `through` (the spec's rules, §5), worded as the server words them. */
export function validateWizard(values: WizardValues, through: WizardStep, { connected, sources }: Context): WizardErrors {
  const errors: WizardErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = REQUIRED_MESSAGE;
  else if (name.length > ADS_LIMITS.nameLength) errors.name = maxLengthMessage(ADS_LIMITS.nameLength);
  if (through < 1) return errors;

  if (values.partners.length === 0) errors.partners = adsMessages.noPartner;
  else {
    const missing = values.partners.find((partner) => !connected.includes(partner));
    if (missing) errors.partners = adsMessages.notConnected(missing);
  }
  if (through < 2) return errors;

  if (values.startDate === '') errors.startDate = REQUIRED_MESSAGE;
  if (values.duration === 'temporary') {
    if (values.endDate === '') errors.endDate = adsMessages.endDateRequired;
    else if (values.startDate !== '' && values.endDate < values.startDate) errors.endDate = adsMessages.endBeforeStart;
  }
  const budget = Number(values.dailyBudget);
  if (values.dailyBudget.trim() === '' || !Number.isFinite(budget) || budget < ADS_LIMITS.minDailyBudget) errors.dailyBudget = adsMessages.budgetTooSmall;
  else if (budget > ADS_LIMITS.maxDailyBudget) errors.dailyBudget = adsMessages.budgetTooLarge;
  if (through < 3) return errors;

  const size = audienceSizeOf(sources, values.sources);
  if (values.sources.length === 0) errors.sources = adsMessages.noAudience;
  else if (values.sources.length > ADS_LIMITS.audienceSources) errors.sources = adsMessages.tooManySources;
  else if (!meetsMinimumAudience(size)) errors.sources = adsMessages.audienceTooSmall(size);
  return errors;
}

/** The first step with a problem, if any. */
export const firstStepWithErrors = (errors: WizardErrors): WizardStep | undefined =>
  (Object.keys(errors) as (keyof WizardValues)[]).map((field) => STEP_OF[field]).sort()[0];
