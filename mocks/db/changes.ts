import type { AnyTable, RowId } from './table';

/** A tiny change feed: every table mutation notifies it, persistence listens to it. */
export type DbChange =
  /** One row was inserted, updated or removed: the table now holds its current value, or none. */
  | { kind: 'row'; table: AnyTable; id: RowId }
  /** Every table's content was replaced at once (seed, reset, a load). */
  | { kind: 'all' };

type Listener = (change: DbChange) => void;

const listeners = new Set<Listener>();

export function onDbChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function notifyDbChange(change: DbChange): void {
  listeners.forEach((listener) => listener(change));
}
