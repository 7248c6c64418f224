import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '@/shared/api/errors';
import { entityReducers } from '@/shared/request-state/entity-reducers';
import { rowFailed, rowStarted, rowSucceeded, type RequestMap } from '@/shared/request-state/request-map';
import { failed, ready, reset, started, succeeded, type RequestState } from '@/shared/request-state/request-state';
import type { AppState } from '@/shared/store/app-state';
import { rootReducer } from '@/shared/store/root-reducer';
import type { ListOption } from './api';
import type { Submission } from './public-api';
import type { FieldChoice, PublicForm, SignupForm, SignupFormValues } from './types';

export const signupFormsAdapter = createEntityAdapter<SignupForm>({
  sortComparer: (a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.name.localeCompare(b.name),
});

export type SignupFormOperation = 'list' | 'create' | 'update' | 'duplicate' | 'lists' | 'fields' | 'createList';

const initialState = signupFormsAdapter.getInitialState({
  requests: { list: ready(), create: ready(), update: ready(), duplicate: ready(), lists: ready(), fields: ready(), createList: ready() } as Record<SignupFormOperation, RequestState>,
  deletes: {} as RequestMap,
  /** One form's read, for the editor opened by its address. */
  reads: {} as RequestMap,
  listOptions: [] as ListOption[],
  fieldChoices: [] as FieldChoice[],
  /** The form the last create or duplicate made, and the list the editor's new_list made: where the screen goes next. */
  lastCreatedId: null as string | null,
  lastCreatedListId: null as string | null,
  /** The public page's form and its submission. */
  hosted: { form: null as PublicForm | null, load: ready(), submit: ready(), confirmation: null as string | null },
});

export type SignupFormsState = typeof initialState;

declare module '@/shared/store/app-state' {
  interface AppState {
    signupForms: SignupFormsState;
  }
}

const { list, op, deletes } = entityReducers(signupFormsAdapter, (state: SignupFormsState) => state);

const signupFormsSlice = createSlice({
  name: 'signupForms',
  initialState,
  reducers: {
    signupFormsRequested: list.started,
    signupFormsLoaded: list.loaded,
    signupFormsLoadFailed: list.failed,

    signupFormRequested(state, action: PayloadAction<{ id: string }>) {
      rowStarted(state.reads, action.payload.id);
    },
    signupFormLoaded(state, action: PayloadAction<SignupForm>) {
      signupFormsAdapter.upsertOne(state, action.payload);
      rowSucceeded(state.reads, action.payload.id);
    },
    signupFormLoadFailed(state, action: PayloadAction<{ id: string; error: ApiError }>) {
      rowFailed(state.reads, action.payload.id, action.payload.error);
    },

    signupFormCreateRequested: (state) => rowStarted(state.requests, 'create'),
    signupFormCreated(state, action: PayloadAction<SignupForm>) {
      op.saved('create')(state, action);
      state.lastCreatedId = action.payload.id;
    },
    signupFormCreateFailed: op.failed('create'),

    signupFormDuplicateRequested: op.started<{ id: string }>('duplicate'),
    signupFormDuplicated(state, action: PayloadAction<SignupForm>) {
      op.saved('duplicate')(state, action);
      state.lastCreatedId = action.payload.id;
    },
    signupFormDuplicateFailed: op.failed('duplicate'),

    /** `basedOn`: the revision the edits started from (or, to keep them over a newer one, the 409's). */
    signupFormUpdateRequested: op.started<{ id: string; values: SignupFormValues; basedOn: string }>('update'),
    signupFormUpdated: op.saved('update'),
    signupFormUpdateFailed: op.failed('update'),

    signupFormRequestReset: op.reset,

    signupFormDeleteRequested: deletes.started,
    signupFormDeleted: deletes.deleted,
    signupFormDeleteFailed: deletes.failed,
    signupFormDeleteReset: deletes.reset,

    listOptionsRequested: (state) => rowStarted(state.requests, 'lists'),
    listOptionsLoaded(state, action: PayloadAction<ListOption[]>) {
      state.listOptions = action.payload;
      rowSucceeded(state.requests, 'lists');
    },
    listOptionsLoadFailed: op.failed('lists'),

    fieldChoicesRequested: (state) => rowStarted(state.requests, 'fields'),
    fieldChoicesLoaded(state, action: PayloadAction<FieldChoice[]>) {
      state.fieldChoices = action.payload;
      rowSucceeded(state.requests, 'fields');
    },
    fieldChoicesLoadFailed: op.failed('fields'),

    formListCreateRequested: op.started<{ name: string }>('createList'),
    formListCreated(state, action: PayloadAction<ListOption>) {
      state.listOptions = [...state.listOptions, action.payload].sort((a, b) => a.name.localeCompare(b.name));
      state.lastCreatedListId = action.payload.id;
      rowSucceeded(state.requests, 'createList');
    },
    formListCreateFailed: op.failed('createList'),

    hostedFormRequested(state, _action: PayloadAction<{ id: string }>) {
      state.hosted = { form: null, load: started(state.hosted.load), submit: ready(), confirmation: null };
    },
    hostedFormLoaded(state, action: PayloadAction<PublicForm>) {
      state.hosted.form = action.payload;
      state.hosted.load = succeeded(state.hosted.load);
    },
    hostedFormLoadFailed(state, action: PayloadAction<ApiError>) {
      state.hosted.load = failed(state.hosted.load, action.payload);
    },
    hostedFormSubmitted(state, _action: PayloadAction<{ id: string; submission: Submission }>) {
      state.hosted.submit = started(state.hosted.submit);
    },
    hostedFormConfirmed(state, action: PayloadAction<string>) {
      state.hosted.confirmation = action.payload;
      state.hosted.submit = succeeded(state.hosted.submit);
    },
    hostedFormSubmitFailed(state, action: PayloadAction<ApiError>) {
      state.hosted.submit = failed(state.hosted.submit, action.payload);
    },
    hostedFormSubmitReset(state) {
      state.hosted.submit = reset(state.hosted.submit);
    },
  },
}).injectInto(rootReducer);

/** This feature's state; its initial state until the first action after the slice was injected. */
export const selectSignupFormsState = (state: AppState): SignupFormsState => signupFormsSlice.selectSlice(state);

export const {
  signupFormsRequested,
  signupFormsLoaded,
  signupFormsLoadFailed,
  signupFormRequested,
  signupFormLoaded,
  signupFormLoadFailed,
  signupFormCreateRequested,
  signupFormCreated,
  signupFormCreateFailed,
  signupFormDuplicateRequested,
  signupFormDuplicated,
  signupFormDuplicateFailed,
  signupFormUpdateRequested,
  signupFormUpdated,
  signupFormUpdateFailed,
  signupFormRequestReset,
  signupFormDeleteRequested,
  signupFormDeleted,
  signupFormDeleteFailed,
  signupFormDeleteReset,
  listOptionsRequested,
  listOptionsLoaded,
  listOptionsLoadFailed,
  fieldChoicesRequested,
  fieldChoicesLoaded,
  fieldChoicesLoadFailed,
  formListCreateRequested,
  formListCreated,
  formListCreateFailed,
  hostedFormRequested,
  hostedFormLoaded,
  hostedFormLoadFailed,
  hostedFormSubmitted,
  hostedFormConfirmed,
  hostedFormSubmitFailed,
  hostedFormSubmitReset,
} = signupFormsSlice.actions;
