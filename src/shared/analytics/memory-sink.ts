import type { AnalyticsEvent, AnalyticsSink } from './analytics-sink';

export interface MemorySink extends AnalyticsSink {
  /** Every event tracked so far, oldest first. */
  events: AnalyticsEvent[];
}

/** Keeps events in a list: tests read it. */
export function createMemorySink(): MemorySink {
  const events: AnalyticsEvent[] = [];
  return { events, track: (event) => void events.push(event) };
}
