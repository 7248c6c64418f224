import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDate, parseNumber } from './value-checks';

describe('Number field values', () => {
  it.each([
    ['42', 42],
    ['-3.5', -3.5],
    ['+7', 7],
    ['.5', 0.5],
    ['1e3', 1000],
    ['0', 0],
  ])('takes %s', (text, value) => expect(parseNumber(text)).toBe(value));

  it.each(['', 'abc', '1,000', '12 kg', '1.2.3', '0x10', 'Infinity', 'NaN', '1e999'])('refuses %j', (text) => expect(parseNumber(text)).toBeUndefined());
});

describe('Date field values', () => {
  it.each([
    ['2024-02-29', '2024-02-29T00:00:00Z'],
    ['12/10/1815', '1815-12-10T00:00:00Z'],
    ['1/2/2020', '2020-01-02T00:00:00Z'],
    ['2024-03-01T10:30', '2024-03-01T10:30:00Z'],
    ['2024-03-01 10:30:15', '2024-03-01T10:30:15Z'],
    ['2024-03-01T10:30:00+02:00', '2024-03-01T08:30:00Z'],
    ['2024-03-01T10:30:00.250Z', '2024-03-01T10:30:00Z'],
  ])('takes %s as %s', (text, iso) => expect(parseDate(text)).toBe(iso));

  it.each(['', 'yesterday', '2023-02-29', '02/30/2024', '13/01/2024', '2024-13-01', '2024-01-01T25:00', '01-02-2024', '20240101'])('refuses %j', (text) =>
    expect(parseDate(text)).toBeUndefined(),
  );

  it('reads YYYY-MM-DD as a Date does: the day must exist, years before 100 are refused', () => {
    const pad = (value: number, length: number) => String(value).padStart(length, '0');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }), (year, month, day) => {
        const text = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
        const date = new Date(Date.UTC(year, month - 1, day));
        const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
        expect(parseDate(text)).toBe(exists ? `${text}T00:00:00Z` : undefined);
      }),
      { numRuns: 2000 },
    );
  });
});
