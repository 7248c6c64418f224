import { configureStore, type Action, type Middleware } from '@reduxjs/toolkit';
import { combineEpics, createEpicMiddleware } from 'redux-observable';
import { NEVER, Subject, throwError, type Observable } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appReducer } from '@/app/root-reducer';
import type { UploadEvent, Uploader } from '@/shared/api/uploader';
import type { ApiError } from '@/shared/api/errors';
import type { Dependencies } from '@/shared/dependencies';
import { sessionExpired } from '@/shared/session/session-slice';
import type { AppState } from '@/shared/store/app-state';
import { createFakeImagePreloader, createTestDependencies, type FakeImagePreloader } from '@test/test-dependencies';
import { imagesEpics } from './images-epics';
import { selectAllImages, selectImageUploads } from './images-selectors';
import { imageFileChosen } from './images-slice';
import type { ImageDto } from './types';

/** An uploader whose uploads the test drives: one subject per upload, in the order they start. */
function createDrivenUploader() {
  const uploads: Array<{ path: string; form: FormData; events: Subject<UploadEvent<ImageDto>> }> = [];
  const uploader: Uploader = {
    upload: <T>(path: string, form: FormData) => {
      const events = new Subject<UploadEvent<ImageDto>>();
      uploads.push({ path, form, events });
      return events.asObservable() as unknown as Observable<UploadEvent<T>>;
    },
    put: () => NEVER,
  };
  return { uploader, uploads };
}

const answer: ImageDto = {
  id: 'img-1',
  name: 'hero.png',
  created: '2026-10-01T10:00:00.000Z',
  url: 'https://cdn.example.com/hero.png',
  thumbnail: 'https://cdn.example.com/hero-thumb.png',
  width: 800,
  height: 400,
};

let preloader: FakeImagePreloader;
let driven: ReturnType<typeof createDrivenUploader>;
let actions: Action[];
const recordActions: Middleware = () => (next) => (action) => {
  actions.push(action as Action);
  return next(action);
};

function createStore() {
  const dependencies: Dependencies = { ...createTestDependencies(), uploader: driven.uploader, imagePreloader: preloader };
  const epicMiddleware = createEpicMiddleware<Action, Action, AppState, Dependencies>({ dependencies });
  const store = configureStore({
    reducer: appReducer,
    middleware: (getDefault) =>
      getDefault({ thunk: false, serializableCheck: false, immutableCheck: false })
        .concat(recordActions)
        .concat(epicMiddleware),
  });
  epicMiddleware.run(combineEpics(...imagesEpics));
  return store;
}

const png = (name: string) => new File(['pixels'], name, { type: 'image/png' });
const percents = (store: ReturnType<typeof createStore>) => selectImageUploads(store.getState()).map((upload) => upload.percent);

beforeEach(() => {
  preloader = createFakeImagePreloader();
  driven = createDrivenUploader();
  actions = [];
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the upload epic', () => {
  it('sends the file as multipart and follows the spec’s progress: 0–70 %, 100 %, then success 500 ms later', () => {
    const store = createStore();
    preloader.hold();
    store.dispatch(imageFileChosen(png('hero.png')));
    const [upload] = driven.uploads;
    expect(upload?.path).toBe('/images');
    expect(upload?.form.get('name')).toBe('hero.png');
    expect(upload?.form.get('upload')).toBeInstanceOf(Blob);
    expect(percents(store)).toEqual([0]);

    upload?.events.next({ type: 'progress', loaded: 50, total: 100 });
    expect(percents(store)).toEqual([35]);
    upload?.events.next({ type: 'answered', body: answer });
    upload?.events.complete();
    expect(percents(store)).toEqual([70]);
    expect(preloader.requested).toEqual(['https://cdn.example.com/hero-thumb.png']);

    preloader.release();
    expect(percents(store)).toEqual([100]);
    vi.advanceTimersByTime(499);
    expect(percents(store)).toEqual([100]);
    expect(selectAllImages(store.getState())).toEqual([]);

    vi.advanceTimersByTime(1);
    expect(percents(store)).toEqual([]);
    expect(selectAllImages(store.getState()).map((image) => [image.name, image.originalUrl, image.created])).toEqual([
      ['hero.png', 'https://cdn.example.com/hero.png', Date.parse('2026-10-01T10:00:00.000Z')],
    ]);
    expect(store.getState().alerts.items.map((alert) => [alert.type, alert.message])).toEqual([['success', 'hero.png was uploaded']]);
  });

  it('still succeeds when the thumbnail does not load: the image is in the library either way', () => {
    preloader = { ...preloader, load: () => throwError(() => new Error('The thumbnail did not load')) };
    const store = createStore();
    store.dispatch(imageFileChosen(png('hero.png')));
    driven.uploads[0]?.events.next({ type: 'answered', body: answer });
    driven.uploads[0]?.events.complete();
    expect(percents(store)).toEqual([100]);
    vi.advanceTimersByTime(500);
    expect(selectAllImages(store.getState()).map((image) => image.id)).toEqual(['img-1']);
  });

  it('never sends a refused file', () => {
    const store = createStore();
    store.dispatch(imageFileChosen(new File(['x'], 'notes.txt', { type: 'text/plain' })));
    expect(driven.uploads).toEqual([]);
    expect(percents(store)).toEqual([]);
  });

  it('sends three files at once; the fourth waits for one to finish', () => {
    const store = createStore();
    ['a.png', 'b.png', 'c.png', 'd.png'].forEach((name) => store.dispatch(imageFileChosen(png(name))));
    expect(driven.uploads).toHaveLength(3);
    expect(percents(store)).toEqual([0, 0, 0, 0]);
    driven.uploads[0]?.events.error({ status: 500, message: 'internal server error', fieldErrors: {} } satisfies ApiError);
    expect(driven.uploads).toHaveLength(4);
    expect(percents(store)).toEqual([0, 0, 0]);
  });

  it('ends the session on a 401, without an alert', () => {
    const store = createStore();
    store.dispatch(imageFileChosen(png('hero.png')));
    driven.uploads[0]?.events.error({ status: 401, message: 'authorization required', fieldErrors: {} } satisfies ApiError);
    expect(actions.some(sessionExpired.match)).toBe(true);
    expect(percents(store)).toEqual([]);
    expect(store.getState().alerts.items).toEqual([]);
  });
});
