import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '@/shared/api/errors';
import { failed, ready, reset, started, succeeded, type RequestState } from '@/shared/request-state/request-state';
import { rowFailed, rowReset, rowStarted, rowSucceeded, type RequestMap } from '@/shared/request-state/request-map';
import type { ContactField, CsvColumn, CustomFieldFormValues, FieldDefinitions } from './types';

/** Custom fields, kept sorted by name (case-insensitive) for every screen that lists them. */
export const customFieldsAdapter = createEntityAdapter<ContactField>({
  sortComparer: (a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
});
/** Reserved fields, in the API's order (first name, last name, email…). */
export const reservedFieldsAdapter = createEntityAdapter<ContactField>();

export type CustomFieldOperation = 'list' | 'create' | 'update';

const initialState = {
  custom: customFieldsAdapter.getInitialState(),
  reserved: reservedFieldsAdapter.getInitialState(),
  /** The list's `_metadata` (its `self` link). */
  metadata: {} as FieldDefinitions['metadata'],
  requests: { list: ready(), create: ready(), update: ready() } as Record<CustomFieldOperation, RequestState>,
  deletes: {} as RequestMap,
  /** The fields were loaded at least once, so no custom field means none exists. */
  loaded: false,
};

export type CustomFieldsState = typeof initialState;

export interface CreateCustomFieldRequest {
  values: CustomFieldFormValues;
  /** The CSV column the field is made for (the import's mapping screen); null elsewhere. */
  column?: CsvColumn | null;
}

const customFieldsSlice = createSlice({
  name: 'customFields',
  initialState,
  reducers: {
    customFieldsRequested(state) {
      state.requests.list = started(state.requests.list);
    },
    customFieldsLoaded(state, action: PayloadAction<FieldDefinitions>) {
      customFieldsAdapter.setAll(state.custom, action.payload.custom);
      reservedFieldsAdapter.setAll(state.reserved, action.payload.reserved);
      state.metadata = action.payload.metadata;
      state.loaded = true;
      state.requests.list = succeeded(state.requests.list);
    },
    customFieldsLoadFailed(state, action: PayloadAction<ApiError>) {
      state.requests.list = failed(state.requests.list, action.payload);
    },

    customFieldCreateRequested(state, _action: PayloadAction<CreateCustomFieldRequest>) {
      state.requests.create = started(state.requests.create);
    },
    customFieldCreated(state, action: PayloadAction<ContactField>) {
      customFieldsAdapter.upsertOne(state.custom, action.payload);
      state.requests.create = succeeded(state.requests.create);
    },
    customFieldCreateFailed(state, action: PayloadAction<ApiError>) {
      state.requests.create = failed(state.requests.create, action.payload);
    },

    customFieldUpdateRequested(state, _action: PayloadAction<{ id: string; name: string }>) {
      state.requests.update = started(state.requests.update);
    },
    customFieldUpdated(state, action: PayloadAction<ContactField>) {
      customFieldsAdapter.upsertOne(state.custom, action.payload);
      state.requests.update = succeeded(state.requests.update);
    },
    customFieldUpdateFailed(state, action: PayloadAction<ApiError>) {
      state.requests.update = failed(state.requests.update, action.payload);
    },

    customFieldRequestReset(state, action: PayloadAction<CustomFieldOperation>) {
      state.requests[action.payload] = reset(state.requests[action.payload]);
    },

    customFieldDeleteRequested(state, action: PayloadAction<{ id: string }>) {
      rowStarted(state.deletes, action.payload.id);
    },
    customFieldDeleted(state, action: PayloadAction<{ id: string }>) {
      customFieldsAdapter.removeOne(state.custom, action.payload.id);
      rowSucceeded(state.deletes, action.payload.id);
    },
    customFieldDeleteFailed(state, action: PayloadAction<{ id: string; error: ApiError }>) {
      rowFailed(state.deletes, action.payload.id, action.payload.error);
    },
    customFieldDeleteReset(state, action: PayloadAction<{ id: string }>) {
      rowReset(state.deletes, action.payload.id);
    },

    /** Another tab created a custom field (cross-tab broadcast). */
    customFieldReceived(state, action: PayloadAction<ContactField>) {
      customFieldsAdapter.upsertOne(state.custom, action.payload);
    },
  },
});

export const {
  customFieldsRequested,
  customFieldsLoaded,
  customFieldsLoadFailed,
  customFieldCreateRequested,
  customFieldCreated,
  customFieldCreateFailed,
  customFieldUpdateRequested,
  customFieldUpdated,
  customFieldUpdateFailed,
  customFieldRequestReset,
  customFieldDeleteRequested,
  customFieldDeleted,
  customFieldDeleteFailed,
  customFieldDeleteReset,
  customFieldReceived,
} = customFieldsSlice.actions;

export const customFieldsReducer = customFieldsSlice.reducer;
