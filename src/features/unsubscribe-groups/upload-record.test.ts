import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@/shared/storage/memory-storage';
import { createStoredUploadWriter, newestStoredUpload, storedUploadKey, trackUploadRun, type UploadRunStart } from './upload-record';

const error = { status: 500, message: 'down', fieldErrors: {} };
const start = (overrides: Partial<UploadRunStart>): UploadRunStart => ({
  groupId: '7',
  queue: '',
  added: 0,
  failed: '',
  failedCount: 0,
  remaining: '',
  remainingCount: 0,
  error: null,
  ...overrides,
});

describe('trackUploadRun', () => {
  it('puts the addresses a retry has not had answered back with the failed ones, beside the ones never sent', () => {
    const run = trackUploadRun('retry', start({ queue: 'a@x.io\nb@x.io\nc@x.io', added: 5, remaining: 'r@x.io', remainingCount: 1 }));
    run.settle({ ok: true, items: ['a@x.io'] });
    expect(run.record(1)).toMatchObject({ added: 6, failed: 'b@x.io\nc@x.io', failedCount: 2, remaining: 'r@x.io', remainingCount: 1 });
    run.settle({ ok: false, items: ['c@x.io'], error });
    expect(run.record(2)).toMatchObject({ failed: 'c@x.io\nb@x.io', failedCount: 2, error });
  });

  it('puts the addresses a first run or a resume has not had answered with the remaining ones, and has nothing to keep once all went in', () => {
    const run = trackUploadRun('resume', start({ queue: 'a@x.io\nb@x.io', added: 3, failed: 'f@x.io', failedCount: 1 }));
    expect(run.record(1)).toMatchObject({ added: 3, failed: 'f@x.io', remaining: 'a@x.io\nb@x.io', remainingCount: 2 });
    const first = trackUploadRun('upload', start({ queue: 'a@x.io\nb@x.io' }));
    first.settle({ ok: true, items: ['a@x.io', 'b@x.io'] });
    expect(first.record(1)).toBeNull();
    expect(first.added).toBe(2);
  });
});

describe('stored uploads', () => {
  it('are kept per user and group; the newest of a user is the one offered', async () => {
    const storage = createMemoryStorage();
    const record = (groupId: string, savedAt: number) => trackUploadRun('upload', start({ groupId, queue: 'a@x.io' })).record(savedAt)!;
    const writes = [
      createStoredUploadWriter(storage, storedUploadKey('avery', '7')),
      createStoredUploadWriter(storage, storedUploadKey('avery', '8')),
      createStoredUploadWriter(storage, storedUploadKey('frankie', '9')),
    ];
    writes[0]!.save(record('7', 1));
    writes[1]!.save(record('8', 2));
    writes[2]!.save(record('9', 3));
    await Promise.all(writes.map((writer) => writer.written()));
    expect((await newestStoredUpload(storage, 'avery'))?.groupId).toBe('8');
    expect((await newestStoredUpload(storage, 'frankie'))?.groupId).toBe('9');
    expect(await newestStoredUpload(storage, 'ada')).toBeUndefined();

    writes[1]!.save(null);
    await writes[1]!.written();
    expect((await newestStoredUpload(storage, 'avery'))?.groupId).toBe('7');
  });

  it('write the latest record last, however many arrive while one is written', async () => {
    const storage = createMemoryStorage();
    const writer = createStoredUploadWriter(storage, storedUploadKey('avery', '7'));
    for (let savedAt = 1; savedAt <= 5; savedAt += 1) writer.save(trackUploadRun('upload', start({ queue: 'a@x.io' })).record(savedAt));
    await writer.written();
    expect(await storage.get(storedUploadKey('avery', '7'))).toMatchObject({ savedAt: 5 });
  });
});
