import { dailySeries, sumMetrics, type DailySeries } from '@/shared/marketing-stats/metrics';
import type { MetricsDto } from '@/shared/sending/metrics';
import type { StatsRowDto } from './types';

/**
 * The rows of one variation (or all), without counting a contact twice: a variation's "all" phase row is
 * its test and send phases together, so it is used alone when present.
 */
export function metricsOf(rows: readonly StatsRowDto[], variation: string): MetricsDto {
  const chosen = variation === 'all' ? rows : rows.filter((row) => row.ab_variation === variation);
  const byVariation = new Map<string, StatsRowDto[]>();
  for (const row of chosen) byVariation.set(row.ab_variation, [...(byVariation.get(row.ab_variation) ?? []), row]);
  const picked = [...byVariation.values()].flatMap((group) => {
    const all = group.filter((row) => row.ab_phase === 'all');
    return all.length > 0 ? all : group;
  });
  return sumMetrics(picked.map((row) => row.stats));
}

/** The figures per day (in the user's timezone) of the chosen variation (or all). */
export const dailySeriesOf = (rows: readonly StatsRowDto[], variation: string): DailySeries => dailySeries(rows, (day) => metricsOf(day, variation));
