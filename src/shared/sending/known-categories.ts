import type { PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../api/errors';
import { failed, ready, started, succeeded, type RequestState } from '../request-state/request-state';

/** The categories the account used before, offered while typing one (GET /marketing/singlesends/categories). */
export interface KnownCategories {
  request: RequestState;
  values: string[];
}

export const initialKnownCategories = (): KnownCategories => ({ request: ready(), values: [] });

interface HoldsCategories {
  categories: KnownCategories;
}

/** Case reducers for a slice that keeps `categories`; the slice names the actions (knownCategoriesEpic loads them). */
export const knownCategoriesReducers = {
  started(state: HoldsCategories) {
    state.categories.request = started(state.categories.request);
  },
  loaded(state: HoldsCategories, { payload }: PayloadAction<string[]>) {
    state.categories.request = succeeded(state.categories.request);
    state.categories.values = payload;
  },
  failed(state: HoldsCategories, { payload }: PayloadAction<ApiError>) {
    state.categories.request = failed(state.categories.request, payload);
  },
};
