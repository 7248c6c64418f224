import { describe, expect, it } from 'vitest';
import { failed, ready, reset, started, succeeded, type RequestState } from './request-state';

const error = { status: 500, message: 'boom', fieldErrors: {} };

describe('request state', () => {
  it('goes Ready → InFlight → Complete', () => {
    const inFlight = started(ready());
    expect(inFlight).toEqual({ status: 'InFlight' });
    expect(succeeded(inFlight)).toEqual({ status: 'Complete' });
  });

  it('records the error of a failed request', () => {
    expect(failed(started(ready()), error)).toEqual({ status: 'Error', error });
  });

  it('ignores answers to a request that is not in flight', () => {
    expect(succeeded(ready())).toEqual({ status: 'Ready' });
    expect(failed(ready(), error)).toEqual({ status: 'Ready' });
  });

  it('resets an error or a completed request to Ready, but not one in flight', () => {
    const errored: RequestState = { status: 'Error', error };
    expect(reset(errored)).toEqual({ status: 'Ready' });
    expect(reset({ status: 'Complete' })).toEqual({ status: 'Ready' });
    expect(reset({ status: 'InFlight' })).toEqual({ status: 'InFlight' });
  });

  it('can start again after an error', () => {
    expect(started({ status: 'Error', error })).toEqual({ status: 'InFlight' });
  });
});
