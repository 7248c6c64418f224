import type { Observable } from 'rxjs';

/** Whether the browser has a network connection, as it tells with `navigator.onLine` and its events. */
export interface Connectivity {
  online(): boolean;
  /** The new state, each time it changes. */
  readonly changes$: Observable<boolean>;
}
