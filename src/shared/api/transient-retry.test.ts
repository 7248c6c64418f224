import { describe, expect, it } from 'vitest';
import { isFinalClientError, isTransientStatus, retryAfterMs } from './transient-retry';

describe('Retry-After', () => {
  const now = Date.parse('2026-03-02T10:00:00Z');

  it('reads delay-seconds and HTTP dates, a date already past being no wait', () => {
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
    expect(retryAfterMs('Mon, 02 Mar 2026 10:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('Mon, 02 Mar 2026 09:59:00 GMT', now)).toBe(0);
  });

  it('ignores a missing or unreadable value', () => {
    expect(retryAfterMs(undefined, now)).toBeUndefined();
    expect(retryAfterMs('', now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs('-5', now)).toBeUndefined();
  });
});

describe('which failures may pass on a second try', () => {
  it('retries no answer, 408, 429, 502, 503 and 504 only', () => {
    expect([0, 400, 401, 404, 408, 409, 429, 500, 502, 503, 504].filter(isTransientStatus)).toEqual([0, 408, 429, 502, 503, 504]);
  });

  it('counts every 4xx but 408 and 429 as final', () => {
    expect([0, 400, 401, 403, 404, 408, 422, 429, 500, 503].filter(isFinalClientError)).toEqual([400, 401, 403, 404, 422]);
  });
});
