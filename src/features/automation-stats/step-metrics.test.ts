import { describe, expect, it } from 'vitest';
import { EMPTY_METRICS } from '@/shared/marketing-stats/metrics';
import type { AutomationMessageDto } from '@/shared/sending/automation';
import { metricsOfStep, metricsPerEmail } from './step-metrics';
import type { AutomationStatsRowDto } from './types';

const row = (step: string, delivered: number): AutomationStatsRowDto => ({ id: 'automation', aggregation: 'total', step_id: step, stats: { ...EMPTY_METRICS, delivered } });
const message = (id: string, number: number) => ({ id, number, subject: `Subject ${number}` }) as AutomationMessageDto;

describe('automation step metrics', () => {
  it('totals one email or all of them', () => {
    const rows = [row('m1', 10), row('m2', 5), row('m1', 1)];
    expect(metricsOfStep(rows, 'm1').delivered).toBe(11);
    expect(metricsOfStep(rows, 'all').delivered).toBe(16);
  });

  it('gives each email its row in timeline order and puts the emails deleted since apart', () => {
    const { emails, deleted } = metricsPerEmail([row('m2', 5), row('gone', 3), row('m1', 10)], [message('m1', 1), message('m2', 2), message('m3', 3)]);
    expect(emails.map(({ message: { number }, metrics }) => [number, metrics.delivered])).toEqual([
      [1, 10],
      [2, 5],
      [3, 0],
    ]);
    expect(deleted?.delivered).toBe(3);
    expect(metricsPerEmail([row('m1', 1)], [message('m1', 1)]).deleted).toBeNull();
  });
});
