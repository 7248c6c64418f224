import type { Action } from '@reduxjs/toolkit';
import { concat, defer, EMPTY, merge, of, type Observable } from 'rxjs';
import { catchError, debounceTime, exhaustMap, filter, map, mergeMap, switchMap } from 'rxjs/operators';
import { selectListNames, selectListsComplete } from '@/features/lists/selectors';
import { selectAllSegments, selectSegmentsLoaded } from '@/features/segments/selectors';
import { selectAllSenders, selectSendersLoaded } from '@/features/senders/selectors';
import { successAlert } from '@/shared/alerts/alerts-slice';
import type { ApiClient } from '@/shared/api/client';
import { basedOnRevision, laterRevision } from '@/shared/api/edit-precondition';
import type { ApiError } from '@/shared/api/errors';
import { catchFailure } from '@/shared/epics/catch-failure';
import { saveProblemOf, type SaveProblem } from '@/shared/form/save-problem/save-problem';
import type { AutomationDto } from '@/shared/sending/automation';
import { setLiveProblems, type AutomationReadinessContext } from '@/shared/sending/automation-readiness';
import {
  addAutomationBranch,
  deleteAutomationBranch,
  deleteAutomationMessage,
  disableAutomation,
  fetchAutomation,
  patchAutomation,
  setAutomationLive,
} from '@/shared/sending/automations-api';
import { knownCategoriesEpic } from '@/shared/sending/known-categories-epic';
import type { AppEpic } from '@/shared/store/app-epic';
import type { AppState } from '@/shared/store/app-state';
import { automationOfDraft, draftPatch } from './draft';
import { messages } from './messages';
import { placed, saveChecks, serverProblems } from './problems';
import {
  automationDetailFailed,
  automationDetailOpened,
  automationDetailRequested,
  automationDisabled,
  automationSaved,
  branchAddRequested,
  branchConditionEdited,
  branchDeleteRequested,
  categoriesLoaded,
  categoriesLoadFailed,
  categoriesRequested,
  disableFailed,
  disableRequested,
  draftDiscarded,
  draftEdited,
  entryEditStopped,
  messageDeleteRequested,
  messageEdited,
  reloaded,
  reloadRequested,
  saveFailed,
  saveOverRequested,
  saveRequested,
  saveSent,
  selectAutomationDetailState,
  setLiveFailed,
  setLiveRequested,
  setLiveSucceeded,
  structureChanged,
  structureFailed,
  validated,
  validateRequested,
} from './slice';
import type { PlacedProblem } from './types';

/** A pause in editing this long after Validate checks the form again. */
const RECHECK_MS = 300;

const detailOf = (state: AppState) => selectAutomationDetailState(state).detail;

/**
 * The revision a status change names (If-Match): the one this tab last stored (a save just before it
 * included), or the newer one Keep mine chose to go over; so a change saved elsewhere since is a 409.
 */
const heldRevision = (state: AppState) => {
  const { automation, keepMineOver } = detailOf(state);
  return automation ? basedOnRevision(laterRevision(automation.updated_at, keepMineOver)) : undefined;
};

/** A status change that did not go through, shown next to its button: a conflict, a time-out, or `failure`. */
const statusProblemOf = (error: ApiError, failure: string): SaveProblem =>
  error.status === 409 || error.timedOut ? saveProblemOf(error) : { kind: 'failed', message: failure };

/** Found before any request: the error a save or set live records for them. */
const problemsFound = (message: string): ApiError => ({ status: 400, message, fieldErrors: {} });

/** What the checks know of the account: what the form has loaded (a check without its data takes everything as there). */
function readinessContext(state: AppState, handlebarsIssues: (text: string) => number): AutomationReadinessContext {
  const context: AutomationReadinessContext = { handlebarsIssues };
  if (selectSendersLoaded(state)) {
    const verified = new Set(selectAllSenders(state).filter((sender) => sender.verified).map((sender) => sender.id));
    context.senderExists = (id) => verified.has(String(id));
  }
  if (selectListsComplete(state)) {
    const names = selectListNames(state);
    context.listExists = (id) => id in names;
  }
  if (selectSegmentsLoaded(state)) {
    const valid = new Set(selectAllSegments(state).filter((segment) => segment.status !== 'invalid').map((segment) => segment.id));
    context.segmentValid = (id) => valid.has(id);
  }
  return context;
}

/** Every set-live rule on the form's values. The Handlebars parser loads with the first check, not with the page. */
const liveChecks = (state$: { value: AppState }): Observable<PlacedProblem[]> =>
  defer(() => import('@/shared/handlebars/template-issues')).pipe(
    map((handlebars) => {
      const state = state$.value;
      const { automation, draft } = detailOf(state);
      if (!automation || !draft) return [];
      const local = saveChecks(automation, draft);
      const live = setLiveProblems(automationOfDraft(automation, draft), readinessContext(state, (text) => handlebars.findHandlebarsIssues(text).length)).map(placed);
      const seen = new Set(local.map((problem) => `${problem.place}:${problem.messageNumber ?? ''}:${problem.message}`));
      return [...local, ...live.filter((problem) => !seen.has(`${problem.place}:${problem.messageNumber ?? ''}:${problem.message}`))];
    }),
  );

/**
 * The PATCH of what the form changed, when anything did; `undefined` when there is nothing to save. It
 * names the revision the edits started from (If-Match), or the newer one Keep mine chose to save over,
 * so a change saved elsewhere since is answered 409 instead of being overwritten.
 */
function saveChanges(api: ApiClient, state: AppState, id: string): Observable<Action> | undefined {
  const { automation, draft, keepMineOver } = detailOf(state);
  if (!automation || !draft) return undefined;
  const patch = draftPatch(draft, automation);
  if (Object.keys(patch).length === 0) return undefined;
  return concat(
    of(saveSent({ id, draft })),
    patchAutomation(api, id, patch, basedOnRevision(laterRevision(automation.updated_at, keepMineOver))).pipe(map((saved) => automationSaved({ id, automation: saved }))),
  );
}

/** A read: switchMap, opening another automation cancels this one. */
const openEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(automationDetailRequested.match),
    switchMap(({ payload: { id } }) =>
      fetchAutomation(api, id).pipe(
        map((automation) => automationDetailOpened({ automation })),
        catchFailure((error) => automationDetailFailed({ id, error }), (error) => (error.status === 404 ? undefined : messages.openFailed)),
      ),
    ),
  );

/** Reload after a conflict: switchMap, the newest read wins. */
const reloadEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(reloadRequested.match),
    switchMap(({ payload: { id } }) =>
      fetchAutomation(api, id).pipe(
        map((automation) => reloaded({ automation })),
        catchFailure((error) => automationDetailFailed({ id, error }), messages.openFailed),
      ),
    ),
  );

/**
 * The manual save (and Retry, and Keep mine): exhaustMap, a second click while one is on its way does
 * nothing. The save's own checks go first (no request when they fail); a refusal places the server's
 * errors in the form, any other failure (a time-out, a 500, a conflict) is shown next to it; the form
 * keeps what was typed.
 */
const saveEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter((action) => saveRequested.match(action) || saveOverRequested.match(action)),
    exhaustMap(({ payload: { id } }) => {
      const { automation, draft } = detailOf(state$.value);
      if (!automation || !draft) return EMPTY;
      const problems = saveChecks(automation, draft);
      if (problems.length > 0) return of(saveFailed({ id, error: problemsFound(messages.notSavedProblems), problems }));
      const save = saveChanges(api, state$.value, id);
      if (!save) return of(automationSaved({ id, automation }));
      return concat(save, of(successAlert(messages.saved(draft.name.trim())))).pipe(
        catchFailure(
          (error) =>
            error.status === 400
              ? saveFailed({ id, error, problems: serverProblems(error) })
              : saveFailed({ id, error, problems: [], problem: error.status === 409 ? saveProblemOf(error) : { kind: 'failed', message: messages.saveFailed(error) } }),
          () => undefined,
        ),
      );
    }),
  );

/** Validate, then again after each pause in editing: switchMap, only the newest values' check counts. */
const validateEpic: AppEpic = (action$, state$) =>
  merge(
    action$.pipe(filter(validateRequested.match)),
    action$.pipe(
      filter((action) => draftEdited.match(action) || messageEdited.match(action) || branchConditionEdited.match(action) || entryEditStopped.match(action)),
      filter(() => detailOf(state$.value).validated),
      debounceTime(RECHECK_MS),
    ),
    action$.pipe(filter((action) => automationSaved.match(action) || structureChanged.match(action) || draftDiscarded.match(action))),
  ).pipe(
    filter(() => detailOf(state$.value).validated),
    switchMap(() => {
      const { id } = detailOf(state$.value);
      return id ? liveChecks(state$).pipe(map((problems) => validated({ id, problems }))) : EMPTY;
    }),
    catchError((error: unknown, source) => {
      console.error('The automation could not be checked', error);
      return source;
    }),
  );

/**
 * Set live: exhaustMap. Every rule is checked on the form first; unsaved changes are saved; then the
 * server checks again (with what only it knows: deleted senders, the account's limits) and each of its
 * errors is shown in place. Any other failure (a conflict, a time-out, a 500) is shown next to the button.
 */
const setLiveEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(setLiveRequested.match),
    exhaustMap(({ payload: { id } }) =>
      liveChecks(state$).pipe(
        mergeMap((problems) => {
          if (problems.length > 0) return of(validated({ id, problems }), setLiveFailed({ id, error: problemsFound(messages.liveProblems), problems: [] }));
          const live = defer(() => setAutomationLive(api, id, heldRevision(state$.value))).pipe(
            mergeMap((automation: AutomationDto) => of(setLiveSucceeded({ id, automation }), successAlert(messages.liveSucceeded(automation.name)))),
          );
          return concat(of(validated({ id, problems: [] })), saveChanges(api, state$.value, id) ?? EMPTY, live);
        }),
        catchFailure(
          (error) =>
            error.status === 400
              ? setLiveFailed({ id, error, problems: serverProblems(error) })
              : setLiveFailed({ id, error, problems: [], problem: statusProblemOf(error, messages.liveFailed) }),
          () => undefined,
        ),
      ),
    ),
  );

/** Disable (after its confirmation, and Retry or Keep mine): exhaustMap; any failure is shown next to the button. */
const disableEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(disableRequested.match),
    exhaustMap(({ payload: { id } }) =>
      defer(() => disableAutomation(api, id, heldRevision(state$.value))).pipe(
        mergeMap((automation) => of(automationDisabled({ id, automation }), successAlert(messages.disabled(automation.name)))),
        catchFailure(
          (error) => disableFailed({ id, error, problem: statusProblemOf(error, error.status === 400 ? error.message : messages.disableFailed) }),
          () => undefined,
        ),
      ),
    ),
  );

/** Changes of the steps: exhaustMap, one at a time, each answered with the whole automation. */
const structureEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter((action) => messageDeleteRequested.match(action) || branchAddRequested.match(action) || branchDeleteRequested.match(action)),
    exhaustMap((action) => {
      const { id } = action.payload;
      const [request, done, failure] = messageDeleteRequested.match(action)
        ? [deleteAutomationMessage(api, id, action.payload.number), messages.messageDeleted(action.payload.number), messages.messageDeleteFailed]
        : branchAddRequested.match(action)
          ? [addAutomationBranch(api, id, action.payload.sequenceId, action.payload.condition), messages.branchAdded, messages.branchAddFailed]
          : [deleteAutomationBranch(api, id, action.payload.branchId), messages.branchDeleted, messages.branchDeleteFailed];
      return request.pipe(
        mergeMap((automation) => of(structureChanged({ id, automation }), successAlert(done))),
        catchFailure((error) => structureFailed({ id, error }), (error) => (error.status === 400 ? error.message : failure)),
      );
    }),
  );

const categoriesEpic = knownCategoriesEpic({ requested: categoriesRequested, loaded: categoriesLoaded, failed: categoriesLoadFailed });

export const automationDetailEpics: AppEpic[] = [openEpic, reloadEpic, saveEpic, validateEpic, setLiveEpic, disableEpic, structureEpic, categoriesEpic];
