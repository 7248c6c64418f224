import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../node';
import { apiFetch } from '../testing/api-fetch';
import { dumpDb } from './database';
import { enablePersistence, flushPersistence, loadPersistedDb } from './persistence';
import { resetDb } from './reset';

describe('persistence', () => {
  it('saves the database after a change and restores it', async () => {
    const stop = enablePersistence();
    const { token } = signInAs('owner-advanced');
    const updated = await apiFetch('/marketing/senders/1', { token, method: 'PATCH', body: { nickname: 'Persisted nickname' } });
    expect(updated.status).toBe(200);
    await flushPersistence();
    stop();
    const saved = dumpDb();

    resetDb();
    expect(dumpDb()).not.toEqual(saved);
    expect(await loadPersistedDb()).toBe(true);
    expect(dumpDb()).toEqual(saved);
  });
});
