import type { AdCampaignStatus, AdResultsDto } from '@/features/ads/types';
import type { AdCampaignRecord } from './ads';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight UTC of a YYYY-MM-DD date. */
const dayStart = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** A stable number in [0, 1) from the campaign id, so each campaign has its own but unchanging prices. */
function unitHash(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return (hash >>> 0) / 2 ** 32;
}

/** Where the schedule stands at `now`: before the start, running, or past the end date's last day. */
function phase(campaign: AdCampaignRecord, now: number): 'before' | 'running' | 'ended' {
  const { start_date, duration, end_date } = campaign.schedule;
  if (now < dayStart(start_date)) return 'before';
  if (duration === 'temporary' && end_date !== null && now >= dayStart(end_date) + DAY_MS) return 'ended';
  return 'running';
}

export function statusOf(campaign: AdCampaignRecord, now: number): AdCampaignStatus {
  if (campaign.published_at === null) return 'draft';
  const where = phase(campaign, now);
  if (where === 'ended') return 'completed';
  if (campaign.paused_at !== null) return 'paused';
  return where === 'before' ? 'scheduled' : 'active';
}

/** Days the campaign has been delivering at `now` (fractional), from the later of its start and its publish. */
function daysDelivered(campaign: AdCampaignRecord, now: number): number {
  if (campaign.published_at === null) return 0;
  const from = Math.max(dayStart(campaign.schedule.start_date), Date.parse(campaign.published_at));
  const { duration, end_date } = campaign.schedule;
  const end = duration === 'temporary' && end_date !== null ? dayStart(end_date) + DAY_MS : now;
  const until = Math.min(now, end, campaign.paused_at === null ? now : Date.parse(campaign.paused_at));
  return Math.max(0, until - from) / DAY_MS;
}

/**
 * Simulated delivery, computed at read time from the clock: the partners spend 92–99 % of the daily
 * budget each day, at a cost per thousand impressions of $6–$11 and a click rate of 0.8–1.6 %, fixed per
 * campaign. A paused campaign keeps what it had spent when it was paused.
 */
export function resultsOf(campaign: AdCampaignRecord, now: number): AdResultsDto {
  const seed = unitHash(campaign.id);
  const pacing = 0.92 + 0.07 * seed;
  const cpm = 6 + 5 * unitHash(`${campaign.id}:cpm`);
  const clickRate = 0.008 + 0.008 * unitHash(`${campaign.id}:ctr`);
  const spend = Math.round(daysDelivered(campaign, now) * campaign.schedule.daily_budget * pacing * 100) / 100;
  const impressions = Math.round((spend / cpm) * 1000);
  return { spend, impressions, clicks: Math.round(impressions * clickRate) };
}
