import { throwError, timer, type MonoTypeOperatorFunction, type SchedulerLike } from 'rxjs';
import { retry } from 'rxjs/operators';
import { isApiError } from './errors';

/** How a read (GET) is tried again after a failure that may pass by itself. */
export const TRANSIENT_RETRY = {
  /** Retries after the first attempt. */
  count: 3,
  /** The wait before the first retry; each next one doubles (500, 1000, 2000 ms). */
  baseDelayMs: 500,
  /**
   * The longest `Retry-After` waited for. A server asking for longer is not retried early against its
   * word: the request fails at once and the page offers its own "Try again".
   */
  maxRetryAfterMs: 10_000,
} as const;

/** No answer (0), request timeout, too many requests, and the gateway and overload answers. */
const TRANSIENT_STATUSES: ReadonlySet<number> = new Set([0, 408, 429, 502, 503, 504]);

export const isTransientStatus = (status: number): boolean => TRANSIENT_STATUSES.has(status);

/** A 4xx that trying again cannot change (408 and 429 can). */
export const isFinalClientError = (status: number): boolean =>
  status >= 400 && status < 500 && status !== 408 && status !== 429;

/**
 * `Retry-After` in milliseconds from `now`: delay-seconds or an HTTP date (RFC 9110 §10.2.3); a date
 * in the past is 0. Undefined when absent or unreadable.
 */
export function retryAfterMs(value: string | undefined, now: number): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // HTTP dates name their day and month; anything else Date.parse might read ("-5") is not one.
  const at = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * Resubscribes (sends the request again) after a transient failure: up to TRANSIENT_RETRY.count times,
 * waiting what the server's Retry-After asks or else an exponential backoff, on `scheduler` so tests
 * control the time. Anything else, or the last failure, goes through unchanged.
 */
export function retryTransientFailures<T>(scheduler: SchedulerLike): MonoTypeOperatorFunction<T> {
  return retry({
    count: TRANSIENT_RETRY.count,
    delay: (error: unknown, retryCount: number) => {
      if (!isApiError(error) || !isTransientStatus(error.status)) return throwError(() => error);
      const wait = retryAfterMs(error.retryAfter, scheduler.now()) ?? TRANSIENT_RETRY.baseDelayMs * 2 ** (retryCount - 1);
      return wait > TRANSIENT_RETRY.maxRetryAfterMs ? throwError(() => error) : timer(wait, scheduler);
    },
  });
}
