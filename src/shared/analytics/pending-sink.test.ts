import { describe, expect, it } from 'vitest';
import { createPendingSink, type AnalyticsEvent, type AnalyticsSink } from './analytics-sink';

const view = (path: string): AnalyticsEvent => ({ type: 'page-view', path, search: '', legacy: false, at: 0 });

describe('a sink not known yet', () => {
  it('keeps the events until the sink is known, then passes them on in order, and later ones at once', async () => {
    const received: string[] = [];
    let provide: (sink: AnalyticsSink) => void = () => undefined;
    const pending = createPendingSink(new Promise((resolve) => (provide = resolve)));
    pending.track(view('/senders'));
    pending.track(view('/contacts'));
    expect(received).toEqual([]);
    provide({ track: (event) => received.push(event.type === 'page-view' ? event.path : event.name) });
    await Promise.resolve();
    pending.track(view('/lists'));
    expect(received).toEqual(['/senders', '/contacts', '/lists']);
  });

  it('drops the events when the sink never comes (a backend that failed to start)', async () => {
    const pending = createPendingSink(Promise.reject(new Error('no backend')));
    pending.track(view('/senders'));
    await Promise.resolve();
    await Promise.resolve();
    expect(() => pending.track(view('/contacts'))).not.toThrow();
  });
});
