import type { AutomationContactRecord } from './automation-contacts';
import { addMetrics, emptyMetrics, type SendMetrics } from './single-send-stats';

/**
 * An automation's statistics, read from its contacts' paths (automation_contacts): every email sent and
 * what the contact did with it, counted on the day (in `timeZone`) each event happened, up to `until`.
 * So the figures always agree with the contact list and the mail events, per email (step) and per day.
 */
export interface StepDayStats {
  /** The message's id. */
  step_id: string;
  /** YYYY-MM-DD in the time zone asked. */
  day: string;
  metrics: SendMetrics;
  /** Clicks per link URL. */
  links: Record<string, number>;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** YYYY-MM-DD of an instant in a time zone. */
export function dayIn(ms: number, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(ms);
}

export function automationStats(rows: readonly AutomationContactRecord[], until: number, timeZone: string): StepDayStats[] {
  const cells = new Map<string, StepDayStats>();
  const add = (stepId: string, at: number | undefined, metrics: Partial<SendMetrics>, link?: [string, number]) => {
    if (at === undefined || at > until) return;
    const day = dayIn(at, timeZone);
    const key = `${stepId}|${day}`;
    const cell = cells.get(key) ?? { step_id: stepId, day, metrics: emptyMetrics(), links: {} };
    cell.metrics = addMetrics(cell.metrics, metrics);
    if (link) cell.links[link[0]] = (cell.links[link[0]] ?? 0) + link[1];
    cells.set(key, cell);
  };
  for (const row of rows) {
    for (const sent of row.sent) {
      add(sent.id, sent.sent_at, { requests: 1 });
      add(sent.id, sent.delivered_at, sent.bounced ? { bounces: 1 } : { delivered: 1 });
      add(sent.id, sent.opened_at, { unique_opens: 1, opens: sent.opens ?? 1 });
      add(sent.id, sent.clicked_at, { unique_clicks: 1, clicks: sent.clicks ?? 1 }, sent.clicked_url === undefined ? undefined : [sent.clicked_url, sent.clicks ?? 1]);
      add(sent.id, sent.unsubscribed_at, { unsubscribes: 1 });
      add(sent.id, sent.spam_reported_at, { spam_reports: 1 });
    }
  }
  return [...cells.values()].sort((a, b) => a.day.localeCompare(b.day) || a.step_id.localeCompare(b.step_id));
}
