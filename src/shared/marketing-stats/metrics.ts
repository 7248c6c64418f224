import type { MetricsDto } from '@/shared/sending/metrics';

/**
 * The figures of the marketing stats (ENDPOINTS.md §6) as the stats pages of single sends and automations
 * show them: totals, rates and the per-day series behind the chart.
 */
export const EMPTY_METRICS: MetricsDto = {
  requests: 0,
  delivered: 0,
  opens: 0,
  unique_opens: 0,
  clicks: 0,
  unique_clicks: 0,
  bounces: 0,
  bounce_drops: 0,
  invalid_emails: 0,
  spam_reports: 0,
  spam_report_drops: 0,
  unsubscribes: 0,
};

const NAMES = Object.keys(EMPTY_METRICS) as (keyof MetricsDto)[];

export const sumMetrics = (rows: readonly MetricsDto[]): MetricsDto =>
  rows.reduce<MetricsDto>((sum, row) => Object.fromEntries(NAMES.map((name) => [name, sum[name] + row[name]])) as unknown as MetricsDto, EMPTY_METRICS);

export interface MetricFigure {
  label: string;
  value: number;
  /** The share, 0–1, of the base named in `of`; absent when the figure has none. */
  rate?: number;
  of?: string;
}

export const share = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/** The figures a stats page shows, with rates: delivery of requests, engagement of delivered. */
export function metricFigures(metrics: MetricsDto): MetricFigure[] {
  const { requests, delivered } = metrics;
  return [
    { label: 'Requests', value: requests },
    { label: 'Delivered', value: delivered, rate: share(delivered, requests), of: 'requests' },
    { label: 'Unique opens', value: metrics.unique_opens, rate: share(metrics.unique_opens, delivered), of: 'delivered' },
    { label: 'Total opens', value: metrics.opens },
    { label: 'Unique clicks', value: metrics.unique_clicks, rate: share(metrics.unique_clicks, delivered), of: 'delivered' },
    { label: 'Total clicks', value: metrics.clicks },
    { label: 'Bounces', value: metrics.bounces, rate: share(metrics.bounces, requests), of: 'requests' },
    { label: 'Unsubscribes', value: metrics.unsubscribes, rate: share(metrics.unsubscribes, delivered), of: 'delivered' },
    { label: 'Spam reports', value: metrics.spam_reports, rate: share(metrics.spam_reports, delivered), of: 'delivered' },
  ];
}

export const formatRate = (rate: number) => `${(rate * 100).toFixed(rate > 0 && rate < 0.001 ? 2 : 1)}%`;

/** The series the chart and its table show, per day (in the user's timezone). */
export interface DailySeries {
  days: string[];
  delivered: number[];
  uniqueOpens: number[];
  uniqueClicks: number[];
}

/**
 * The per-day series of stats rows whose `aggregation` is the day (YYYY-MM-DD), in day order; `metricsOfDay`
 * totals one day's rows (a page that shows one variation or one step picks its rows there).
 */
export function dailySeries<Row extends { aggregation: string }>(rows: readonly Row[], metricsOfDay: (rowsOfDay: Row[]) => MetricsDto): DailySeries {
  const days = [...new Set(rows.map((row) => row.aggregation))].sort();
  const of = days.map((day) => metricsOfDay(rows.filter((row) => row.aggregation === day)));
  return {
    days,
    delivered: of.map((metrics) => metrics.delivered),
    uniqueOpens: of.map((metrics) => metrics.unique_opens),
    uniqueClicks: of.map((metrics) => metrics.unique_clicks),
  };
}
