import type { Action } from '@reduxjs/toolkit';
import { combineEpics, type Epic } from 'redux-observable';
import { catchError } from 'rxjs/operators';
import { alertsEpics } from '@/shared/alerts/alerts-epics';
import type { Dependencies } from '@/shared/dependencies';
import { sessionEpics } from '@/shared/session/session-epics';
import { sendersEpics } from '@/features/senders/epics';
import type { RootState } from './root-reducer';

export type AppEpic = Epic<Action, Action, RootState, Dependencies>;

const epics = [...alertsEpics, ...sessionEpics, ...sendersEpics] as AppEpic[];

/** Epics catch their own errors; this restarts one that still dies, so a bug never silences the app. */
export const rootEpic: AppEpic = (action$, state$, dependencies) =>
  combineEpics(...epics)(action$, state$, dependencies).pipe(
    catchError((error: unknown, source) => {
      console.error('An epic failed and was restarted', error);
      return source;
    }),
  );
