import 'fake-indexeddb/auto';
import { clear, createStore, get, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '../node';
import { apiFetch } from '../testing/api-fetch';
import { dumpDb, loadDb, type DbSnapshot } from './database';
import { enablePersistence, flushPersistence, loadPersistedDb } from './persistence';
import { resetDb } from './reset';
import { sendersTable } from './senders';
import { TableNotLoadedError, type RowId } from './table';
import { templateVersionsTable } from './templates';

/** The same IndexedDB store persistence uses, opened on its own connection, as a later visit would. */
const storedData = createStore('marketing-console-mock', 'snapshots');

/** Each table's rows by id: what a reload must give back (the order rows are kept in does not matter). */
const rowsById = (snapshot: DbSnapshot) =>
  Object.fromEntries(
    Object.entries(snapshot).map(([name, dump]) => [
      name,
      { sequence: dump.sequence, rows: new Map<RowId, unknown>(dump.rows.map((row: { id: RowId }) => [row.id, row])) },
    ]),
  );

/** Every put and delete on IndexedDB object stores, with the readwrite transactions opened, from now on. */
function spyOnWrites() {
  const puts = vi.spyOn(IDBObjectStore.prototype, 'put');
  const deletes = vi.spyOn(IDBObjectStore.prototype, 'delete');
  const transactions = vi.spyOn(IDBDatabase.prototype, 'transaction');
  return {
    puts: () => puts.mock.calls.map(([value, key]) => ({ key, value })),
    deletedKeys: () => deletes.mock.calls.map(([key]) => key),
    writeTransactions: () => transactions.mock.calls.filter(([, mode]) => mode === 'readwrite').length,
  };
}

let stopPersistence: () => void = () => {};

beforeEach(async () => {
  stopPersistence = enablePersistence();
  // The stored data starts as the seed, as after a first visit.
  resetDb();
  await flushPersistence();
});

afterEach(() => {
  stopPersistence();
  vi.restoreAllMocks();
});

describe('persistence', () => {
  it('restores exactly what was saved: changed rows, removed rows gone, and no id used twice', async () => {
    const { token } = signInAs('owner-advanced');
    const updated = await apiFetch('/marketing/senders/1', { token, method: 'PATCH', body: { nickname: 'Persisted nickname' } });
    expect(updated.status).toBe(200);
    const body = {
      nickname: 'Removed again',
      from: { email: 'gone@lumenoutfitters.com', name: 'Gone' },
      reply_to: { email: 'gone@lumenoutfitters.com' },
      address: '1 Main St',
      city: 'Springfield',
      country: 'United States',
    };
    const created = (await (await apiFetch('/marketing/senders', { token, method: 'POST', body })).json()) as { id: number };
    expect((await apiFetch(`/marketing/senders/${created.id}`, { token, method: 'DELETE' })).status).toBe(204);
    await flushPersistence();
    stopPersistence();
    const saved = rowsById(dumpDb());

    resetDb();
    expect(rowsById(dumpDb())).not.toEqual(saved);
    const restored = await loadPersistedDb();
    if (restored === false) throw new Error('nothing restored');
    // The small tables come first; a large one is closed until its rows are in.
    expect(sendersTable.get(1)?.nickname).toBe('Persisted nickname');
    expect(() => templateVersionsTable.all()).toThrow(TableNotLoadedError);
    await restored.rest;
    expect(rowsById(dumpDb())).toEqual(saved);
    expect(sendersTable.get(1)?.nickname).toBe('Persisted nickname');
    expect(sendersTable.get(created.id)).toBeUndefined();
    expect(sendersTable.nextId()).toBe(created.id + 1);
  });

  it('writes one changed row and its table counter, whether the table holds 100 rows or 10,000', async () => {
    const writesForOneChange = async (rowCount: number) => {
      const template = sendersTable.get(1)!;
      const rows = Array.from({ length: rowCount }, (_, index) => ({ ...template, id: index + 1, nickname: `Sender ${index + 1}` }));
      loadDb({ ...dumpDb(), senders: { rows, sequence: rowCount } });
      const { token } = signInAs('owner-advanced');
      await flushPersistence();
      const writes = spyOnWrites();
      const answer = await apiFetch('/marketing/senders/50', { token, method: 'PATCH', body: { nickname: 'Renamed' } });
      expect(answer.status).toBe(200);
      await flushPersistence();
      vi.restoreAllMocks();
      return { puts: writes.puts(), deleted: writes.deletedKeys(), transactions: writes.writeTransactions() };
    };

    const small = await writesForOneChange(100);
    const large = await writesForOneChange(10_000);

    for (const [writes, rowCount] of [[small, 100], [large, 10_000]] as const) {
      expect(writes.transactions).toBe(1);
      expect(writes.deleted).toEqual([]);
      expect(writes.puts).toEqual([
        { key: ['senders', 50], value: expect.objectContaining({ id: 50, nickname: 'Renamed' }) },
        { key: ['senders'], value: rowCount },
      ]);
    }
  });

  it("writes one request's changes together: a deleted group and its addresses in one transaction", async () => {
    const { token } = signInAs('owner-advanced');
    await flushPersistence();
    const writes = spyOnWrites();
    expect((await apiFetch('/asm/groups/1', { token, method: 'DELETE' })).status).toBe(204);
    await flushPersistence();

    expect(writes.writeTransactions()).toBe(1);
    expect(writes.deletedKeys()).toEqual([
      ['unsubscribeGroups', 1],
      ['groupSuppressions', 1],
    ]);
  });

  it('has the write under way by the time the answer arrives, so a reload right after it keeps the change', async () => {
    const { token } = signInAs('owner-advanced');
    await flushPersistence();
    const writes = spyOnWrites();
    await apiFetch('/marketing/senders/1', { token, method: 'PATCH', body: { nickname: 'Saved before the answer' } });

    expect(writes.puts()).toContainEqual({ key: ['senders', 1], value: expect.objectContaining({ nickname: 'Saved before the answer' }) });
  });

  it('writes a seed or a reset in one transaction, not one per row', async () => {
    const writes = spyOnWrites();
    resetDb();
    await flushPersistence();

    expect(writes.writeTransactions()).toBe(1);
    const rowCount = Object.values(dumpDb()).reduce((sum, dump) => sum + dump.rows.length, 0);
    expect(rowCount).toBeGreaterThan(100);
    expect(writes.puts().filter(({ key }) => Array.isArray(key) && key.length === 2)).toHaveLength(rowCount);
  });

  it('finds nothing to restore on a first visit', async () => {
    stopPersistence();
    await clear(storedData);
    expect(await loadPersistedDb()).toBe(false);
  });

  it('ignores a snapshot of the older format, then replaces it with the seed', async () => {
    stopPersistence();
    await clear(storedData);
    await set('db', { version: 2, data: dumpDb() }, storedData);
    expect(await loadPersistedDb()).toBe(false);

    stopPersistence = enablePersistence();
    resetDb();
    await flushPersistence();
    expect(await get('db', storedData)).toBeUndefined();
    expect(await loadPersistedDb()).not.toBe(false);
  });
});
