import { REFRESH_LIMITS } from './limits';
import type { Segment } from './types';
import { startOfLocalDay, startOfNextLocalDay } from './zoned-day';

const HOUR_MS = 60 * 60 * 1000;

/** What stops the next manual refresh of a segment, if anything. */
export type RefreshBlock = 'hour' | 'segment-day' | 'account-day';

export interface RefreshAllowance {
  /** Refreshes left today for this segment, the account's daily allowance included. */
  left: number;
  /** When the next refresh may be asked for; null: now. */
  nextAt: number | null;
  blockedBy: RefreshBlock | null;
}

const parse = (time: string | null) => (time === null ? null : Date.parse(time));

/** This segment's refreshes today: the server's count, unless the last refresh was before today's local midnight. */
export const segmentRefreshesToday = (segment: Pick<Segment, 'refreshesUsed' | 'lastRefreshedAt'>, now: number, timeZone: string) => {
  const last = parse(segment.lastRefreshedAt);
  return last !== null && last >= startOfLocalDay(now, timeZone) ? segment.refreshesUsed : 0;
};

/**
 * Whether `segment` can be refreshed at `now`, and else when (ENDPOINTS.md §4): 1 an hour and
 * `maxRefreshes` (2) a day per segment, 10 a day for the account; the daily counts reset at the
 * user's local midnight.
 */
export function refreshAllowance(
  segment: Pick<Segment, 'refreshesUsed' | 'maxRefreshes' | 'lastRefreshedAt'>,
  accountRefreshesToday: number,
  now: number,
  timeZone: string,
): RefreshAllowance {
  const segmentLeft = Math.max(0, segment.maxRefreshes - segmentRefreshesToday(segment, now, timeZone));
  const accountLeft = Math.max(0, REFRESH_LIMITS.perAccountPerDay - accountRefreshesToday);
  const left = Math.min(segmentLeft, accountLeft);
  if (left === 0) {
    return { left, nextAt: startOfNextLocalDay(now, timeZone), blockedBy: accountLeft === 0 ? 'account-day' : 'segment-day' };
  }
  const last = parse(segment.lastRefreshedAt);
  if (last !== null && last + HOUR_MS > now) return { left, nextAt: last + HOUR_MS, blockedBy: 'hour' };
  return { left, nextAt: null, blockedBy: null };
}
