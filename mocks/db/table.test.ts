import { describe, expect, it } from 'vitest';
import { onDbChange, type DbChange } from './changes';
import { createTable } from './table';

describe('createTable', () => {
  it('inserts, finds, updates and removes rows', () => {
    const table = createTable<{ id: number; name: string }>();
    table.insert({ id: table.nextId(), name: 'a' });
    table.insert({ id: table.nextId(), name: 'b' });
    expect(table.find((row) => row.name === 'b')?.id).toBe(2);
    expect(table.update(1, { name: 'A' })).toEqual({ id: 1, name: 'A' });
    expect(() => table.update(9, { name: 'x' })).toThrow();
    expect(table.remove(1)).toBe(true);
    expect(table.remove(1)).toBe(false);
    expect(table.all()).toEqual([{ id: 2, name: 'b' }]);
  });

  it('never reuses an id, also after a dump and load', () => {
    const table = createTable<{ id: number }>();
    table.insert({ id: table.nextId() });
    table.insert({ id: table.nextId() });
    table.remove(2);
    expect(table.nextId()).toBe(3);
    const copy = createTable<{ id: number }>();
    copy.load(table.dump());
    expect(copy.nextId()).toBe(3);
  });

  it('reports the id of every row it inserts, updates or removes, and nothing for a bulk load', () => {
    const table = createTable<{ id: number; name: string }>();
    const changes: DbChange[] = [];
    const stop = onDbChange((change) => changes.push(change));
    table.load({ rows: [{ id: 1, name: 'a' }], sequence: 1 });
    table.insert({ id: table.nextId(), name: 'b' });
    table.update(1, { name: 'A' });
    table.remove(2);
    table.remove(2);
    stop();
    expect(changes).toEqual([
      { kind: 'row', table, id: 2 },
      { kind: 'row', table, id: 1 },
      { kind: 'row', table, id: 2 },
    ]);
  });

  it('answers all() with a snapshot: later changes leave an earlier answer as it was', () => {
    const table = createTable<{ id: number; name: string }>();
    table.insert({ id: table.nextId(), name: 'a' });
    const before = table.all();
    expect(table.all()).toBe(before);
    table.update(1, { name: 'A' });
    table.insert({ id: table.nextId(), name: 'b' });
    expect(before).toEqual([{ id: 1, name: 'a' }]);
    expect(table.all()).toEqual([
      { id: 1, name: 'A' },
      { id: 2, name: 'b' },
    ]);
    expect(() => (table.all() as Array<{ id: number; name: string }>).push({ id: 9, name: 'x' })).toThrow();
  });
});
