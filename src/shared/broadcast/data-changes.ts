import type { Broadcaster } from './broadcaster';

/**
 * # Live updates between tabs
 *
 * One mechanism makes a write done in any tab show in every other open tab without a reload, whatever
 * backend answers (the real API or the embedded mock): the tab whose api client saw a write accepted
 * (app/dependencies.ts), or saw a contact job end (jobs-epics.ts), posts a `DataChangedMessage` on
 * `DATA_CHANGED_CHANNEL` naming the API path written, and each list feature has one
 * `refreshOnDataChangedEpic` that refreshes what its pages hold when a path it reads changed.
 * The tab that made the write already updated its own store: messages it posted itself (`origin`) are
 * ignored (a BroadcastChannel object does deliver to the other objects of the same page).
 */
export const DATA_CHANGED_CHANNEL = 'marketing-console-data-changed';

export interface DataChangedMessage {
  type: 'data-changed';
  /** The written path, relative to the API base as the app requests it: `/marketing/lists/123`. */
  path: string;
  /** The tab whose request wrote (THIS_TAB there). */
  origin: string;
}

/** This page's id among the open tabs (a reload is a new tab). */
export const THIS_TAB = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Math.random());

export function isDataChangedMessage(message: unknown): message is DataChangedMessage {
  if (typeof message !== 'object' || message === null) return false;
  const { type, path, origin } = message as Partial<DataChangedMessage>;
  return type === 'data-changed' && typeof path === 'string' && typeof origin === 'string';
}

/** Whether `path` (`/marketing/lists/1`) is one of the API paths (`/marketing/lists`) or under it. */
export const isUnder = (path: string, apiPaths: readonly string[]) =>
  apiPaths.some((apiPath) => path === apiPath || path.startsWith(`${apiPath}/`));

/**
 * Paths written to or announced that change nothing another tab shows: SendGrid searches and counts with
 * POST, and an export (its start and its job's end) only produces a file.
 */
const PATHS_THAT_CHANGE_NOTHING = [
  '/marketing/contacts/search',
  '/marketing/contacts/batch',
  '/marketing/contacts/identifiers/matches',
  '/marketing/contacts/exports',
  '/marketing/singlesends/search',
  '/marketing/segments/preview',
];

/** Tells the other tabs that data under `path` changed by this tab's doing (not for a POST that only reads). */
export function announceWrite(broadcast: Broadcaster, path: string): void {
  if (isUnder(path, PATHS_THAT_CHANGE_NOTHING)) return;
  const message: DataChangedMessage = { type: 'data-changed', path, origin: THIS_TAB };
  broadcast.post(DATA_CHANGED_CHANNEL, message);
}
