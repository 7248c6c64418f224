import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createIndexedDbStorage } from './indexeddb-storage';

describe('createIndexedDbStorage', () => {
  it('keeps values across instances (a reload), lists keys by prefix, and deletes', async () => {
    const before = createIndexedDbStorage();
    await before.set('uploads/avery/7', { added: 1, failed: 'a@x.io' });
    await before.set('uploads/avery/8', { added: 2 });
    await before.set('uploads/averyx/9', { added: 3 });
    await before.set('other', 1);

    const after = createIndexedDbStorage();
    expect(await after.get('uploads/avery/7')).toEqual({ added: 1, failed: 'a@x.io' });
    expect((await after.keys('uploads/avery/')).sort()).toEqual(['uploads/avery/7', 'uploads/avery/8']);
    await after.delete('uploads/avery/7');
    expect(await after.get('uploads/avery/7')).toBeUndefined();
    expect(await after.keys('uploads/avery/')).toEqual(['uploads/avery/8']);
  });
});
