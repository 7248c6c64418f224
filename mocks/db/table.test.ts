import { describe, expect, it } from 'vitest';
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
});
