import { createAction, type Action } from '@reduxjs/toolkit';
import { lastValueFrom, of, throwError, type Observable, type OperatorFunction } from 'rxjs';
import { map, toArray } from 'rxjs/operators';
import { describe, expect, it } from 'vitest';
import { alertShown } from '../alerts/alerts-slice';
import { NETWORK_ERROR_MESSAGE, UNKNOWN_ERROR_MESSAGE, type ApiError } from '../api/errors';
import { catchFailure, catchFormFailure, catchSubmitFailure } from './catch-failure';

const loaded = createAction<string>('items/loaded');
const failed = createAction<ApiError>('items/failed');

const apiError = (status: number, fieldErrors: Record<string, string> = {}): ApiError => ({ status, message: 'from the server', fieldErrors });

/** What a request answered with `answer$` emits through `tail`: each action's type, alerts as "alert: <message>". */
const run = (answer$: Observable<string>, tail: OperatorFunction<Action, Action>) =>
  lastValueFrom(
    answer$.pipe(
      map(loaded),
      tail,
      map((action) => (alertShown.match(action) ? `${action.payload.type} alert: ${action.payload.message}` : action.type)),
      toArray(),
    ),
  );
const failing = (error: unknown) => throwError(() => error);

describe('catchFailure', () => {
  it('passes a successful answer through', async () => {
    expect(await run(of('rows'), catchFailure(failed, 'We could not load.'))).toEqual(['items/loaded']);
  });

  it('records the failure, then raises the danger alert', async () => {
    expect(await run(failing(apiError(500)), catchFailure(failed, 'We could not load.'))).toEqual([
      'items/failed',
      'danger alert: We could not load.',
    ]);
  });

  it('hands the failed action the error, and anything thrown becomes an ApiError', async () => {
    const actions = await lastValueFrom(failing(new Error('bug')).pipe(catchFailure(failed, 'We could not load.'), toArray()));
    expect(actions[0]).toEqual(failed({ status: 0, message: UNKNOWN_ERROR_MESSAGE, fieldErrors: {} }));
  });

  it('raises no alert for a 401: the session epic is logging out', async () => {
    expect(await run(failing(apiError(401)), catchFailure(failed, 'We could not load.'))).toEqual(['items/failed']);
  });

  it('says the server could not be reached when the request got no answer', async () => {
    const offline = { status: 0, message: NETWORK_ERROR_MESSAGE, fieldErrors: {} };
    expect(await run(failing(offline), catchFailure(failed, 'We could not load.'))).toEqual(['items/failed', `danger alert: ${NETWORK_ERROR_MESSAGE}`]);
  });

  it('words the alert from the error, or raises none when the wording is undefined', async () => {
    const message = (error: ApiError) => (error.status === 404 ? undefined : `We could not load. ${error.message}`);
    expect(await run(failing(apiError(503)), catchFailure(failed, message))).toEqual(['items/failed', 'danger alert: We could not load. from the server']);
    expect(await run(failing(apiError(404)), catchFailure(failed, message))).toEqual(['items/failed']);
  });
});

describe('catchSubmitFailure', () => {
  it('leaves a 400 with field messages to the form: no alert', async () => {
    expect(await run(failing(apiError(400, { name: 'must be unique' })), catchSubmitFailure(failed, 'We could not save.'))).toEqual([
      'items/failed',
    ]);
  });

  it('alerts for a 400 without field messages and for any other failure', async () => {
    expect(await run(failing(apiError(400)), catchSubmitFailure(failed, 'We could not save.'))).toEqual(['items/failed', 'danger alert: We could not save.']);
    expect(await run(failing(apiError(500)), catchSubmitFailure(failed, (error) => `We could not save. ${error.message}`))).toEqual([
      'items/failed',
      'danger alert: We could not save. from the server',
    ]);
  });

  it('raises no alert for a 401, and the network message when there was no answer', async () => {
    expect(await run(failing(apiError(401)), catchSubmitFailure(failed, 'We could not save.'))).toEqual(['items/failed']);
    const offline = { status: 0, message: NETWORK_ERROR_MESSAGE, fieldErrors: {} };
    expect(await run(failing(offline), catchSubmitFailure(failed, 'We could not save.'))).toEqual(['items/failed', `danger alert: ${NETWORK_ERROR_MESSAGE}`]);
  });
});

describe('catchFormFailure', () => {
  it('records every failure and raises no alert: the form says it, once', async () => {
    const offline = { status: 0, message: NETWORK_ERROR_MESSAGE, fieldErrors: {} };
    for (const error of [apiError(500), apiError(400), apiError(403), apiError(401), offline]) {
      expect(await run(failing(error), catchFormFailure(failed))).toEqual(['items/failed']);
    }
  });

  it('passes a successful answer through', async () => {
    expect(await run(of('saved'), catchFormFailure(failed))).toEqual(['items/loaded']);
  });
});
