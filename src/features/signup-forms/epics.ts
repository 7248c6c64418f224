import { of } from 'rxjs';
import { exhaustMap, filter, map, mergeMap, switchMap } from 'rxjs/operators';
import { successAlert } from '@/shared/alerts/alerts-slice';
import { catchFailure, catchFormFailure } from '@/shared/epics/catch-failure';
import type { AppEpic } from '@/shared/store/app-epic';
import {
  createListOption,
  createSignupForm,
  deleteSignupForm,
  duplicateSignupForm,
  fetchCustomFieldChoices,
  fetchListOptions,
  fetchSignupForm,
  fetchSignupForms,
  updateSignupForm,
} from './api';
import { NEW_FORM_VALUES } from './new-form';
import { fetchPublicForm, submitForm } from './public-api';
import {
  fieldChoicesLoaded,
  fieldChoicesLoadFailed,
  fieldChoicesRequested,
  formListCreated,
  formListCreateFailed,
  formListCreateRequested,
  hostedFormConfirmed,
  hostedFormLoaded,
  hostedFormLoadFailed,
  hostedFormRequested,
  hostedFormSubmitFailed,
  hostedFormSubmitted,
  listOptionsLoaded,
  listOptionsLoadFailed,
  listOptionsRequested,
  selectSignupFormsState,
  signupFormCreated,
  signupFormCreateFailed,
  signupFormCreateRequested,
  signupFormDeleted,
  signupFormDeleteFailed,
  signupFormDeleteRequested,
  signupFormDuplicated,
  signupFormDuplicateFailed,
  signupFormDuplicateRequested,
  signupFormLoaded,
  signupFormLoadFailed,
  signupFormRequested,
  signupFormsLoaded,
  signupFormsLoadFailed,
  signupFormsRequested,
  signupFormUpdated,
  signupFormUpdateFailed,
  signupFormUpdateRequested,
} from './slice';
import { toSignupFormPayload } from './types';
import { signupFormsLiveUpdatesEpic } from './live-updates';

/** Reads: switchMap, so a newer request cancels an older one. */
const loadFormsEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(signupFormsRequested.match),
    switchMap(() => fetchSignupForms(api).pipe(map(signupFormsLoaded), catchFailure(signupFormsLoadFailed, 'We could not load your signup forms.'))),
  );

/** One form per editor: mergeMap, each read answers its own row. */
const loadFormEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(signupFormRequested.match),
    mergeMap(({ payload: { id } }) =>
      fetchSignupForm(api, id).pipe(
        map(signupFormLoaded),
        catchFailure((error) => signupFormLoadFailed({ id, error }), (error) => (error.status === 404 ? undefined : 'We could not load the signup form.')),
      ),
    ),
  );

/** Submits: exhaustMap, so a double click sends one request. */
const createFormEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(signupFormCreateRequested.match),
    exhaustMap(() =>
      createSignupForm(api, toSignupFormPayload(NEW_FORM_VALUES)).pipe(
        map(signupFormCreated),
        catchFailure(signupFormCreateFailed, (error) => `We could not create the signup form. ${error.message}`),
      ),
    ),
  );

const duplicateFormEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(signupFormDuplicateRequested.match),
    exhaustMap(({ payload: { id } }) =>
      duplicateSignupForm(api, id).pipe(
        mergeMap((form) => of(signupFormDuplicated(form), successAlert(`${form.name} was created`))),
        catchFailure(signupFormDuplicateFailed, (error) => `We could not duplicate the signup form. ${error.message}`),
      ),
    ),
  );

const updateFormEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(signupFormUpdateRequested.match),
    exhaustMap(({ payload: { id, values, basedOn } }) =>
      updateSignupForm(api, id, toSignupFormPayload(values), basedOn).pipe(
        mergeMap((form) => of(signupFormUpdated(form), successAlert(`${form.name} was saved`))),
        // A conflict is shown next to the form with its choices (RequestSaveProblem): no alert for it.
        catchFormFailure(signupFormUpdateFailed),
      ),
    ),
  );

/** Row actions: mergeMap, different rows may be deleted at once. */
const deleteFormEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(signupFormDeleteRequested.match),
    mergeMap(({ payload: { id } }) => {
      const name = selectSignupFormsState(state$.value).entities[id]?.name ?? 'The signup form';
      return deleteSignupForm(api, id).pipe(
        mergeMap(() => of(signupFormDeleted({ id }), successAlert(`${name} was deleted`))),
        catchFailure((error) => signupFormDeleteFailed({ id, error }), (error) => `We could not delete ${name}. ${error.message}`),
      );
    }),
  );

const loadListOptionsEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(listOptionsRequested.match),
    switchMap(() => fetchListOptions(api).pipe(map(listOptionsLoaded), catchFailure(listOptionsLoadFailed, 'We could not load your lists.'))),
  );

const loadFieldChoicesEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(fieldChoicesRequested.match),
    switchMap(() => fetchCustomFieldChoices(api).pipe(map(fieldChoicesLoaded), catchFailure(fieldChoicesLoadFailed, 'We could not load your custom fields.'))),
  );

const createListEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(formListCreateRequested.match),
    exhaustMap(({ payload: { name } }) =>
      createListOption(api, name.trim()).pipe(
        mergeMap((list) => of(formListCreated(list), successAlert(`${list.name} was created`))),
        catchFormFailure(formListCreateFailed),
      ),
    ),
  );

/** The public page: its calls carry no session (public-api.ts). */
const loadHostedFormEpic: AppEpic = (action$, _state$, { publicApi }) =>
  action$.pipe(
    filter(hostedFormRequested.match),
    switchMap(({ payload: { id } }) =>
      fetchPublicForm(publicApi, id).pipe(
        map(hostedFormLoaded),
        catchFailure(hostedFormLoadFailed, () => undefined),
      ),
    ),
  );

const submitHostedFormEpic: AppEpic = (action$, _state$, { publicApi }) =>
  action$.pipe(
    filter(hostedFormSubmitted.match),
    exhaustMap(({ payload: { id, submission } }) =>
      submitForm(publicApi, id, submission).pipe(
        map(hostedFormConfirmed),
        // The page says what went wrong next to the fields or above the button: no alert stack there.
        catchFailure(hostedFormSubmitFailed, () => undefined),
      ),
    ),
  );

export const signupFormsEpics = [
  signupFormsLiveUpdatesEpic,
  loadFormsEpic,
  loadFormEpic,
  createFormEpic,
  duplicateFormEpic,
  updateFormEpic,
  deleteFormEpic,
  loadListOptionsEpic,
  loadFieldChoicesEpic,
  createListEpic,
  loadHostedFormEpic,
  submitHostedFormEpic,
];
