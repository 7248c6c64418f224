import { configureStore, type Action, type Middleware } from '@reduxjs/toolkit';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { combineEpics, createEpicMiddleware } from 'redux-observable';
import { map } from 'rxjs/operators';
import { beforeEach, describe, expect, it } from 'vitest';
import { appReducer } from '@/app/root-reducer';
import type { Dependencies } from '@/shared/dependencies';
import { AUTH_TOKEN_COOKIE } from '@/shared/session/cookie-names';
import type { AppState } from '@/shared/store/app-state';
import { server, signInAs } from '@mocks/node';
import { recordRequests } from '@test/record-requests';
import { createTestDependencies } from '@test/test-dependencies';
import { selectEditorContent, selectSaveState } from './selectors';
import { editorOpened, editorRefreshed, editorRefreshFailed, editorRefreshRequested, refreshStoredContentEpic } from './slice';
import { designSession } from './testing/design-content';

/** A code design as the Designs API answers GET /v3/designs/{id} (fields from SendGrid's "Get Design" reference). */
interface DesignAnswer {
  id: string;
  editor: 'code';
  html_content: string;
  plain_content: string;
  updated_at: string;
}

const DESIGN = '*/v3/designs/:id';
// The greeting is SendGrid's own Handlebars substitution example ("Using Handlebars" docs).
const STORED: DesignAnswer = {
  id: 'd1',
  editor: 'code',
  html_content: '<p>Hello {{firstName}}</p>',
  plain_content: 'Hello {{firstName}}',
  updated_at: '2026-11-28T09:30:00Z',
};

/** A host of sessions `design:<id>`, as a feature wires the factory: its key parser and its read. */
const designRefreshEpic = refreshStoredContentEpic({
  parseKey: (key) => /^design:(.+)$/.exec(key)?.[1],
  read: (api, id) =>
    api.get<DesignAnswer>(`/designs/${id}`).pipe(
      map((design) => ({ content: { editor: design.editor, document: null, html: design.html_content, plainText: design.plain_content }, revision: design.updated_at })),
    ),
});

function startHost() {
  const actions: Action[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as Action);
    return next(action);
  };
  const epicMiddleware = createEpicMiddleware<Action, Action, AppState, Dependencies>({ dependencies: createTestDependencies() });
  const store = configureStore({
    reducer: appReducer,
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false, immutableCheck: false }).concat(recorder, epicMiddleware),
  });
  epicMiddleware.run(combineEpics(designRefreshEpic));
  store.dispatch(editorOpened(designSession()));
  const state = () => store.getState() as unknown as AppState;
  /** Resolves with the action the host answered a refresh of `key` with. */
  const answered = (key: string) =>
    new Promise<Action>((resolve) => {
      const unsubscribe = store.subscribe(() => {
        const answer = actions.find((action) => (editorRefreshed.match(action) || editorRefreshFailed.match(action)) && action.payload.key === key);
        if (answer) {
          unsubscribe();
          resolve(answer);
        }
      });
    });
  return { store, state, actions, answered };
}

beforeEach(() => {
  Cookies.set(AUTH_TOKEN_COOKIE, signInAs('owner-advanced').token, { path: '/' });
});

describe('refreshStoredContentEpic', () => {
  it('reads the stored object of the session through the api and shows it in place of the one on screen', async () => {
    server.use(http.get(DESIGN, ({ params }) => (params.id === 'd1' ? HttpResponse.json(STORED) : HttpResponse.json({ errors: [] }, { status: 404 }))));
    const requests = recordRequests();
    const { store, state, answered } = startHost();

    const answer = answered('design:d1');
    store.dispatch(editorRefreshRequested({ key: 'design:d1' }));

    expect(await answer).toEqual(
      editorRefreshed({ key: 'design:d1', content: { editor: 'code', document: null, html: '<p>Hello {{firstName}}</p>', plainText: 'Hello {{firstName}}' }, revision: STORED.updated_at, at: expect.any(Number) as number }),
    );
    expect(requests.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /v3/designs/d1']);
    expect(requests[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(selectEditorContent(state(), 'design:d1')?.html).toBe('<p>Hello {{firstName}}</p>');
    expect(selectSaveState(state(), 'design:d1')).toEqual({ status: 'saved', at: expect.any(Number), elsewhere: true });
  });

  it('answers a failed read with editorRefreshFailed: the session shows the conflict, since the tab is out of date', async () => {
    server.use(http.get(DESIGN, () => HttpResponse.json({ errors: [{ field: null, message: 'resource not found' }] }, { status: 404 })));
    const requests = recordRequests();
    const { store, state, answered } = startHost();

    const answer = answered('design:d1');
    store.dispatch(editorRefreshRequested({ key: 'design:d1' }));

    expect(await answer).toEqual(editorRefreshFailed({ key: 'design:d1' }));
    expect(requests.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /v3/designs/d1']);
    expect(selectSaveState(state(), 'design:d1')).toEqual({ status: 'conflict' });
  });

  it("sends nothing for another host's session", async () => {
    const requests = recordRequests();
    const { store, actions } = startHost();

    store.dispatch(editorRefreshRequested({ key: 'single-send:s1' }));
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(requests).toEqual([]);
    expect(actions.filter((action) => editorRefreshed.match(action) || editorRefreshFailed.match(action))).toEqual([]);
  });
});
