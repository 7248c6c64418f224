import { defer, from, lastValueFrom } from 'rxjs';
import { finalize, scan, takeUntil, toArray } from 'rxjs/operators';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { bulkReport, failedItems, pendingCount, settleChunk, type BulkReport } from './bulk-report';
import { sendInChunks, toChunks } from './bulk-requests';

const newScheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
const error = { status: 500, message: 'down', fieldErrors: {} };
const ids = (count: number) => Array.from({ length: count }, (_, index) => `id${index}`);

describe('sendInChunks (marbles)', () => {
  it('keeps at most 5 requests in flight and starts the next as one answers', () => {
    const scheduler = newScheduler();
    const answeredAt: Array<[frame: number, item: string]> = [];
    scheduler.run(({ cold, expectSubscriptions }) => {
      const items = ids(12);
      // Each request answers 3 frames after it starts.
      const answers = items.map(() => cold('---(a|)', { a: {} }));
      let started = 0;
      sendInChunks(items, () => answers[started++]!, { size: 1 }).subscribe((outcome) => answeredAt.push([scheduler.now(), outcome.items[0]!]));
      // Requests 1-5 start at once, 6-10 when the first five answer, 11-12 when those answer.
      answers.slice(0, 5).forEach((answer) => expectSubscriptions(answer.subscriptions).toBe('^--!'));
      answers.slice(5, 10).forEach((answer) => expectSubscriptions(answer.subscriptions).toBe('---^--!'));
      answers.slice(10).forEach((answer) => expectSubscriptions(answer.subscriptions).toBe('------^--!'));
    });
    expect(answeredAt.map(([frame]) => frame)).toEqual([3, 3, 3, 3, 3, 6, 6, 6, 6, 6, 9, 9]);
    expect(answeredAt.map(([, item]) => item)).toEqual(ids(12));
  });

  it('never has more than 5 in flight when answers come back in any order', () => {
    const scheduler = newScheduler();
    let inFlight = 0;
    let most = 0;
    const sent: string[][] = [];
    scheduler.run(({ cold, flush }) => {
      const send = (chunk: string[]) =>
        defer(() => {
          sent.push(chunk);
          inFlight += 1;
          most = Math.max(most, inFlight);
          // Answers take 1 to 7 frames, depending on the chunk.
          const wait = '-'.repeat(1 + ((sent.length * 5) % 7));
          return cold(`${wait}(a|)`, { a: {} }).pipe(finalize(() => (inFlight -= 1)));
        });
      sendInChunks(ids(230), send, { size: 10 }).subscribe();
      flush();
    });
    expect(most).toBe(5);
    expect(sent).toHaveLength(23);
    expect(sent.flat()).toEqual(ids(230));
  });

  it('reports a failed chunk with its exact items and carries on with the others', () => {
    newScheduler().run(({ cold, expectObservable }) => {
      const responses = [cold('-(a|)', { a: {} }), cold('-#', undefined, error), cold('-(a|)', { a: {} })];
      let call = 0;
      const result = sendInChunks(['a', 'b', 'c', 'd', 'e'], () => responses[call++]!, { size: 2 });
      expectObservable(result).toBe('-(abc|)', {
        a: { ok: true, items: ['a', 'b'] },
        b: { ok: false, items: ['c', 'd'], error },
        c: { ok: true, items: ['e'] },
      });
    });
  });

  it('sends nothing new once cancelled; the requests in flight are abandoned and their items stay pending', () => {
    const reports: Array<BulkReport<string>> = [];
    newScheduler().run(({ cold, hot, expectSubscriptions }) => {
      const answers = ids(8).map(() => cold('---(a|)', { a: {} }));
      let started = 0;
      const cancel = hot('----c');
      sendInChunks(ids(8), () => answers[started++]!, { size: 1 })
        .pipe(takeUntil(cancel), scan(settleChunk, bulkReport<string>(8)))
        .subscribe((report) => reports.push(report));
      answers.slice(0, 5).forEach((answer) => expectSubscriptions(answer.subscriptions).toBe('^--!'));
      // 6-8 started when the first five answered, and were cut off by the cancel a frame later.
      answers.slice(5).forEach((answer) => expectSubscriptions(answer.subscriptions).toBe('---^!'));
    });
    const last = reports.at(-1)!;
    expect(last).toMatchObject({ total: 8, done: 5, failed: 0 });
    expect(pendingCount(last)).toBe(3);
  });

  it('never starts a chunk after the cancel', () => {
    let started = 0;
    newScheduler().run(({ cold, hot, flush }) => {
      const cancel = hot('--c');
      const send = () =>
        defer(() => {
          started += 1;
          return cold('-----(a|)', { a: {} });
        });
      sendInChunks(ids(20), send, { size: 1 })
        .pipe(takeUntil(cancel))
        .subscribe();
      flush();
    });
    expect(started).toBe(5);
  });
});

describe('the bulk report', () => {
  it('counts done and failed items and keeps each failed chunk with its error; a retry sends exactly those', async () => {
    const failing = new Set(['id3', 'id11']);
    const sent: string[][] = [];
    const send = (chunk: string[]) =>
      new Promise<unknown>((resolve, reject) => {
        sent.push(chunk);
        if (chunk.some((item) => failing.has(item))) reject(error);
        else resolve({});
      });
    const run = (items: string[]) =>
      lastValueFrom(sendInChunks(items, (chunk) => from(send(chunk)), { size: 4 }).pipe(scan(settleChunk, bulkReport<string>(items.length)), toArray()));

    const reports = await run(ids(14));
    const report = reports.at(-1)!;
    expect(reports.map((progress) => progress.done + progress.failed)).toEqual([4, 8, 12, 14]);
    expect(report).toMatchObject({ total: 14, done: 6, failed: 8 });
    expect(report.failures).toEqual([
      { items: ['id0', 'id1', 'id2', 'id3'], error },
      { items: ['id8', 'id9', 'id10', 'id11'], error },
    ]);

    failing.clear();
    sent.length = 0;
    const retried = (await run(failedItems(report))).at(-1)!;
    expect(sent.flat()).toEqual(['id0', 'id1', 'id2', 'id3', 'id8', 'id9', 'id10', 'id11']);
    expect(retried).toMatchObject({ total: 8, done: 8, failed: 0, failures: [] });
  });

  it('splits items into chunks of the given size', () => {
    expect(toChunks(['a', 'b', 'c', 'd', 'e'], 2)).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(toChunks([], 3)).toEqual([]);
    expect(() => toChunks(['a'], 0)).toThrow(RangeError);
  });
});
