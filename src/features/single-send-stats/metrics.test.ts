import { describe, expect, it } from 'vitest';
import { EMPTY_METRICS } from '@/shared/marketing-stats/metrics';
import { dailySeriesOf, metricsOf } from './metrics';
import type { StatsRowDto } from './types';

const row = (variation: string, phase: StatsRowDto['ab_phase'], day: string, delivered: number, uniqueOpens = 0): StatsRowDto => ({
  id: 'send',
  ab_variation: variation,
  ab_phase: phase,
  aggregation: day,
  stats: { ...EMPTY_METRICS, requests: delivered + 2, delivered, unique_opens: uniqueOpens },
});

describe('metricsOf', () => {
  it('adds the phases of every variation, or of the one chosen', () => {
    const rows = [row('a', 'test', 'total', 100, 20), row('b', 'test', 'total', 100, 30), row('b', 'send', 'total', 800, 240)];
    expect(metricsOf(rows, 'all').delivered).toBe(1000);
    expect(metricsOf(rows, 'b').unique_opens).toBe(270);
  });

  it('does not count a variation twice when the server also sends its "all" phase', () => {
    const rows = [row('a', 'test', 'total', 100), row('a', 'send', 'total', 900), row('a', 'all', 'total', 1000)];
    expect(metricsOf(rows, 'all').delivered).toBe(1000);
  });
});

describe('dailySeriesOf', () => {
  it('orders the days and sums each day’s variations', () => {
    const rows = [row('a', 'test', '2026-06-02', 5, 1), row('a', 'test', '2026-06-01', 10, 4), row('b', 'test', '2026-06-01', 20, 6)];
    expect(dailySeriesOf(rows, 'all')).toEqual({ days: ['2026-06-01', '2026-06-02'], delivered: [30, 5], uniqueOpens: [10, 1], uniqueClicks: [0, 0] });
  });
});
