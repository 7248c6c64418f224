import { describe, expect, it } from 'vitest';
import { dailySeries, EMPTY_METRICS, formatRate, metricFigures, sumMetrics } from './metrics';

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
  it('orders the days and totals each day’s rows as asked', () => {
    const row = (aggregation: string, delivered: number) => ({ aggregation, stats: { ...EMPTY_METRICS, delivered, unique_opens: 1 } });
    const rows = [row('2026-06-02', 5), row('2026-06-01', 10), row('2026-06-01', 20)];
    expect(dailySeries(rows, (day) => sumMetrics(day.map((one) => one.stats)))).toEqual({
      days: ['2026-06-01', '2026-06-02'],
      delivered: [30, 5],
      uniqueOpens: [2, 1],
      uniqueClicks: [0, 0],
    });
  });
});
