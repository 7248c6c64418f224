import type { ApiError } from '../api/errors';

/** The life of one request kind. Only the transitions below are legal. */
export type RequestState =
  | { status: 'Ready' }
  | { status: 'InFlight' }
  | { status: 'Complete' }
  | { status: 'Error'; error: ApiError };

export const ready = (): RequestState => ({ status: 'Ready' });

/** Ready, Complete or Error → InFlight. A request already in flight stays as it is. */
export const started = (state: RequestState): RequestState =>
  state.status === 'InFlight' ? state : { status: 'InFlight' };

/** InFlight → Complete. A late answer to a request that was reset is ignored. */
export const succeeded = (state: RequestState): RequestState =>
  state.status === 'InFlight' ? { status: 'Complete' } : state;

/** InFlight → Error. */
export const failed = (state: RequestState, error: ApiError): RequestState =>
  state.status === 'InFlight' ? { status: 'Error', error } : state;

/** Complete or Error → Ready; an in-flight request cannot be reset. */
export const reset = (state: RequestState): RequestState => (state.status === 'InFlight' ? state : ready());

export const isInFlight = (state: RequestState | undefined): boolean => state?.status === 'InFlight';
export const isComplete = (state: RequestState | undefined): boolean => state?.status === 'Complete';
export const errorOf = (state: RequestState | undefined): ApiError | undefined =>
  state?.status === 'Error' ? state.error : undefined;
