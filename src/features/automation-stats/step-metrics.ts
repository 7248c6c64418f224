import { sumMetrics } from '@/shared/marketing-stats/metrics';
import type { AutomationMessageDto } from '@/shared/sending/automation';
import type { MetricsDto } from '@/shared/sending/metrics';
import { ALL_STEPS, type AutomationStatsRowDto } from './types';

/** The totals of one email (its message id as step), or of every row for ALL_STEPS. */
export const metricsOfStep = (rows: readonly AutomationStatsRowDto[], step: string): MetricsDto =>
  sumMetrics(rows.filter((row) => step === ALL_STEPS || row.step_id === step).map((row) => row.stats));

/** Rows per email in timeline order, and the totals of emails deleted since they were sent (null without any). */
export function metricsPerEmail(rows: readonly AutomationStatsRowDto[], messages: readonly AutomationMessageDto[]) {
  const ids = new Set(messages.map((message) => message.id));
  const gone = rows.filter((row) => !ids.has(row.step_id) && row.step_id !== ALL_STEPS);
  return {
    emails: messages.map((message) => ({ message, metrics: metricsOfStep(rows, message.id) })),
    deleted: gone.length === 0 ? null : sumMetrics(gone.map((row) => row.stats)),
  };
}
