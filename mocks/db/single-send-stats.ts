import type { MetricsDto } from '@/shared/sending/metrics';
import { createTable } from './table';

/** The published Metrics (ENDPOINTS.md §6): the app's type, so the two cannot drift apart. */
export type SendMetrics = MetricsDto;

export const METRIC_NAMES: readonly (keyof SendMetrics)[] = [
  'requests',
  'delivered',
  'opens',
  'unique_opens',
  'clicks',
  'unique_clicks',
  'bounces',
  'bounce_drops',
  'invalid_emails',
  'spam_reports',
  'spam_report_drops',
  'unsubscribes',
];

export const emptyMetrics = (): SendMetrics => Object.fromEntries(METRIC_NAMES.map((name) => [name, 0])) as unknown as SendMetrics;

export const addMetrics = (a: SendMetrics, b: Partial<SendMetrics>): SendMetrics =>
  Object.fromEntries(METRIC_NAMES.map((name) => [name, a[name] + (b[name] ?? 0)])) as unknown as SendMetrics;

/** 'all' for a send without an A/B test; the variation's id otherwise. */
export type AbPhase = 'test' | 'send' | 'all';

/**
 * One send's figures for one variation, phase and UTC day, with its clicks per link. The id is
 * `<sendId>|<variation>|<phase>|<YYYY-MM-DD>`.
 */
export interface SendStatsRecord {
  id: string;
  owner: string;
  single_send_id: string;
  ab_variation: string;
  ab_phase: AbPhase;
  /** YYYY-MM-DD (UTC). */
  day: string;
  metrics: SendMetrics;
  /** Clicks per link URL (in the order of the email). */
  links: Record<string, number>;
}

export const sendStatsTable = createTable<SendStatsRecord>();

export const statsRowId = (sendId: string, variation: string, phase: AbPhase, day: string) => `${sendId}|${variation}|${phase}|${day}`;

export function statsOf(owner: string, sendId: string): SendStatsRecord[] {
  return sendStatsTable
    .all()
    .filter((row) => row.single_send_id === sendId && row.owner === owner)
    .sort((a, b) => a.day.localeCompare(b.day) || a.ab_variation.localeCompare(b.ab_variation) || a.ab_phase.localeCompare(b.ab_phase));
}

/** Adds figures (and link clicks) to a send's row for that variation, phase and day. */
export function recordStats(
  owner: string,
  key: { sendId: string; variation: string; phase: AbPhase; day: string },
  metrics: Partial<SendMetrics>,
  links: Record<string, number> = {},
): void {
  const id = statsRowId(key.sendId, key.variation, key.phase, key.day);
  const current = sendStatsTable.get(id);
  const mergedLinks = { ...(current?.links ?? {}) };
  for (const [url, clicks] of Object.entries(links)) mergedLinks[url] = (mergedLinks[url] ?? 0) + clicks;
  const row: SendStatsRecord = {
    id,
    owner,
    single_send_id: key.sendId,
    ab_variation: key.variation,
    ab_phase: key.phase,
    day: key.day,
    metrics: addMetrics(current?.metrics ?? emptyMetrics(), metrics),
    links: mergedLinks,
  };
  if (current) sendStatsTable.update(id, row);
  else sendStatsTable.insert(row);
}

export function removeStatsOf(sendId: string): void {
  for (const row of sendStatsTable.all()) if (row.single_send_id === sendId) sendStatsTable.remove(row.id);
}

/** The emails the owner's simulated sends used this month (the seed's usage is in the account's credits). */
export function simulatedRequestsSince(owner: string, sendIds: ReadonlySet<string>, monthStart: string): number {
  let total = 0;
  for (const row of sendStatsTable.all()) {
    if (row.owner === owner && sendIds.has(row.single_send_id) && row.day >= monthStart) total += row.metrics.requests;
  }
  return total;
}
