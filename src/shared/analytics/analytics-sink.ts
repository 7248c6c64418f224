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

/** Something the user did in a feature, with the ids of what it was done to (an editor's host ids, say). */
export interface UserActionEvent {
  type: 'user-action';
  /** What happened, e.g. `email-editor-opened`. */
  name: string;
  ids: Record<string, string>;
  /** Milliseconds since the epoch. */
  at: number;
}

export type AnalyticsEvent = PageViewEvent | UserActionEvent;

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

/** A sink that is not known yet (the mock backend's recorder, while the backend starts): events wait for it. */
export function createPendingSink(sink: Promise<AnalyticsSink>): AnalyticsSink {
  let known: AnalyticsSink | undefined;
  const waiting: AnalyticsEvent[] = [];
  const settle = (resolved: AnalyticsSink) => {
    known = resolved;
    waiting.splice(0).forEach((event) => resolved.track(event));
  };
  // A backend that failed to start has no recorder: its page views have nowhere to go.
  sink.then(settle, () => settle({ track: () => undefined }));
  return {
    track: (event) => {
      if (known) known.track(event);
      else waiting.push(event);
    },
  };
}
