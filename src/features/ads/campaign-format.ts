import type { BadgeTone } from '@/shared/ui/Badge';
import { usd } from './limits';
import { PARTNER_NAMES, type AdCampaignDto, type AdCampaignStatus } from './types';

export const STATUS_LABELS: Record<AdCampaignStatus, { label: string; tone: BadgeTone }> = {
  draft: { label: 'Draft', tone: 'neutral' },
  scheduled: { label: 'Scheduled', tone: 'info' },
  active: { label: 'Active', tone: 'success' },
  paused: { label: 'Paused', tone: 'warning' },
  completed: { label: 'Completed', tone: 'neutral' },
};

/** 2026-09-15 as "Sep 15, 2026", read as a calendar date (no time zone shift). */
export const calendarDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });

export const scheduleText = ({ schedule }: Pick<AdCampaignDto, 'schedule'>) =>
  schedule.duration === 'temporary' && schedule.end_date !== null
    ? `${calendarDate(schedule.start_date)} – ${calendarDate(schedule.end_date)}`
    : `From ${calendarDate(schedule.start_date)}, ongoing`;

export const partnersText = (campaign: Pick<AdCampaignDto, 'partners'>) => campaign.partners.map((partner) => PARTNER_NAMES[partner]).join(', ');

export const budgetText = (campaign: Pick<AdCampaignDto, 'schedule'>) => `${usd(campaign.schedule.daily_budget)} a day`;

export const countText = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
