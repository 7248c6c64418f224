import { describe, expect, it } from 'vitest';
import { isExpired, timeLeft } from './time-left';

const at = Date.parse('2026-11-22T12:00:00Z');

describe('timeLeft', () => {
  it('says hours and minutes, minutes, under a minute, and expired', () => {
    expect(timeLeft('2026-11-22T23:42:30Z', at)).toBe('11 h 42 min left');
    expect(timeLeft('2026-11-22T12:25:00Z', at)).toBe('25 min left');
    expect(timeLeft('2026-11-22T12:00:30Z', at)).toBe('Less than a minute left');
    expect(timeLeft('2026-11-22T12:00:00Z', at)).toBe('Expired');
    expect(timeLeft('not a date', at)).toBe('Expired');
    expect(isExpired('2026-11-22T11:59:59Z', at)).toBe(true);
    expect(isExpired('2026-11-22T12:00:01Z', at)).toBe(false);
  });
});
