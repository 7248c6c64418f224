/** A page view: sent on every location change the app shows. */
export interface PageViewEvent {
  type: 'page-view';
  path: string;
  search: string;
  /** Whether the path is in the legacy experience. */
  legacy: boolean;
  /** Milliseconds since the epoch. */
  at: number;
}

export type AnalyticsEvent = PageViewEvent;

/** Where analytics events go. Pluggable: a beacon endpoint, the mock's recorder, a test's list. */
export interface AnalyticsSink {
  track(event: AnalyticsEvent): void;
}

/** Sends each event as a JSON beacon to `url`, or drops events when no collector is configured. */
export function createBeaconSink(url: string | undefined): AnalyticsSink {
  if (!url || typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return { track: () => undefined };
  return {
    track: (event) => {
      navigator.sendBeacon(url, new Blob([JSON.stringify(event)], { type: 'application/json' }));
    },
  };
}
