import type { ApiError } from '../api/errors';
import { failed, ready, reset, started, succeeded, type RequestState } from './request-state';

/** Per-row request states (delete this row, resend for that one), keyed by id. */
export type RequestMap = Record<string, RequestState>;

const update = (map: RequestMap, id: string, next: (state: RequestState) => RequestState) => {
  map[id] = next(map[id] ?? ready());
};

export const rowStarted = (map: RequestMap, id: string) => update(map, id, started);
export const rowSucceeded = (map: RequestMap, id: string) => update(map, id, succeeded);
export const rowFailed = (map: RequestMap, id: string, error: ApiError) => update(map, id, (state) => failed(state, error));
export const rowReset = (map: RequestMap, id: string) => update(map, id, reset);
