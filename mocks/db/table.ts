import { notifyDbChange } from './changes';

export type RowId = string | number;

/** A serialisable copy of a table: its rows and its auto-increment counter. */
export interface TableDump<Row> {
  rows: Row[];
  sequence: number;
}

export interface Table<Row extends { id: RowId }> {
  all(): Row[];
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
}

export function createTable<Row extends { id: RowId }>(): Table<Row> {
  let rows = new Map<Row['id'], Row>();
  let sequence = 0;

  const track = (id: RowId) => {
    if (typeof id === 'number') sequence = Math.max(sequence, id);
  };

  return {
    all: () => [...rows.values()],
    get: (id) => rows.get(id),
    find: (predicate) => [...rows.values()].find(predicate),
    insert(row) {
      rows.set(row.id, row);
      track(row.id);
      notifyDbChange();
      return row;
    },
    update(id, patch) {
      const current = rows.get(id);
      if (current === undefined) throw new Error(`No row with id ${String(id)}`);
      const next = { ...current, ...patch };
      rows.set(id, next);
      notifyDbChange();
      return next;
    },
    remove(id) {
      const removed = rows.delete(id);
      if (removed) notifyDbChange();
      return removed;
    },
    nextId: () => sequence + 1,
    dump: () => structuredClone({ rows: [...rows.values()], sequence }),
    load(dump) {
      rows = new Map(structuredClone(dump.rows).map((row) => [row.id, row]));
      sequence = dump.sequence;
      rows.forEach((row) => track(row.id));
    },
  };
}
