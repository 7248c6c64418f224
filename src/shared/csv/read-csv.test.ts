import { firstValueFrom, lastValueFrom, take, toArray } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CsvKind, CsvReadEvent, CsvReadRequest, CsvValidatorFactory } from './csv-reading';
import { createInProcessCsvReader } from './in-process-csv-reader';
import { CSV_PROGRESS_INTERVAL_MS, readCsv } from './read-csv';
import { CSV_CHUNK_BYTES } from './read-csv-file';
import { serveCsvReading } from './serve-csv-reading';
import { createWorkerCsvReader } from './worker-csv-reader';

/** Rows checked per reading (by its label), so a test sees how far a reading went. */
const rowsChecked = new Map<string, number>();
/** Counts the rows and keeps the first cell of the last one. */
const createCounter: CsvValidatorFactory<{ label: string }, { label: string; rows: number; last: string }> = ({ label }) => {
  let last = '';
  rowsChecked.set(label, 0);
  return {
    row(cells) {
      rowsChecked.set(label, (rowsChecked.get(label) ?? 0) + 1);
      last = cells[0] ?? '';
    },
    result: () => ({ label, rows: rowsChecked.get(label) ?? 0, last }),
  };
};

/** A worker as the page sees it: what was posted to it, whether it was terminated, and its answers. */
function createFakeWorker() {
  const worker = {
    posted: [] as unknown[],
    terminated: false,
    onmessage: null as ((event: MessageEvent) => void) | null,
    onerror: null as ((event: Event) => void) | null,
    onmessageerror: null as ((event: MessageEvent) => void) | null,
    postMessage(message: unknown) {
      worker.posted.push(message);
    },
    terminate() {
      worker.terminated = true;
    },
    answer: (data: CsvReadEvent<unknown>) => worker.onmessage?.(new MessageEvent('message', { data })),
  };
  return worker;
}

const kindOf = (worker?: ReturnType<typeof createFakeWorker>): CsvKind<{ label: string }, { label: string; rows: number; last: string }> => ({
  worker: () => {
    if (worker === undefined) throw new Error('no worker in this test');
    return worker as unknown as Worker;
  },
  loadValidator: () => Promise.resolve(createCounter),
});

const rows = (count: number) => ['name', ...Array.from({ length: count }, (_, index) => `reader${index}@example.com`)].join('\n');
const fileOf = (text: string) => new File([text], 'list.csv', { type: 'text/csv' });

afterEach(() => {
  rowsChecked.clear();
  vi.unstubAllGlobals();
});

describe('readCsv with the worker reader (the app)', () => {
  it("posts the file and the options to the kind's worker, passes its events on and terminates it at the end", async () => {
    const worker = createFakeWorker();
    const file = fileOf('name\nana');
    const events = lastValueFrom(readCsv(createWorkerCsvReader(), kindOf(worker), file, { label: 'x' }).pipe(toArray()));
    expect(worker.posted).toEqual([{ file, options: { label: 'x' } }]);
    worker.answer({ type: 'progress', progress: { bytesRead: 8, totalBytes: 8, rows: 2 } });
    expect(worker.terminated).toBe(false);
    worker.answer({ type: 'done', result: { label: 'x', rows: 2, last: 'ana' } });
    expect(await events).toEqual([
      { type: 'progress', progress: { bytesRead: 8, totalBytes: 8, rows: 2 } },
      { type: 'done', result: { label: 'x', rows: 2, last: 'ana' } },
    ]);
    expect(worker.terminated).toBe(true);
  });

  it(`passes progress on at most every ${CSV_PROGRESS_INTERVAL_MS} ms, and the end at once`, async () => {
    vi.useFakeTimers();
    try {
      const worker = createFakeWorker();
      const events = lastValueFrom(readCsv(createWorkerCsvReader(), kindOf(worker), fileOf('a'), { label: 'x' }).pipe(toArray()));
      const progress = (rows: number) => worker.answer({ type: 'progress', progress: { bytesRead: rows, totalBytes: 9, rows } });
      progress(1);
      progress(2);
      vi.advanceTimersByTime(CSV_PROGRESS_INTERVAL_MS - 1);
      progress(3);
      vi.advanceTimersByTime(1);
      progress(4);
      progress(5);
      worker.answer({ type: 'done', result: { label: 'x', rows: 5, last: 'e' } });
      expect((await events).map((event) => (event.type === 'progress' ? event.progress.rows : event.type))).toEqual([1, 4, 'done']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('fails as unreadable when the worker cannot start or throws', async () => {
    const worker = createFakeWorker();
    const events = lastValueFrom(readCsv(createWorkerCsvReader(), kindOf(worker), fileOf('a'), { label: 'x' }).pipe(toArray()));
    worker.onerror?.(new Event('error'));
    expect(await events).toEqual([{ type: 'failed', reason: 'unreadable' }]);
    expect(worker.terminated).toBe(true);
  });

  it('terminates the worker when the subscriber leaves before the end', () => {
    const worker = createFakeWorker();
    const subscription = readCsv(createWorkerCsvReader(), kindOf(worker), fileOf('a'), { label: 'x' }).subscribe();
    subscription.unsubscribe();
    expect(worker.terminated).toBe(true);
  });
});

describe('serveCsvReading (inside the worker)', () => {
  it('reads each posted file with the validator and posts the same events as the in-process reader', async () => {
    const posted: CsvReadEvent<unknown>[] = [];
    const scope: { onmessage: ((event: MessageEvent<CsvReadRequest<{ label: string }>>) => void) | null; postMessage: (message: CsvReadEvent<unknown>) => void } = {
      onmessage: null,
      postMessage: (message) => posted.push(message),
    };
    vi.stubGlobal('self', scope);
    serveCsvReading(createCounter);
    const file = fileOf(rows(3));
    scope.onmessage?.(new MessageEvent('message', { data: { file, options: { label: 'w' } } }));
    await vi.waitFor(() => expect(posted.at(-1)?.type).toBe('done'));

    const inProcess = await lastValueFrom(readCsv(createInProcessCsvReader(), kindOf(), file, { label: 'w' }).pipe(toArray()));
    expect(posted).toEqual(inProcess);
    expect(posted.at(-1)).toEqual({ type: 'done', result: { label: 'w', rows: 4, last: 'reader2@example.com' } });
  });
});

describe('readCsv with the in-process reader (tests)', () => {
  it('emits progress, then the result, then completes', async () => {
    const text = rows(3);
    const events = await lastValueFrom(readCsv(createInProcessCsvReader(), kindOf(), fileOf(text), { label: 'p' }).pipe(toArray()));
    expect(events).toEqual([
      { type: 'progress', progress: { bytesRead: text.length, totalBytes: text.length, rows: 3 } },
      { type: 'done', result: { label: 'p', rows: 4, last: 'reader2@example.com' } },
    ]);
  });

  it('stops reading when the subscriber leaves', async () => {
    const file = fileOf(rows(120_000));
    expect(file.size).toBeGreaterThan(2 * CSV_CHUNK_BYTES);
    const first = await firstValueFrom(readCsv(createInProcessCsvReader(), kindOf(), file, { label: 's' }).pipe(take(1)));
    expect(first.type).toBe('progress');
    const checked = rowsChecked.get('s');
    // A second reading of the whole file, started later: the first, had it gone on, would be done by now.
    const whole = await lastValueFrom(readCsv(createInProcessCsvReader(), kindOf(), file, { label: 'whole' }));
    expect(whole).toMatchObject({ type: 'done', result: { rows: 120_001 } });
    expect(rowsChecked.get('s')).toBe(checked);
    expect(checked).toBeLessThan(120_001);
  });

  it('fails as unreadable when the validator cannot be loaded', async () => {
    const kind = { ...kindOf(), loadValidator: () => Promise.reject(new Error('chunk missing')) };
    expect(await lastValueFrom(readCsv(createInProcessCsvReader(), kind, fileOf('a'), { label: 'f' }).pipe(toArray()))).toEqual([
      { type: 'failed', reason: 'unreadable' },
    ]);
  });
});
