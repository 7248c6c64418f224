import { createAction, type Action } from '@reduxjs/toolkit';
import { firstValueFrom, NEVER, of, Subject, throwError, timer, type Observable } from 'rxjs';
import { map, take, toArray } from 'rxjs/operators';
import { describe, expect, it } from 'vitest';
import { toApiError } from '@/shared/api/errors';
import type { ApiClient } from '@/shared/api/client';
import type { Dependencies } from '@/shared/dependencies';
import type { AppState } from '@/shared/store/app-state';
import type { StateObservable } from 'redux-observable';
import type { ThumbnailRef } from './held-thumbnails';
import { thumbnailEpic } from './thumbnail-epic';

const requested = createAction<ThumbnailRef>('cards/thumbnailRequested');
const loaded = createAction<ThumbnailRef & { html: string | null }>('cards/thumbnailLoaded');

const ref = (id: string): ThumbnailRef => ({ source: 'your-designs', id, revision: '2026-10-05T09:00:00Z' });

/** Runs the epic on `actions`, reading each email with `readHtml`, and answers what it emitted first. */
function run(actions: Action[], readHtml: (api: ApiClient, ref: ThumbnailRef) => Observable<string>, count: number) {
  const action$ = new Subject<Action>();
  const output = firstValueFrom(thumbnailEpic({ requested, loaded }, readHtml)(action$, NEVER as unknown as StateObservable<AppState>, { api: {} } as Dependencies).pipe(take(count), toArray()));
  actions.forEach((action) => action$.next(action));
  return output;
}

describe('thumbnailEpic', () => {
  it('reads the email of each card asked for once, and hands its HTML to the slice', async () => {
    const reads: string[] = [];
    const output = await run([requested(ref('a')), requested(ref('b'))], (_api, { id }) => {
      reads.push(id);
      return of(`<p>${id}</p>`);
    }, 2);
    expect(reads).toEqual(['a', 'b']);
    expect(output).toEqual([loaded({ ...ref('a'), html: '<p>a</p>' }), loaded({ ...ref('b'), html: '<p>b</p>' })]);
  });

  it('answers null for an email that cannot be read (its card says "No preview" rather than waiting)', async () => {
    const output = await run([requested(ref('gone'))], () => throwError(() => toApiError(404, { errors: [{ message: 'not found' }] })), 1);
    expect(output).toEqual([loaded({ ...ref('gone'), html: null })]);
  });

  it('reads at most four at a time, then the rest', async () => {
    let reading = 0;
    let most = 0;
    const slowRead = (_api: ApiClient, { id }: ThumbnailRef) => {
      reading += 1;
      most = Math.max(most, reading);
      return timer(5).pipe(
        map(() => {
          reading -= 1;
          return id;
        }),
      );
    };
    const ids = ['1', '2', '3', '4', '5', '6', '7'];
    const output = await run(ids.map((id) => requested(ref(id))), slowRead, ids.length);
    expect(most).toBe(4);
    expect(output).toHaveLength(7);
  });

  it('ignores other actions', async () => {
    const reads: string[] = [];
    const output = await run([{ type: 'cards/other' }, requested(ref('a'))], (_api, { id }) => {
      reads.push(id);
      return of(id);
    }, 1);
    expect(reads).toEqual(['a']);
    expect(output).toHaveLength(1);
  });
});
