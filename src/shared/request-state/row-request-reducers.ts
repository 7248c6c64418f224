import type { PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../api/errors';
import { rowFailed, rowReset, rowStarted, type RequestMap } from './request-map';

/**
 * Case reducers of one kind of row request (a row's delete, duplicate…), kept by id in the request map
 * `requestsOf` finds in the slice's state. The slice names the actions and writes the success itself:
 * what the answer changes differs from one request to the next.
 */
export function rowRequestReducers<State>(requestsOf: (state: State) => RequestMap) {
  return {
    started(state: State, action: PayloadAction<{ id: string }>) {
      rowStarted(requestsOf(state), action.payload.id);
    },
    failed(state: State, action: PayloadAction<{ id: string; error: ApiError }>) {
      rowFailed(requestsOf(state), action.payload.id, action.payload.error);
    },
    reset(state: State, action: PayloadAction<{ id: string }>) {
      rowReset(requestsOf(state), action.payload.id);
    },
  };
}
