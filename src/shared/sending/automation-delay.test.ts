import { describe, expect, it } from 'vitest';
import { delayProblem, describeDelay, dueAt, sendTimeAfter } from './automation-delay';
import { AUTOMATION_MESSAGES } from './automation-limits';

const NEW_YORK = 'America/New_York';
const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);
const iso = (date: Date) => date.toISOString();

describe('sendTimeAfter', () => {
  it('keeps the wall-clock time for days, so 1 day across spring forward is 23 hours', () => {
    const anchor = at('2026-03-07T14:00:00Z'); // 9:00 EST, Saturday
    const next = sendTimeAfter(anchor, { amount: 1, unit: 'days' }, NEW_YORK);
    expect(iso(next)).toBe('2026-03-08T13:00:00.000Z'); // 9:00 EDT
    expect(next.getTime() - anchor.getTime()).toBe(23 * HOUR);
  });

  it('makes 1 day across fall back 25 hours', () => {
    const anchor = at('2026-10-31T13:00:00Z'); // 9:00 EDT
    const next = sendTimeAfter(anchor, { amount: 1, unit: 'days' }, NEW_YORK);
    expect(iso(next)).toBe('2026-11-01T14:00:00.000Z'); // 9:00 EST
    expect(next.getTime() - anchor.getTime()).toBe(25 * HOUR);
  });

  it('counts hours as exact elapsed hours across the change', () => {
    const anchor = at('2026-03-07T14:00:00Z');
    expect(iso(sendTimeAfter(anchor, { amount: 24, unit: 'hours' }, NEW_YORK))).toBe('2026-03-08T14:00:00.000Z'); // 10:00 EDT
    expect(iso(sendTimeAfter(anchor, { amount: 0, unit: 'hours' }, NEW_YORK))).toBe(iso(anchor));
  });

  it('moves a wall time that does not exist forward by the gap', () => {
    const anchor = at('2026-03-07T07:30:00Z'); // 2:30 EST; 2:30 does not exist on 8 March
    expect(iso(sendTimeAfter(anchor, { amount: 1, unit: 'days' }, NEW_YORK))).toBe('2026-03-08T07:30:00.000Z'); // 3:30 EDT
  });

  it('takes the first of a wall time that happens twice', () => {
    const anchor = at('2026-10-31T05:30:00Z'); // 1:30 EDT
    expect(iso(sendTimeAfter(anchor, { amount: 1, unit: 'days' }, NEW_YORK))).toBe('2026-11-01T05:30:00.000Z'); // 1:30 EDT, not EST
  });

  it('is plain 24-hour days in a zone without daylight saving', () => {
    const anchor = at('2026-03-07T14:00:00Z');
    expect(iso(sendTimeAfter(anchor, { amount: 3, unit: 'days' }, 'Asia/Tokyo'))).toBe('2026-03-10T14:00:00.000Z');
    expect(iso(sendTimeAfter(anchor, { amount: 2, unit: 'days' }, 'UTC'))).toBe('2026-03-09T14:00:00.000Z');
  });

  it('follows Europe’s own change dates (29 March and 25 October 2026)', () => {
    const spring = sendTimeAfter(at('2026-03-28T08:00:00Z'), { amount: 1, unit: 'days' }, 'Europe/Paris'); // 9:00 CET
    expect(iso(spring)).toBe('2026-03-29T07:00:00.000Z'); // 9:00 CEST
    const autumn = sendTimeAfter(at('2026-10-24T07:00:00Z'), { amount: 2, unit: 'days' }, 'Europe/London'); // 8:00 BST
    expect(iso(autumn)).toBe('2026-10-26T08:00:00.000Z'); // 8:00 GMT
    // New York has not changed yet on 8 March in Europe's terms, and vice versa.
    expect(iso(sendTimeAfter(at('2026-03-07T14:00:00Z'), { amount: 1, unit: 'days' }, 'Europe/Paris'))).toBe('2026-03-08T14:00:00.000Z');
  });

  it('keeps the wall time over many days and months', () => {
    expect(iso(sendTimeAfter(at('2026-01-31T14:00:00Z'), { amount: 60, unit: 'days' }, NEW_YORK))).toBe('2026-04-01T13:00:00.000Z');
  });
});

describe('dueAt', () => {
  const entryAt = at('2026-03-07T14:00:00Z');

  it('counts from entry or from the previous email', () => {
    const previousSentAt = at('2026-03-09T15:00:00Z');
    expect(iso(dueAt({ delay: { amount: 0, unit: 'hours', after: 'entry' } }, { entryAt }, NEW_YORK))).toBe(iso(entryAt));
    expect(iso(dueAt({ delay: { amount: 1, unit: 'days', after: 'entry' } }, { entryAt }, NEW_YORK))).toBe('2026-03-08T13:00:00.000Z');
    expect(iso(dueAt({ delay: { amount: 2, unit: 'hours', after: 'previous' } }, { entryAt, previousSentAt }, NEW_YORK))).toBe('2026-03-09T17:00:00.000Z');
  });

  it('counts the first email’s "after the previous" from entry', () => {
    expect(iso(dueAt({ delay: { amount: 3, unit: 'hours', after: 'previous' } }, { entryAt }, NEW_YORK))).toBe('2026-03-07T17:00:00.000Z');
  });

  it('never makes an email due before the previous one went out', () => {
    const previousSentAt = at('2026-03-10T14:00:00Z');
    expect(iso(dueAt({ delay: { amount: 1, unit: 'hours', after: 'entry' } }, { entryAt, previousSentAt }, NEW_YORK))).toBe(iso(previousSentAt));
  });
});

describe('describeDelay', () => {
  it('reads as the timeline shows it', () => {
    expect(describeDelay({ amount: 0, unit: 'hours', after: 'entry' }, true)).toBe('At once after entry');
    expect(describeDelay({ amount: 1, unit: 'hours', after: 'entry' }, false)).toBe('1 hour after entry');
    expect(describeDelay({ amount: 5, unit: 'hours', after: 'previous' }, false)).toBe('5 hours after the previous email');
    expect(describeDelay({ amount: 1, unit: 'days', after: 'previous' }, false)).toBe('1 day after the previous email');
    expect(describeDelay({ amount: 2, unit: 'days', after: 'previous' }, false)).toBe('2 days after the previous email');
    expect(describeDelay({ amount: 0, unit: 'days', after: 'previous' }, false)).toBe('At once after the previous email');
    expect(describeDelay({ amount: 2, unit: 'days', after: 'previous' }, true)).toBe('2 days after entry');
  });
});

describe('delayProblem', () => {
  it('takes whole amounts from 0 to the unit’s maximum', () => {
    expect(delayProblem({ amount: 0, unit: 'hours' })).toBeUndefined();
    expect(delayProblem({ amount: 720, unit: 'hours' })).toBeUndefined();
    expect(delayProblem({ amount: 365, unit: 'days' })).toBeUndefined();
    expect(delayProblem({ amount: 721, unit: 'hours' })).toBe(AUTOMATION_MESSAGES.delayTooLong);
    expect(delayProblem({ amount: 366, unit: 'days' })).toBe(AUTOMATION_MESSAGES.delayTooLong);
    expect(delayProblem({ amount: -1, unit: 'days' })).toBe(AUTOMATION_MESSAGES.delayWhole);
    expect(delayProblem({ amount: 1.5, unit: 'days' })).toBe(AUTOMATION_MESSAGES.delayWhole);
    expect(delayProblem({ amount: Number.NaN, unit: 'days' })).toBe(AUTOMATION_MESSAGES.delayWhole);
  });
});
