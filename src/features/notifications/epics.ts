import { of } from 'rxjs';
import { exhaustMap, filter, map, mergeMap, switchMap } from 'rxjs/operators';
import type { AppEpic } from '@/shared/store/app-epic';
import { successAlert } from '@/shared/alerts/alerts-slice';
import { catchFailure, catchFormFailure } from '@/shared/epics/catch-failure';
import { createRecipient, deleteRecipient, fetchRecipients } from './api';
import { LOAD_RECIPIENTS_FAILED, addedMessage, deleteFailedMessage, deletedMessage } from './messages';
import {
  recipientCreated,
  recipientCreateFailed,
  recipientCreateRequested,
  recipientDeleted,
  recipientDeleteFailed,
  recipientDeleteRequested,
  recipientsLoaded,
  recipientsLoadFailed,
  recipientsRequested,
  selectNotificationRecipientsState,
} from './slice';
import { toRecipientPayload } from './types';

/** A read: switchMap, so a newer request cancels an older one. */
const loadRecipientsEpic: AppEpic = (action$, _state$, deps) =>
  action$.pipe(
    filter(recipientsRequested.match),
    switchMap(() =>
      fetchRecipients(deps.api).pipe(
        map(recipientsLoaded),
        catchFailure(recipientsLoadFailed, LOAD_RECIPIENTS_FAILED),
      ),
    ),
  );

/** A submit: exhaustMap, so a double click adds once. */
const createRecipientEpic: AppEpic = (action$, _state$, deps) =>
  action$.pipe(
    filter(recipientCreateRequested.match),
    exhaustMap(({ payload }) =>
      createRecipient(deps.api, toRecipientPayload(payload)).pipe(
        mergeMap((recipient) => of(recipientCreated(recipient), successAlert(addedMessage(recipient.email)))),
        catchFormFailure(recipientCreateFailed),
      ),
    ),
  );

/** Row actions: mergeMap, since different rows may be deleted at once; the reducer keeps one per row. */
const deleteRecipientEpic: AppEpic = (action$, state$, deps) =>
  action$.pipe(
    filter(recipientDeleteRequested.match),
    mergeMap(({ payload: { id } }) => {
      const email = selectNotificationRecipientsState(state$.value).entities[id]?.email ?? 'The recipient';
      return deleteRecipient(deps.api, id).pipe(
        mergeMap(() => of(recipientDeleted({ id }), successAlert(deletedMessage(email)))),
        catchFailure(
          (error) => recipientDeleteFailed({ id, error }),
          (error) => deleteFailedMessage(email, error.message),
        ),
      );
    }),
  );

export const notificationRecipientsEpics = [loadRecipientsEpic, createRecipientEpic, deleteRecipientEpic];
