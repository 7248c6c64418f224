import { of } from 'rxjs';
import { exhaustMap, filter, map, mergeMap, switchMap } from 'rxjs/operators';
import type { AppEpic } from '@/shared/store/app-epic';
import { successAlert } from '@/shared/alerts/alerts-slice';
import type { Dependencies } from '@/shared/dependencies';
import { catchFailure, catchFormFailure } from '@/shared/epics/catch-failure';
import { isLegacyPath } from '@/shared/routing/legacy';
import {
  createSender,
  deleteSender,
  fetchSenders,
  resendSenderVerification,
  updateSender,
  type SenderCallContext,
} from './api';
import {
  senderCreated,
  senderCreateFailed,
  senderCreateRequested,
  senderDeleted,
  senderDeleteFailed,
  senderDeleteRequested,
  sendersLoaded,
  sendersLoadFailed,
  sendersRequested,
  senderUpdated,
  senderUpdateFailed,
  senderUpdateRequested,
  verificationResendFailed,
  verificationResendRequested,
  verificationResent,
  selectSendersState,
} from './slice';
import { toSenderPayload } from './types';
import { sendersLiveUpdatesEpic } from './live-updates';

const callContext = ({ location }: Dependencies): SenderCallContext => ({
  newVersion: !isLegacyPath(location.pathname()),
});

/** A read: switchMap, so a newer request cancels an older one. */
const loadSendersEpic: AppEpic = (action$, _state$, deps) =>
  action$.pipe(
    filter(sendersRequested.match),
    switchMap(() =>
      fetchSenders(deps.api, callContext(deps)).pipe(
        map(sendersLoaded),
        catchFailure(sendersLoadFailed, 'We could not load your senders.'),
      ),
    ),
  );

/** Submits: exhaustMap, so a double click sends one request. */
const createSenderEpic: AppEpic = (action$, _state$, deps) =>
  action$.pipe(
    filter(senderCreateRequested.match),
    exhaustMap(({ payload }) =>
      createSender(deps.api, toSenderPayload(payload), callContext(deps)).pipe(
        mergeMap((sender) => of(senderCreated(sender), successAlert(`${sender.nickname} was created`))),
        catchFormFailure(senderCreateFailed),
      ),
    ),
  );

const updateSenderEpic: AppEpic = (action$, _state$, deps) =>
  action$.pipe(
    filter(senderUpdateRequested.match),
    exhaustMap(({ payload }) =>
      updateSender(deps.api, payload.id, payload.changes, callContext(deps)).pipe(
        mergeMap((sender) => of(senderUpdated(sender), successAlert(`${sender.nickname} was updated`))),
        catchFormFailure(senderUpdateFailed),
      ),
    ),
  );

/** Row actions: mergeMap, since different rows may be acted on at once; the reducer keeps one per row. */
const deleteSenderEpic: AppEpic = (action$, state$, deps) =>
  action$.pipe(
    filter(senderDeleteRequested.match),
    mergeMap(({ payload: { id } }) => {
      const nickname = selectSendersState(state$.value).entities[id]?.nickname ?? 'The sender';
      return deleteSender(deps.api, id, callContext(deps)).pipe(
        mergeMap(() => of(senderDeleted({ id }), successAlert(`${nickname} was deleted`))),
        catchFailure(
          (error) => senderDeleteFailed({ id, error }),
          (error) => `We could not delete ${nickname}. ${error.message}`,
        ),
      );
    }),
  );

const resendVerificationEpic: AppEpic = (action$, state$, deps) =>
  action$.pipe(
    filter(verificationResendRequested.match),
    mergeMap(({ payload: { id } }) => {
      const email = selectSendersState(state$.value).entities[id]?.fromEmail ?? 'the sender';
      return resendSenderVerification(deps.api, id, callContext(deps)).pipe(
        mergeMap(() => of(verificationResent({ id }), successAlert(`Verification email sent to ${email}`))),
        catchFailure(
          (error) => verificationResendFailed({ id, error }),
          (error) => `We could not resend the verification email. ${error.message}`,
        ),
      );
    }),
  );

export const sendersEpics = [
  loadSendersEpic,
  createSenderEpic,
  updateSenderEpic,
  deleteSenderEpic,
  resendVerificationEpic,
  sendersLiveUpdatesEpic,
];
