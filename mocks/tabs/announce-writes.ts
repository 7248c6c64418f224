import { DATA_CHANGED_CHANNEL, THIS_TAB, type DataChangedMessage } from '@/shared/broadcast/data-changes';

/**
 * The mock backend's half of the live updates between tabs (src/shared/broadcast/data-changes.ts): every
 * write it answers is announced to every open tab, whose list pages then read their data again.
 */
let channel: BroadcastChannel | undefined;

function announce(message: DataChangedMessage): void {
  if (typeof BroadcastChannel === 'undefined') return;
  channel ??= new BroadcastChannel(DATA_CHANGED_CHANNEL);
  channel.postMessage(message);
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** In the tab that asked: a write the backend accepted (2xx) changed the data under its path. */
export function announceWrite(request: Pick<Request, 'method' | 'url'>, response: Pick<Response, 'ok'>): void {
  if (READS.has(request.method) || !response.ok) return;
  announce({ type: 'data-changed', path: new URL(request.url).pathname, origin: THIS_TAB });
}

/** In the leader: a contact job ended after its 202, so the contacts changed for every tab, the asking one too. */
export function announceContactsChanged(): void {
  announce({ type: 'data-changed', path: '/v3/marketing/contacts' });
}
