import { describe, expect, it } from 'vitest';
import { refreshAllowance } from './refresh-allowance';
import { startOfLocalDay, startOfNextLocalDay } from './zoned-day';

const ZONE = 'America/New_York';
// 15:00 in New York (EDT, UTC-4).
const NOW = Date.parse('2026-06-10T19:00:00Z');
const segment = (refreshesUsed: number, lastRefreshedAt: string | null) => ({ refreshesUsed, maxRefreshes: 2, lastRefreshedAt });

describe('refresh allowance', () => {
  it('allows a refresh when the segment has none today and the last was over an hour ago', () => {
    expect(refreshAllowance(segment(0, null), 0, NOW, ZONE)).toEqual({ left: 2, nextAt: null, blockedBy: null });
    expect(refreshAllowance(segment(1, '2026-06-10T17:30:00Z'), 1, NOW, ZONE)).toEqual({ left: 1, nextAt: null, blockedBy: null });
  });

  it('waits an hour after the last refresh', () => {
    expect(refreshAllowance(segment(1, '2026-06-10T18:30:00Z'), 1, NOW, ZONE)).toEqual({
      left: 1,
      nextAt: Date.parse('2026-06-10T19:30:00Z'),
      blockedBy: 'hour',
    });
  });

  it('stops at two a day per segment until the user’s local midnight', () => {
    expect(refreshAllowance(segment(2, '2026-06-10T17:00:00Z'), 2, NOW, ZONE)).toEqual({
      left: 0,
      nextAt: Date.parse('2026-06-11T04:00:00Z'),
      blockedBy: 'segment-day',
    });
  });

  it('does not count yesterday’s refreshes: the counts reset at local midnight, not UTC’s', () => {
    // 23:30 on June 9 in New York is already June 10 in UTC.
    expect(refreshAllowance(segment(2, '2026-06-10T03:30:00Z'), 0, NOW, ZONE)).toEqual({ left: 2, nextAt: null, blockedBy: null });
  });

  it('stops every segment once the account used its ten a day', () => {
    expect(refreshAllowance(segment(0, null), 10, NOW, ZONE)).toEqual({
      left: 0,
      nextAt: Date.parse('2026-06-11T04:00:00Z'),
      blockedBy: 'account-day',
    });
  });

  it('finds local midnight across a daylight-saving change', () => {
    // New York moves its clocks forward on March 8, 2026: the day starts at 05:00 UTC, the next one at 04:00 UTC.
    const day = Date.parse('2026-03-08T15:00:00Z');
    expect(startOfLocalDay(day, ZONE)).toBe(Date.parse('2026-03-08T05:00:00Z'));
    expect(startOfNextLocalDay(day, ZONE)).toBe(Date.parse('2026-03-09T04:00:00Z'));
  });
});
