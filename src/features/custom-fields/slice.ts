import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { entityReducers } from '@/shared/request-state/entity-reducers';
import { ready, succeeded, type RequestState } from '@/shared/request-state/request-state';
import type { RequestMap } from '@/shared/request-state/request-map';
import type { ContactField, CsvColumn, CustomFieldFormValues, FieldDefinitions } from './types';
import type { AppState } from '@/shared/store/app-state';
import { rootReducer } from '@/shared/store/root-reducer';

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
};

export type CustomFieldsState = typeof initialState;

declare module '@/shared/store/app-state' {
  interface AppState {
    customFields: CustomFieldsState;
  }
}

export interface CreateCustomFieldRequest {
  values: CustomFieldFormValues;
  /** The CSV column the field is made for (the import's mapping screen); null elsewhere. */
  column?: CsvColumn | null;
}

const { list, op, deletes } = entityReducers(customFieldsAdapter, (state: CustomFieldsState) => state.custom);

const customFieldsSlice = createSlice({
  name: 'customFields',
  initialState,
  reducers: {
    customFieldsRequested: list.started,
    customFieldsLoaded(state, action: PayloadAction<FieldDefinitions>) {
      customFieldsAdapter.setAll(state.custom, action.payload.custom);
      reservedFieldsAdapter.setAll(state.reserved, action.payload.reserved);
      state.metadata = action.payload.metadata;
      state.requests.list = succeeded(state.requests.list);
    },
    customFieldsLoadFailed: list.failed,

    customFieldCreateRequested: op.started<CreateCustomFieldRequest>('create'),
    customFieldCreated: op.saved('create'),
    customFieldCreateFailed: op.failed('create'),

    customFieldUpdateRequested: op.started<{ id: string; name: string }>('update'),
    customFieldUpdated: op.saved('update'),
    customFieldUpdateFailed: op.failed('update'),

    customFieldRequestReset: op.reset,

    customFieldDeleteRequested: deletes.started,
    customFieldDeleted: deletes.deleted,
    customFieldDeleteFailed: deletes.failed,
    customFieldDeleteReset: deletes.reset,

    /** Another tab created a custom field (cross-tab broadcast). */
    customFieldReceived(state, action: PayloadAction<ContactField>) {
      customFieldsAdapter.upsertOne(state.custom, action.payload);
    },
  },
}).injectInto(rootReducer);

/** This feature's state; its initial state until the first action after the slice was injected. */
export const selectCustomFieldsState = (state: AppState): CustomFieldsState => customFieldsSlice.selectSlice(state);

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
