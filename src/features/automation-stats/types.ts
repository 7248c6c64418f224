import type { PageMetadata } from '@/shared/paging/page-token';
import type { MetricsDto } from '@/shared/sending/metrics';

/**
 * One row of GET /marketing/stats/automations/{id} (ENDPOINTS.md §6): `step_id` is the message's id when
 * grouped by step, "all" otherwise; `aggregation` is "total" or the day (YYYY-MM-DD).
 */
export interface AutomationStatsRowDto {
  id: string;
  aggregation: string;
  step_id: string;
  stats: MetricsDto;
}

export interface AutomationStatsPageDto {
  results: AutomationStatsRowDto[];
  _metadata?: PageMetadata;
}

/** One row of …/{id}/links. */
export interface AutomationLinkStatDto {
  url: string;
  url_location?: number;
  step_id: string;
  clicks: number;
}

export interface AutomationLinkStatsDto {
  results: AutomationLinkStatDto[];
  total_clicks: number;
  _metadata?: PageMetadata;
}

/** The email picker's value: every email together, or one message's id (its step id). */
export const ALL_STEPS = 'all';

/** The days the figures cover (YYYY-MM-DD, in the user's timezone); null: from the first, up to the last. */
export interface StatsRange {
  start: string | null;
  end: string | null;
}

export const ALL_TIME: StatsRange = { start: null, end: null };
