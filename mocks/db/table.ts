import { notifyDbChange } from './changes';

export type RowId = string | number;

/**
 * Thrown by a table whose stored rows are still being read (the browser loads its large tables after the
 * first answers): the request that touched it waits for them and runs again.
 */
export class TableNotLoadedError extends Error {
  constructor() {
    super('the demo data is still loading');
    this.name = 'TableNotLoadedError';
  }
}

/** A serialisable copy of a table: its rows and its auto-increment counter. */
export interface TableDump<Row> {
  rows: Row[];
  sequence: number;
}

/**
 * Rows are shared, never copied: no caller changes a row in place, `update` stores a patched copy. That
 * keeps every row a stable value, which persistence relies on when it writes one later in the same task.
 */
export interface Table<Row extends { id: RowId }> {
  /** Every row. The array is a snapshot that later changes leave alone, reused until the next change. */
  all(): readonly Row[];
  get(id: Row['id']): Row | undefined;
  find(predicate: (row: Row) => boolean): Row | undefined;
  insert(row: Row): Row;
  /** Replaces the row with a patched copy; throws on an unknown id (callers look rows up first). */
  update(id: Row['id'], patch: Partial<Omit<Row, 'id'>>): Row;
  remove(id: Row['id']): boolean;
  /** The next auto-increment id. Ids are never reused, even after the highest row is removed. */
  nextId(): number;
  dump(): TableDump<Row>;
  /** Replaces the whole content without notifying (the caller notifies once for a bulk load). */
  load(dump: TableDump<Row>): void;
  /** Until the next `load`, every other call throws TableNotLoadedError: its stored rows are on their way. */
  awaitLoad(): void;
}

/** Any table, whatever its row type (for code that handles every table alike, such as persistence). */
export type AnyTable = Table<{ id: RowId }>;

export function createTable<Row extends { id: RowId }>(): Table<Row> {
  let rows = new Map<Row['id'], Row>();
  let sequence = 0;
  let snapshot: readonly Row[] | undefined;
  let loading = false;
  const loaded = () => {
    if (loading) throw new TableNotLoadedError();
  };

  const track = (id: RowId) => {
    if (typeof id === 'number') sequence = Math.max(sequence, id);
  };
  /** Every change names its row, so persistence writes that row alone. */
  const changed = (id: RowId) => {
    snapshot = undefined;
    notifyDbChange({ kind: 'row', table, id });
  };

  const table: Table<Row> = {
    all: () => (loaded(), (snapshot ??= Object.freeze([...rows.values()]))),
    get: (id) => (loaded(), rows.get(id)),
    find(predicate) {
      loaded();
      for (const row of rows.values()) if (predicate(row)) return row;
      return undefined;
    },
    insert(row) {
      loaded();
      rows.set(row.id, row);
      track(row.id);
      changed(row.id);
      return row;
    },
    update(id, patch) {
      loaded();
      const current = rows.get(id);
      if (current === undefined) throw new Error(`No row with id ${String(id)}`);
      const next = { ...current, ...patch };
      rows.set(id, next);
      changed(id);
      return next;
    },
    remove(id) {
      loaded();
      const removed = rows.delete(id);
      if (removed) changed(id);
      return removed;
    },
    nextId: () => (loaded(), sequence + 1),
    dump: () => (loaded(), structuredClone({ rows: [...rows.values()], sequence })),
    load(dump) {
      rows = new Map(structuredClone(dump.rows).map((row) => [row.id, row]));
      sequence = dump.sequence;
      rows.forEach((row) => track(row.id));
      snapshot = undefined;
      loading = false;
    },
    awaitLoad() {
      loading = true;
    },
  };
  return table;
}
