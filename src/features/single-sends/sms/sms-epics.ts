import { concat, EMPTY, of } from 'rxjs';
import { debounceTime, exhaustMap, filter, map, mergeMap, switchMap } from 'rxjs/operators';
import { successAlert } from '@/shared/alerts/alerts-slice';
import { catchFailure, catchFormFailure } from '@/shared/epics/catch-failure';
import type { AppEpic } from '@/shared/store/app-epic';
import { fetchSingleSend, patchSingleSend } from '@/shared/sending/single-sends-api';
import { fetchSmsServices, sendSmsTest } from './sms-api';
import { smsPatchOf } from './sms-draft';
import {
  selectSmsEditorState,
  smsDraftEdited,
  smsEditorOpened,
  smsSaved,
  smsSaveFailed,
  smsSaveRequested,
  smsSendLoaded,
  smsSendLoadFailed,
  smsServicesLoaded,
  smsServicesLoadFailed,
  smsServicesRequested,
  smsTestFailed,
  smsTestRequested,
  smsTestSent,
} from './sms-slice';

/** The autosave waits for a pause in typing this long (the email editor's rhythm). */
export const SMS_SAVE_PAUSE_MS = 1000;

export const smsMessages = {
  loadFailed: 'We could not load the SMS single send.',
  servicesFailed: 'We could not load your messaging services.',
  testSent: (to: string) => `Test message sent to ${to}.`,
};

/** Reads: switchMap, a newer open wins; a 404 is the screen's to say. */
const openEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(smsEditorOpened.match),
    switchMap(({ payload: { id } }) =>
      fetchSingleSend(api, id).pipe(
        map(smsSendLoaded),
        catchFailure(smsSendLoadFailed, (error) => (error.status === 404 ? undefined : smsMessages.loadFailed)),
      ),
    ),
  );

const servicesEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(smsServicesRequested.match),
    switchMap(() => fetchSmsServices(api).pipe(map(smsServicesLoaded), catchFailure(smsServicesLoadFailed, smsMessages.servicesFailed))),
  );

/** A pause after an edit saves the draft, when it has a name (the server needs one) and is still a draft. */
const autosaveEpic: AppEpic = (action$, state$) =>
  action$.pipe(
    filter(smsDraftEdited.match),
    debounceTime(SMS_SAVE_PAUSE_MS),
    filter(() => {
      const { draft, send, edits, savedEdits } = selectSmsEditorState(state$.value);
      return draft !== null && draft.name.trim() !== '' && send?.status === 'draft' && edits !== savedEdits;
    }),
    map(() => smsSaveRequested()),
  );

/**
 * One save at a time (exhaustMap); edits made meanwhile are saved right after (resaveEpic). A failure is
 * said next to the save status, with Retry (SmsSaveProblem), a 400 at its fields: no toast repeats it.
 */
const saveEpic: AppEpic = (action$, state$, { api, clock }) =>
  action$.pipe(
    filter(smsSaveRequested.match),
    exhaustMap(() => {
      const { id, draft, edits } = selectSmsEditorState(state$.value);
      if (id === null || draft === null) return EMPTY;
      return patchSingleSend(api, id, smsPatchOf(draft)).pipe(
        map((send) => smsSaved({ send, edits, at: new Date(clock.now()).toISOString() })),
        catchFormFailure(smsSaveFailed),
      );
    }),
  );

const resaveEpic: AppEpic = (action$, state$) =>
  action$.pipe(
    filter(smsSaved.match),
    filter(() => {
      const { edits, savedEdits, draft } = selectSmsEditorState(state$.value);
      return edits !== savedEdits && draft !== null && draft.name.trim() !== '';
    }),
    map(() => smsSaveRequested()),
  );

/** The server tests what it holds: unsaved edits are saved first. exhaustMap: a double click sends one test. */
const testEpic: AppEpic = (action$, state$, { api, clock }) =>
  action$.pipe(
    filter(smsTestRequested.match),
    exhaustMap(({ payload: { to } }) => {
      const { id, draft, edits, savedEdits } = selectSmsEditorState(state$.value);
      if (id === null || draft === null) return EMPTY;
      const save$ =
        edits === savedEdits
          ? EMPTY
          : patchSingleSend(api, id, smsPatchOf(draft)).pipe(map((send) => smsSaved({ send, edits, at: new Date(clock.now()).toISOString() })));
      return concat(save$, sendSmsTest(api, id, to).pipe(mergeMap(() => of(smsTestSent(), successAlert(smsMessages.testSent(to)))))).pipe(
        catchFormFailure(smsTestFailed),
      );
    }),
  );

export const smsEditorEpics: AppEpic[] = [openEpic, servicesEpic, autosaveEpic, saveEpic, resaveEpic, testEpic];
