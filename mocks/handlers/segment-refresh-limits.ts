import { REFRESH_LIMITS } from '@/features/segments/limits';
import { instantOf, localDateTimeAt, nextDay } from '@/features/segments/query/zoned-time';
import type { SegmentRecord } from '../db/segments';

/**
 * Manual refresh limits (ENDPOINTS.md §4): per segment 1 an hour and 2 a day, 10 a day across the account's
 * segments. A day is the user's: it ends at midnight in the `user_time_zone` the refresh sends.
 */
export const MAX_REFRESHES_PER_SEGMENT_PER_DAY = REFRESH_LIMITS.perSegmentPerDay;
const HOUR_MS = 60 * 60 * 1000;

/** The 429's message starts with the API's words. */
export const TOO_MANY_REQUESTS = 'too many requests';

const localDay = (ms: number, timeZone: string) => localDateTimeAt(ms, timeZone).slice(0, 10);

const refreshesOn = (segment: SegmentRecord, day: string, timeZone: string) =>
  segment.refreshes.filter((at) => localDay(Date.parse(at), timeZone) === day).length;

/** The next midnight in the zone. */
function nextMidnight(now: number, timeZone: string): number {
  return instantOf(nextDay(localDay(now, timeZone)), timeZone) ?? now + 24 * HOUR_MS;
}

/** Today's manual refreshes of the segment, in the zone of its last refresh (the API's `refreshes_used`). */
export function refreshesUsedToday(segment: SegmentRecord, now: number): number {
  const timeZone = segment.refresh_time_zone ?? 'UTC';
  return refreshesOn(segment, localDay(now, timeZone), timeZone);
}

/** Why a refresh now would pass a limit, and when one is possible again; undefined when it may run. */
export function refreshRefusal(
  segment: SegmentRecord,
  accountSegments: readonly SegmentRecord[],
  timeZone: string,
  now: number,
): { message: string; retryAt: number } | undefined {
  const last = segment.refreshes[0];
  if (last !== undefined && now - Date.parse(last) < HOUR_MS) {
    return { message: `${TOO_MANY_REQUESTS}: a segment can be refreshed once an hour`, retryAt: Date.parse(last) + HOUR_MS };
  }
  const today = localDay(now, timeZone);
  if (refreshesOn(segment, today, timeZone) >= REFRESH_LIMITS.perSegmentPerDay) {
    return { message: `${TOO_MANY_REQUESTS}: a segment can be refreshed ${REFRESH_LIMITS.perSegmentPerDay} times a day`, retryAt: nextMidnight(now, timeZone) };
  }
  const accountToday = accountSegments.reduce((sum, other) => sum + refreshesOn(other, today, timeZone), 0);
  if (accountToday >= REFRESH_LIMITS.perAccountPerDay) {
    return { message: `${TOO_MANY_REQUESTS}: an account can refresh segments ${REFRESH_LIMITS.perAccountPerDay} times a day`, retryAt: nextMidnight(now, timeZone) };
  }
  return undefined;
}
