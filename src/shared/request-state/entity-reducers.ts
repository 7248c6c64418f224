import type { EntityAdapter, EntityState, PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../api/errors';
import { rowFailed, rowReset, rowStarted, rowSucceeded, type RequestMap } from './request-map';
import type { RequestState } from './request-state';

/** What a slice of one entity list keeps besides the entities. */
interface EntityRequestsState {
  /** One request state per operation ('list', 'create'…): a request map whose keys all exist. */
  requests: { list: RequestState } & RequestMap;
  /** Per-row deletes, keyed by id. */
  deletes: RequestMap;
}

type OperationOf<State extends EntityRequestsState> = keyof State['requests'] & string;

/**
 * Case reducers for a slice's list load, its operations (create, update…) and its row deletes; the slice
 * names the actions. `entitiesOf` finds the adapter's collection in the slice's state.
 */
export const entityReducers = <State extends EntityRequestsState, T>(
  adapter: EntityAdapter<T, string>,
  entitiesOf: (state: State) => EntityState<T, string>,
) => {
  const list = {
    started: (state: State) => rowStarted(state.requests, 'list'),
    loaded: (state: State, action: PayloadAction<T[]>) => {
      adapter.setAll(entitiesOf(state), action.payload);
      rowSucceeded(state.requests, 'list');
    },
    failed: (state: State, action: PayloadAction<ApiError>) => rowFailed(state.requests, 'list', action.payload),
  };

  const op = {
    /** `Payload` is for the epic to read; the reducer only marks the request. */
    started:
      <Payload = void>(name: OperationOf<State>) =>
      (state: State, _action: PayloadAction<Payload>) =>
        rowStarted(state.requests, name),
    /** The created or updated entity, as the server answered it. */
    saved: (name: OperationOf<State>) => (state: State, action: PayloadAction<T>) => {
      adapter.upsertOne(entitiesOf(state), action.payload);
      rowSucceeded(state.requests, name);
    },
    failed: (name: OperationOf<State>) => (state: State, action: PayloadAction<ApiError>) =>
      rowFailed(state.requests, name, action.payload),
    reset: (state: State, action: PayloadAction<OperationOf<State>>) => rowReset(state.requests, action.payload),
  };

  const deletes = {
    started: (state: State, action: PayloadAction<{ id: string }>) => rowStarted(state.deletes, action.payload.id),
    deleted: (state: State, action: PayloadAction<{ id: string }>) => {
      adapter.removeOne(entitiesOf(state), action.payload.id);
      rowSucceeded(state.deletes, action.payload.id);
    },
    failed: (state: State, action: PayloadAction<{ id: string; error: ApiError }>) =>
      rowFailed(state.deletes, action.payload.id, action.payload.error),
    reset: (state: State, action: PayloadAction<{ id: string }>) => rowReset(state.deletes, action.payload.id),
  };

  return { list, op, deletes };
};
