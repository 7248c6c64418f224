import { describe, expect, it } from 'vitest';
import { hasLoaded, listPhase } from './list-phase';
import type { RequestState } from './request-state';

const error = { status: 500, message: 'boom', fieldErrors: {} };
const ready: RequestState = { status: 'Ready' };
const inFlight: RequestState = { status: 'InFlight' };
const complete: RequestState = { status: 'Complete' };
const errored: RequestState = { status: 'Error', error };

describe('list phase', () => {
  it('is Idle before the list is asked for, even when a created row is in the store', () => {
    expect(listPhase(ready, true)).toBe('Idle');
    expect(listPhase(ready, false)).toBe('Idle');
  });

  it('is Loading, then Failed, while no load has succeeded and no rows are shown', () => {
    expect(listPhase(inFlight, true)).toBe('Loading');
    expect(listPhase(errored, true)).toBe('Failed');
  });

  it('is Loaded once the request completed, with rows or none', () => {
    expect(listPhase(complete, false)).toBe('Loaded');
    expect(listPhase(complete, true)).toBe('Loaded');
  });

  it('stays Loaded while rows of an earlier load are shown during a reload or after a failed one', () => {
    expect(listPhase(inFlight, false)).toBe('Loaded');
    expect(listPhase(errored, false)).toBe('Loaded');
  });

  it('says whether the list has loaded', () => {
    expect(hasLoaded(complete, true)).toBe(true);
    expect(hasLoaded(errored, false)).toBe(true);
    expect(hasLoaded(errored, true)).toBe(false);
    expect(hasLoaded(inFlight, true)).toBe(false);
    expect(hasLoaded(ready, false)).toBe(false);
  });
});
