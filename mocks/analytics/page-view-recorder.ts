import type { AnalyticsEvent, AnalyticsSink } from '@/shared/analytics/analytics-sink';

/**
 * The mock's analytics collector: it keeps the events of this page load in memory (newest last) and
 * tells subscribers, so the QA panel can list page views and end-to-end tests can read them there.
 */
export interface PageViewRecorder extends AnalyticsSink {
  events(): readonly AnalyticsEvent[];
  subscribe(listener: () => void): () => void;
}

export function createPageViewRecorder(): PageViewRecorder {
  let events: readonly AnalyticsEvent[] = [];
  const listeners = new Set<() => void>();
  return {
    track(event) {
      events = [...events, event];
      listeners.forEach((listener) => listener());
    },
    events: () => events,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const pageViewRecorder = createPageViewRecorder();
