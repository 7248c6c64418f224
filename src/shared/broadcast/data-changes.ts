/**
 * # Live updates between tabs
 *
 * One mechanism makes a write done in any tab show in every other open tab without a reload: whoever
 * answers a write (in mock mode, the mock backend: mocks/tabs/announce-writes.ts) posts a
 * `DataChangedMessage` on `DATA_CHANGED_CHANNEL` naming the API path written, and each list feature has one
 * `refreshOnDataChangedEpic` that refreshes what its pages hold when a path it reads changed.
 * The tab that made the write already updated its own store: messages it posted itself (`origin`) are
 * ignored. A message without an origin (a contact job that ended in the leader tab) reaches every tab.
 */
export const DATA_CHANGED_CHANNEL = 'marketing-console-data-changed';

export interface DataChangedMessage {
  type: 'data-changed';
  /** The written path, as requested: `/v3/marketing/lists/123`. */
  path: string;
  /** The tab whose request wrote (THIS_TAB there); absent when no tab asked for the change. */
  origin?: string;
}

/** This page's id among the open tabs (a reload is a new tab). */
export const THIS_TAB = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Math.random());

export function isDataChangedMessage(message: unknown): message is DataChangedMessage {
  if (typeof message !== 'object' || message === null) return false;
  const { type, path, origin } = message as Partial<DataChangedMessage>;
  return type === 'data-changed' && typeof path === 'string' && (origin === undefined || typeof origin === 'string');
}

/** Whether `path` (`/v3/marketing/lists/1`) is under one of the API paths (`/marketing/lists`). */
export const isUnder = (path: string, apiPaths: readonly string[]) =>
  apiPaths.some((apiPath) => path === `/v3${apiPath}` || path.startsWith(`/v3${apiPath}/`) || path.startsWith(`/v3${apiPath}?`));
