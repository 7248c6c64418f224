/**
 * Undo and redo over immutable snapshots (the editor's documents share unchanged parts, so keeping
 * many is cheap). Bounded: the oldest steps are forgotten past `limit`.
 */
export interface History<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
  /** The merge key of the last step, so a burst of typing in one module undoes as one step. */
  lastMergeKey: string | null;
}

export const DEFAULT_HISTORY_LIMIT = 100;

export function createHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], lastMergeKey: null };
}

export interface RecordOptions {
  /** Steps recorded one after another with the same key become one step (e.g. `text:<module id>`). */
  mergeKey?: string;
  limit?: number;
}

export function record<T>(history: History<T>, next: T, { mergeKey, limit = DEFAULT_HISTORY_LIMIT }: RecordOptions = {}): History<T> {
  if (Object.is(next, history.present)) return history;
  const lastMergeKey = mergeKey ?? null;
  if (lastMergeKey !== null && lastMergeKey === history.lastMergeKey) {
    return { ...history, present: next, future: [] };
  }
  const steps = [...history.past, history.present];
  return { past: steps.slice(Math.max(steps.length - limit, 0)), present: next, future: [], lastMergeKey };
}

export const canUndo = (history: History<unknown>): boolean => history.past.length > 0;
export const canRedo = (history: History<unknown>): boolean => history.future.length > 0;

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (!canUndo(history)) return history;
  return { past: history.past.slice(0, -1), present: previous as T, future: [history.present, ...history.future], lastMergeKey: null };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...future] = history.future;
  if (!canRedo(history)) return history;
  return { past: [...history.past, history.present], present: next as T, future, lastMergeKey: null };
}
