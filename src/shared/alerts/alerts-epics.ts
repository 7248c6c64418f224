import type { Action } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import { timer } from 'rxjs';
import { filter, map, mergeMap, takeUntil } from 'rxjs/operators';
import type { Dependencies } from '../dependencies';
import { alertDismissed, alertShown } from './alerts-slice';

/** Dismisses each alert that has a timeout once it has run out; mergeMap because every alert keeps its own timer. */
export const alertTimeoutEpic: Epic<Action, Action, unknown, Dependencies> = (action$) =>
  action$.pipe(
    filter(alertShown.match),
    filter((action) => action.payload.timeoutMs !== undefined),
    mergeMap(({ payload }) =>
      timer(payload.timeoutMs ?? 0).pipe(
        map(() => alertDismissed(payload.id)),
        takeUntil(action$.pipe(filter((action) => alertDismissed.match(action) && action.payload === payload.id))),
      ),
    ),
  );

export const alertsEpics = [alertTimeoutEpic];
