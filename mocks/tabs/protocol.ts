/** The messages tabs exchange on one BroadcastChannel (see mocks/README.md, "Several tabs"). */
export const TAB_CHANNEL = 'marketing-console-mock-tabs';
/** Held by the leader tab for its whole life (Web Locks): whoever holds it owns the data. */
export const LEADER_LOCK = 'marketing-console-mock-leader';

/** A request as it crosses the channel: everything a handler reads, with the body as bytes. */
export interface WireRequest {
  method: string;
  url: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

export interface WireResponse {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

export type TabMessage =
  /** Follower → leader: run `call` with `args`. */
  | { kind: 'call'; id: string; call: string; args: unknown[] }
  /** Leader → follower: call `id` arrived and runs (a follower that hears nothing retries). */
  | { kind: 'accepted'; id: string; leader: string }
  | { kind: 'result'; id: string; value: unknown }
  | { kind: 'failure'; id: string; message: string; code?: string }
  /** A tab became the leader: calls in flight to the previous one are sent again. */
  | { kind: 'leader'; leader: string }
  /** Leader → every tab: the data cannot be saved, or was rebuilt (shown by the storage banner). */
  | { kind: 'storage-notice'; notice: StorageNotice };

export type StorageNotice =
  /** Persistence is impossible (private mode, quota, no OPFS): changes live in memory only. */
  | { kind: 'memory-only'; reason: string }
  /** The contact database could not be opened, or was half-made, and was rebuilt from the seed. */
  | { kind: 'rebuilt'; reason: string };
