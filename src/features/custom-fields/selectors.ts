import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/root-reducer';
import { ready } from '@/shared/request-state/request-state';
import { customFieldsAdapter, reservedFieldsAdapter, type CustomFieldOperation } from './slice';

const customSelectors = customFieldsAdapter.getSelectors((state: RootState) => state.customFields.custom);
const reservedSelectors = reservedFieldsAdapter.getSelectors((state: RootState) => state.customFields.reserved);

/** Custom fields, sorted by name. */
export const selectCustomFields = customSelectors.selectAll;
export const selectCustomFieldById = (state: RootState, id: string) => customSelectors.selectById(state, id);
export const selectCustomFieldCount = customSelectors.selectTotal;
/** Reserved fields, in the API's order. */
export const selectReservedFields = reservedSelectors.selectAll;
export const selectReservedFieldById = (state: RootState, id: string) => reservedSelectors.selectById(state, id);

/** Every contact field, reserved first: what import mapping, segment conditions and contact profiles offer. */
export const selectAllContactFields = createSelector([selectReservedFields, selectCustomFields], (reserved, custom) => [
  ...reserved,
  ...custom,
]);
export const selectContactFieldById = (state: RootState, id: string) =>
  selectCustomFieldById(state, id) ?? selectReservedFieldById(state, id);

export const selectCustomFieldsLoaded = (state: RootState) => state.customFields.loaded;
export const selectCustomFieldRequest = (state: RootState, operation: CustomFieldOperation) =>
  state.customFields.requests[operation];

const READY = ready();
export const selectCustomFieldDeleteRequest = (state: RootState, id: string) => state.customFields.deletes[id] ?? READY;
