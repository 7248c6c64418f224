import { useEffect, useRef } from 'react';
import type { ApiError } from '../api/errors';
import type { RequestState } from '../request-state/request-state';

interface Handlers {
  onComplete?(): void;
  onError?(error: ApiError): void;
}

/** Calls back once when a request this screen watches finishes, so a form can close or show errors. */
export function useRequestOutcome(state: RequestState, handlers: Handlers): void {
  const previous = useRef(state.status);
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    const was = previous.current;
    previous.current = state.status;
    if (was !== 'InFlight') return;
    if (state.status === 'Complete') latest.current.onComplete?.();
    if (state.status === 'Error') latest.current.onError?.(state.error);
  }, [state]);
}
