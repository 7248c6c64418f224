import { createSelector } from '@reduxjs/toolkit';
import type { AppState } from '@/shared/store/app-state';
import { hasLoaded } from '@/shared/request-state/list-phase';
import { ready } from '@/shared/request-state/request-state';
import { customFieldsAdapter, reservedFieldsAdapter, type CustomFieldOperation, selectCustomFieldsState } from './slice';

const customSelectors = customFieldsAdapter.getSelectors((state: AppState) => selectCustomFieldsState(state).custom);
const reservedSelectors = reservedFieldsAdapter.getSelectors((state: AppState) => selectCustomFieldsState(state).reserved);

/** Custom fields, sorted by name. */
export const selectCustomFields = customSelectors.selectAll;
export const selectCustomFieldById = (state: AppState, id: string) => customSelectors.selectById(state, id);
export const selectCustomFieldCount = customSelectors.selectTotal;
/** Reserved fields, in the API's order. */
export const selectReservedFields = reservedSelectors.selectAll;
export const selectReservedFieldById = (state: AppState, id: string) => reservedSelectors.selectById(state, id);

/** Every contact field, reserved first: what import mapping, segment conditions and contact profiles offer. */
export const selectAllContactFields = createSelector([selectReservedFields, selectCustomFields], (reserved, custom) => [
  ...reserved,
  ...custom,
]);
export const selectContactFieldById = (state: AppState, id: string) =>
  selectCustomFieldById(state, id) ?? selectReservedFieldById(state, id);

/** Reserved fields count as rows: every account has them, so a reload keeps the fields on screen. */
export const selectCustomFieldsLoaded = (state: AppState) => {
  const fields = selectCustomFieldsState(state);
  return hasLoaded(fields.requests.list, fields.custom.ids.length + fields.reserved.ids.length === 0);
};
export const selectCustomFieldRequest = (state: AppState, operation: CustomFieldOperation) =>
  selectCustomFieldsState(state).requests[operation];

const READY = ready();
export const selectCustomFieldDeleteRequest = (state: AppState, id: string) => selectCustomFieldsState(state).deletes[id] ?? READY;
