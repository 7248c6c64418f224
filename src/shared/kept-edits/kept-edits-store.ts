/**
 * Edits that were typed and not saved yet, kept in this browser per user and object so that a reload,
 * a time-out or a sign-in in between does not lose them (issue 30). Held in localStorage: it is written
 * synchronously, so a reload a moment after typing still finds the last words, and it outlives the
 * session cookie. No credentials are ever kept here, only what the user typed into a form.
 */
export interface KeptEditsKey {
  /** The signed-in user (and the subuser an administrator acts for): one person's edits are never offered to another. */
  user: string;
  /** What is edited: 'signup-form', 'segment', 'single-send-settings', … */
  kind: string;
  id: string;
}

export interface KeptEdits<T> {
  values: T;
  /** When they were last kept (ms since the epoch). */
  keptAt: number;
  /** The revision (`updated_at`) the edits started from, when the object has one. */
  basedOn?: string;
}

const PREFIX = 'kept-edits:';
const storageKey = ({ user, kind, id }: KeptEditsKey) => `${PREFIX}${encodeURIComponent(user)}:${kind}:${encodeURIComponent(id)}`;

/** Keeps the edits; false when the browser refused (storage full or switched off), which the screen says. */
export function keepEdits<T>(key: KeptEditsKey, edits: KeptEdits<T>): boolean {
  try {
    localStorage.setItem(storageKey(key), JSON.stringify(edits));
    return true;
  } catch {
    return false;
  }
}

const isKeptEdits = (value: unknown): value is KeptEdits<unknown> =>
  typeof value === 'object' && value !== null && 'values' in value && typeof (value as { keptAt?: unknown }).keptAt === 'number';

export function readKeptEdits<T>(key: KeptEditsKey): KeptEdits<T> | undefined {
  try {
    const stored = localStorage.getItem(storageKey(key));
    if (stored === null) return undefined;
    const parsed: unknown = JSON.parse(stored);
    return isKeptEdits(parsed) ? (parsed as KeptEdits<T>) : undefined;
  } catch {
    return undefined;
  }
}

export function dropKeptEdits(key: KeptEditsKey): void {
  try {
    localStorage.removeItem(storageKey(key));
  } catch {
    // Storage switched off: nothing was kept either.
  }
}
