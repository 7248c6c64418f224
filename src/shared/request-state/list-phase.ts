import type { RequestState } from './request-state';

/**
 * Where a list stands, from its list request and whether the store holds any of its rows:
 * - `Idle`: never asked for;
 * - `Loading`: the first load runs, nothing to show yet;
 * - `Failed`: no load has succeeded, the last one failed;
 * - `Loaded`: the request completed, or it runs or failed again while rows of an earlier load are
 *   shown (a failed reload leaves them on screen, out of date). An empty list is then truly empty.
 *
 * Rows are the evidence of an earlier load, so reloading a list with no rows is a first load again.
 */
export type ListPhase = 'Idle' | 'Loading' | 'Failed' | 'Loaded';

export function listPhase(request: RequestState, empty: boolean): ListPhase {
  if (request.status === 'Complete' || (!empty && request.status !== 'Ready')) return 'Loaded';
  switch (request.status) {
    case 'InFlight':
      return 'Loading';
    case 'Error':
      return 'Failed';
    default:
      return 'Idle';
  }
}

/** The list was loaded, so a row it lacks does not exist and an empty list has no rows. */
export const hasLoaded = (request: RequestState, empty: boolean): boolean => listPhase(request, empty) === 'Loaded';
