import { Subject, filter, map, type Observable } from 'rxjs';
import type { Broadcaster } from './broadcaster';

export interface MemoryBroadcaster extends Broadcaster {
  /** Everything this tab posted, oldest first. */
  posted: { channel: string; message: unknown }[];
  /** Simulates another tab posting on the channel. */
  receive(channel: string, message: unknown): void;
}

/** A Broadcaster without BroadcastChannel: records posts and lets tests play the other tab. */
export function createMemoryBroadcaster(): MemoryBroadcaster {
  const incoming = new Subject<{ channel: string; message: unknown }>();
  const posted: MemoryBroadcaster['posted'] = [];
  return {
    posted,
    post: (channel, message) => {
      posted.push({ channel, message });
    },
    receive: (channel, message) => incoming.next({ channel, message }),
    messages$: (channel): Observable<unknown> =>
      incoming.pipe(
        filter((event) => event.channel === channel),
        map((event) => event.message),
      ),
  };
}
