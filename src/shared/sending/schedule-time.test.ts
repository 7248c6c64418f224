import { describe, expect, it } from 'vitest';
import { abPickDeadline, defaultScheduleTime, isAbPickWindowOpen, isFutureTime, utcToWallTime, wallTimeToUtc } from './schedule-time';

const NEW_YORK = 'America/New_York';

describe('wallTimeToUtc', () => {
  it('sends 10:00 AM on 1 June 2026 in New York as 2026-06-01T14:00:00Z', () => {
    expect(wallTimeToUtc({ date: '2026-06-01', time: '10:00' }, NEW_YORK)).toEqual({ ok: true, iso: '2026-06-01T14:00:00Z' });
  });

  it('refuses 2:30 AM on 8 March 2026 in New York, which the clocks skip', () => {
    const result = wallTimeToUtc({ date: '2026-03-08', time: '02:30' }, NEW_YORK);
    expect(result).toMatchObject({ ok: false, reason: 'nonexistent' });
    expect(!result.ok && result.message).toMatch(/does not exist/);
  });

  it('takes the minutes around the jump: 1:59 AM standard time and 3:00 AM daylight time', () => {
    expect(wallTimeToUtc({ date: '2026-03-08', time: '01:59' }, NEW_YORK)).toEqual({ ok: true, iso: '2026-03-08T06:59:00Z' });
    expect(wallTimeToUtc({ date: '2026-03-08', time: '03:00' }, NEW_YORK)).toEqual({ ok: true, iso: '2026-03-08T07:00:00Z' });
  });

  it('takes the first of a time that happens twice (the fall-back hour)', () => {
    expect(wallTimeToUtc({ date: '2026-11-01', time: '01:30' }, NEW_YORK)).toEqual({ ok: true, iso: '2026-11-01T05:30:00Z' });
  });

  it('works in zones east of UTC and with half-hour offsets', () => {
    expect(wallTimeToUtc({ date: '2026-06-01', time: '08:00' }, 'Asia/Kolkata')).toEqual({ ok: true, iso: '2026-06-01T02:30:00Z' });
    expect(wallTimeToUtc({ date: '2026-01-15', time: '08:00' }, 'Europe/London')).toEqual({ ok: true, iso: '2026-01-15T08:00:00Z' });
  });

  it('refuses days and times that are not on any calendar', () => {
    expect(wallTimeToUtc({ date: '2026-02-30', time: '10:00' }, NEW_YORK)).toMatchObject({ ok: false, reason: 'invalid' });
    expect(wallTimeToUtc({ date: '2026-06-01', time: '24:10' }, NEW_YORK)).toMatchObject({ ok: false, reason: 'invalid' });
    expect(wallTimeToUtc({ date: '', time: '10:00' }, NEW_YORK)).toMatchObject({ ok: false, reason: 'invalid' });
  });
});

describe('utcToWallTime', () => {
  it('reads an instant back as the user’s clock shows it', () => {
    expect(utcToWallTime('2026-06-01T14:00:00Z', NEW_YORK)).toEqual({ date: '2026-06-01', time: '10:00' });
    expect(utcToWallTime('2026-01-01T03:00:00Z', NEW_YORK)).toEqual({ date: '2025-12-31', time: '22:00' });
  });
});

describe('defaultScheduleTime', () => {
  it('offers 8:00 AM today while it is still ahead in the user’s zone', () => {
    expect(defaultScheduleTime(new Date('2026-06-01T10:00:00Z'), NEW_YORK)).toEqual({ date: '2026-06-01', time: '08:00' });
  });

  it('offers 8:00 AM tomorrow once it has passed', () => {
    expect(defaultScheduleTime(new Date('2026-06-01T12:00:00Z'), NEW_YORK)).toEqual({ date: '2026-06-02', time: '08:00' });
  });

  it('counts the day in the user’s zone, not in UTC', () => {
    // 02:00 UTC on 2 June is still 1 June, 10 PM in New York.
    expect(defaultScheduleTime(new Date('2026-06-02T02:00:00Z'), NEW_YORK)).toEqual({ date: '2026-06-02', time: '08:00' });
  });
});

describe('the A/B pick window', () => {
  const start = '2026-06-01T14:00:00Z';

  it('closes exactly seven days after the test started', () => {
    expect(abPickDeadline(start).toISOString()).toBe('2026-06-08T14:00:00.000Z');
    expect(isAbPickWindowOpen(start, new Date('2026-06-08T13:59:59Z'))).toBe(true);
    expect(isAbPickWindowOpen(start, new Date('2026-06-08T14:00:00Z'))).toBe(false);
  });

  it('is seven days of 24 hours even across a daylight-saving change', () => {
    expect(abPickDeadline('2026-03-05T14:00:00Z').toISOString()).toBe('2026-03-12T14:00:00.000Z');
  });
});

describe('isFutureTime', () => {
  it('is true only for a time after now', () => {
    const now = new Date('2026-06-01T14:00:00Z');
    expect(isFutureTime('2026-06-01T14:00:01Z', now)).toBe(true);
    expect(isFutureTime('2026-06-01T14:00:00Z', now)).toBe(false);
  });
});
