import { configureStore, type Action, type Middleware } from '@reduxjs/toolkit';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { combineEpics, createEpicMiddleware } from 'redux-observable';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appReducer } from '@/app/root-reducer';
import { accountResourceRefreshRequested } from '@/shared/account/account-slice';
import type { Dependencies } from '@/shared/dependencies';
import { AUTH_TOKEN_COOKIE } from '@/shared/session/cookie-names';
import type { AppState } from '@/shared/store/app-state';
import { server, signInAs } from '@mocks/node';
import { recordRequests } from '@test/record-requests';
import { createTestDependencies } from '@test/test-dependencies';
import { editorOpened } from '../slice';
import { designSession } from '../testing/design-content';
import { emailTestingEpics } from './email-testing-epics';
import { selectRunById, selectTestRunRequest } from './email-testing-selectors';
import { clientsChosen, runUnwatched, runWatched, spamTestChosen, testRunRequested } from './email-testing-slice';
import { RUN_POLL_MS } from './limits';
import { messages } from './messages';
import type { EmailTestRunDto } from './types';
// Loaded ahead: a run renders the email with it, and a lazy import would wait on the fake clock.
import '../render/html-to-text';

const TEST = '*/v3/marketing/compatibility_testing/tests';

const runAnswer = (status: EmailTestRunDto['status']): EmailTestRunDto => ({
  id: 'run-1',
  name: 'Spring newsletter',
  created_at: '2026-10-01T10:00:00.000Z',
  status,
  credits_used: 1,
  spam_test: false,
  results: [
    {
      client_id: 'gmail-chrome',
      client_name: 'Gmail',
      platform: 'Chrome on Windows',
      status: status === 'completed' ? 'Complete' : 'Processing',
      screenshot_url: null,
      bounce_reason: null,
    },
  ],
  spam: null,
});

let actions: Action[];
const recordActions: Middleware = () => (next) => (action) => {
  actions.push(action as Action);
  return next(action);
};

function createStore() {
  const epicMiddleware = createEpicMiddleware<Action, Action, AppState, Dependencies>({ dependencies: createTestDependencies() });
  const store = configureStore({
    reducer: appReducer,
    middleware: (getDefault) =>
      getDefault({ thunk: false, serializableCheck: false, immutableCheck: false })
        .concat(recordActions)
        .concat(epicMiddleware),
  });
  epicMiddleware.run(combineEpics(...emailTestingEpics));
  return store;
}

beforeEach(() => {
  actions = [];
  Cookies.set(AUTH_TOKEN_COOKIE, signInAs('owner-advanced').token, { path: '/' });
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('following a run', () => {
  it('asks at once, then every few seconds until every result is in, then stops', async () => {
    let polls = 0;
    server.use(
      http.get(`${TEST}/:id`, () => {
        polls += 1;
        return HttpResponse.json(runAnswer(polls < 3 ? 'processing' : 'completed'));
      }),
    );
    const store = createStore();
    store.dispatch(runWatched({ id: 'run-1' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(polls).toBe(1);
    expect(selectRunById(store.getState(), 'run-1')?.results[0]?.status).toBe('Processing');

    await vi.advanceTimersByTimeAsync(RUN_POLL_MS);
    expect(polls).toBe(2);
    await vi.advanceTimersByTimeAsync(RUN_POLL_MS);
    expect(polls).toBe(3);
    expect(selectRunById(store.getState(), 'run-1')).toMatchObject({ finished: true, results: [{ status: 'Complete' }] });

    await vi.advanceTimersByTimeAsync(RUN_POLL_MS * 5);
    expect(polls).toBe(3);
  });

  it('stops asking when the results screen closes', async () => {
    let polls = 0;
    server.use(
      http.get(`${TEST}/:id`, () => {
        polls += 1;
        return HttpResponse.json(runAnswer('processing'));
      }),
    );
    const store = createStore();
    store.dispatch(runWatched({ id: 'run-1' }));
    await vi.advanceTimersByTimeAsync(RUN_POLL_MS);
    expect(polls).toBe(2);
    store.dispatch(runUnwatched({ id: 'run-1' }));
    await vi.advanceTimersByTimeAsync(RUN_POLL_MS * 3);
    expect(polls).toBe(2);
  });

  it('ends with the spec’s failure when a poll fails', async () => {
    server.use(http.get(`${TEST}/:id`, () => HttpResponse.json({ errors: [{ field: null, message: 'email test not found' }] }, { status: 404 })));
    const store = createStore();
    store.dispatch(runWatched({ id: 'gone' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().alerts.items.map((alert) => alert.message)).toEqual([messages.failed]);
    expect(store.getState().emailEditorTesting.fetches.gone?.status).toBe('Error');
  });
});

describe('starting a run', () => {
  const open = (store: ReturnType<typeof createStore>) => {
    store.dispatch(editorOpened(designSession({ content: { editor: 'code', document: null, html: '<p>Hello</p>', plainText: '' } })));
    store.dispatch(clientsChosen(['gmail-chrome', 'thunderbird']));
    store.dispatch(spamTestChosen(true));
  };

  it('sends the session’s email with the chosen clients, then has the credits read again', async () => {
    const requests = recordRequests();
    const store = createStore();
    open(store);
    store.dispatch(testRunRequested({ sessionKey: 'design:d1' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Spring newsletter',
      html_content: '<p>Hello</p>',
      client_ids: ['gmail-chrome', 'thunderbird'],
      spam_test: true,
    });
    // The mock's handlers of a domain load with its first request: the answer may take more than one tick.
    await vi.waitFor(() => expect(selectTestRunRequest(store.getState()).status).toBe('Complete'));
    expect(actions.filter((action) => accountResourceRefreshRequested.match(action))).toHaveLength(1);
  });

  it('reads the credits again after a refusal, and says the spec’s failure', async () => {
    server.use(http.post(TEST, () => HttpResponse.json({ errors: [{ field: null, message: 'not enough email testing credits' }] }, { status: 400 })));
    const store = createStore();
    open(store);
    store.dispatch(testRunRequested({ sessionKey: 'design:d1' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(selectTestRunRequest(store.getState()).status).toBe('Error');
    expect(actions.filter((action) => accountResourceRefreshRequested.match(action))).toHaveLength(1);
    expect(store.getState().alerts.items.map((alert) => alert.message)).toEqual([messages.failed]);
  });
});
