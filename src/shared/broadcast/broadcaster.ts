import { EMPTY, Observable } from 'rxjs';

/**
 * Messages between open tabs of the app (BroadcastChannel). Epics post and listen through the injected
 * Broadcaster, so tests can use the in-memory one and see what was posted.
 */
export interface Broadcaster {
  post(channel: string, message: unknown): void;
  /** Messages other tabs post on the channel (never this tab's own). */
  messages$(channel: string): Observable<unknown>;
}

export function createBroadcastChannelBroadcaster(): Broadcaster {
  if (typeof BroadcastChannel === 'undefined') return { post: () => undefined, messages$: () => EMPTY };
  const senders = new Map<string, BroadcastChannel>();
  const senderFor = (name: string) => {
    let channel = senders.get(name);
    if (channel === undefined) {
      channel = new BroadcastChannel(name);
      senders.set(name, channel);
    }
    return channel;
  };
  return {
    post: (name, message) => senderFor(name).postMessage(message),
    messages$: (name) =>
      new Observable<unknown>((subscriber) => {
        const channel = new BroadcastChannel(name);
        channel.onmessage = (event: MessageEvent<unknown>) => subscriber.next(event.data);
        return () => channel.close();
      }),
  };
}
