import { describe, expect, it } from 'vitest';
import { dailySeries, EMPTY_METRICS, formatRate, metricFigures, metricsOf } from './metrics';
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

describe('metricFigures', () => {
  it('gives delivery as a share of requests and engagement as a share of delivered, and zero rates for nothing sent', () => {
    const figures = metricFigures({ ...EMPTY_METRICS, requests: 200, delivered: 190, unique_opens: 95, bounces: 10 });
    expect(figures.find((figure) => figure.label === 'Delivered')).toMatchObject({ rate: 0.95, of: 'requests' });
    expect(figures.find((figure) => figure.label === 'Unique opens')).toMatchObject({ rate: 0.5, of: 'delivered' });
    expect(figures.find((figure) => figure.label === 'Bounces')).toMatchObject({ rate: 0.05, of: 'requests' });
    expect(metricFigures(EMPTY_METRICS).every((figure) => figure.rate === undefined || figure.rate === 0)).toBe(true);
    expect(formatRate(0.4567)).toBe('45.7%');
    expect(formatRate(0.00042)).toBe('0.04%');
  });
});

describe('dailySeries', () => {
  it('orders the days and sums each day’s variations', () => {
    const rows = [row('a', 'test', '2026-06-02', 5, 1), row('a', 'test', '2026-06-01', 10, 4), row('b', 'test', '2026-06-01', 20, 6)];
    expect(dailySeries(rows, 'all')).toEqual({ days: ['2026-06-01', '2026-06-02'], delivered: [30, 5], uniqueOpens: [10, 1], uniqueClicks: [0, 0] });
  });
});
