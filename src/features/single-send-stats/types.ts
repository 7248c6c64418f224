import type { MetricsDto } from '@/shared/sending/metrics';

/** One row of GET /marketing/stats/singlesends and …/{id}: `aggregation` is "total" or the day (YYYY-MM-DD). */
export interface StatsRowDto {
  id: string;
  ab_variation: string;
  ab_phase: 'send' | 'test' | 'all';
  aggregation: string;
  stats: MetricsDto;
}

export interface StatsPageDto {
  results: StatsRowDto[];
  _metadata?: { next?: string };
}

/** One row of …/{id}/links. */
export interface LinkStatDto {
  url: string;
  url_location?: number;
  ab_variation: string;
  ab_phase: 'send' | 'test' | 'all';
  clicks: number;
}

export interface LinkStatsDto {
  results: LinkStatDto[];
  total_clicks: number;
  _metadata?: { next?: string };
}

/** The variant picker's value: every variation together, or one variation's id. */
export const ALL_VARIATIONS = 'all';
