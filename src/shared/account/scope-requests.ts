import { concat, of } from 'rxjs';
import { catchError, exhaustMap, filter, mergeMap } from 'rxjs/operators';
import { successAlert } from '../alerts/alerts-slice';
import { failureAlert$ } from '../alerts/failure-alert';
import type { ApiClient } from '../api/client';
import { asApiError } from '../api/errors';
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
        catchError((error: unknown) => {
          const apiError = asApiError(error);
          return concat(
            of(scopeAccessRequestFailed(apiError)),
            failureAlert$(apiError, scopeAccessRequestFailedMessage(apiError.message)),
          );
        }),
      ),
    ),
  );
