import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageNotices } from '../tabs/storage-notices';
import { ensureAllDataLoaded, ensureDbLoaded } from './browser-database';
import { enablePersistence, flushPersistence } from './persistence';
import { resetDb } from './reset';
import { sendersTable } from './senders';
import { templatesTable } from './templates';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the browser loading the stored demo data in two steps', () => {
  it('replaces a half-restored database with the seed, and says so, when the large tables cannot be read', async () => {
    const stopPersistence = enablePersistence();
    resetDb();
    sendersTable.update(1, { nickname: 'Stored nickname' });
    await flushPersistence();
    stopPersistence();
    const seededNickname = (() => {
      resetDb();
      return sendersTable.get(1)?.nickname;
    })();
    const getAll = IDBObjectStore.prototype.getAll;
    vi.spyOn(IDBObjectStore.prototype, 'getAll').mockImplementation(function (this: IDBObjectStore, query) {
      if (query instanceof IDBKeyRange && (query.lower as unknown[])[0] === 'templates') throw new DOMException('the disk failed', 'UnknownError');
      return getAll.call(this, query);
    });

    await ensureDbLoaded();
    expect(sendersTable.get(1)?.nickname).toBe('Stored nickname');
    expect(storageNotices()).toEqual([]);

    await ensureAllDataLoaded();
    expect(storageNotices()).toEqual([expect.objectContaining({ kind: 'memory-only', reason: expect.stringContaining('the disk failed') })]);
    // Never half-made: every table answers, all of them from the seed.
    expect(templatesTable.all().length).toBeGreaterThan(0);
    expect(sendersTable.get(1)?.nickname).toBe(seededNickname);
  });
});
