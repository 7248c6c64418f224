import { of } from 'rxjs';
import { exhaustMap, filter, mergeMap } from 'rxjs/operators';
import { successAlert } from '../alerts/alerts-slice';
import type { ApiClient } from '../api/client';
import { catchFailure } from '../epics/catch-failure';
import type { AccountEpic } from './account-epics';
import { scopeAccessRequestedMessage, scopeAccessRequestFailedMessage } from './account-messages';
import { scopeAccessRequested, scopeAccessRequestFailed, scopeAccessRequestSucceeded } from './account-slice';
import type { ScopeRequestDto, ScopeRequestPayload } from './types';

/** The no-access page's "request access from an administrator" (spec §6). */
export const SCOPE_REQUESTS_PATH = '/scopes/requests';

export const requestScopeAccess = (api: ApiClient, scopeGroupName: string) =>
  api.post<ScopeRequestDto>(SCOPE_REQUESTS_PATH, { scope_group_name: scopeGroupName } satisfies ScopeRequestPayload);

/** A submit: exhaustMap, so a double click sends one request. */
export const requestScopeAccessEpic: AccountEpic = (action$, _state$, deps) =>
  action$.pipe(
    filter(scopeAccessRequested.match),
    exhaustMap(({ payload: scopeGroupName }) =>
      requestScopeAccess(deps.api, scopeGroupName).pipe(
        mergeMap(() => of(scopeAccessRequestSucceeded(), successAlert(scopeAccessRequestedMessage(scopeGroupName)))),
        catchFailure(scopeAccessRequestFailed, (error) => scopeAccessRequestFailedMessage(error.message)),
      ),
    ),
  );
