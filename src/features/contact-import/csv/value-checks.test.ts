import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isYearlessDate, normalizeUsPhone, parseDate, parseNumber } from './value-checks';

describe('Number field values', () => {
  it.each([
    ['42', 42],
    ['-3.5', -3.5],
    ['+7', 7],
    ['.5', 0.5],
    ['1e3', 1000],
    ['0', 0],
    // Thousands grouped by commas, as US spreadsheets and HubSpot's "Annual Revenue" write them.
    ['1,500', 1500],
    ['-12,345.5', -12345.5],
    ['1,000,000', 1_000_000],
  ])('takes %s', (text, value) => expect(parseNumber(text)).toBe(value));

  it.each(['', 'abc', '1,00', '12,3456', '1.500,25', '12 kg', '1.2.3', '0x10', 'Infinity', 'NaN', '1e999'])('refuses %j', (text) => expect(parseNumber(text)).toBeUndefined());
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
    ['01-02-2024', '2024-01-02T00:00:00Z'],
    // Excel serial days: 45292 is 2024-01-01 in Excel's 1900 date system; a fraction is the time of day.
    ['45292', '2024-01-01T00:00:00Z'],
    ['45292.5', '2024-01-01T12:00:00Z'],
  ])('takes %s as %s', (text, iso) => expect(parseDate(text)).toBe(iso));

  it.each([
    ['03/04/2024', '2024-04-03T00:00:00Z'],
    ['31.12.2023', '2023-12-31T00:00:00Z'],
    ['2024-03-04', '2024-03-04T00:00:00Z'],
  ])('reads %s day first as %s when the file says so', (text, iso) => expect(parseDate(text, 'dmy')).toBe(iso));

  it('refuses a day first date that does not exist, and 31/12/2023 month first', () => {
    expect(parseDate('12/31/2023', 'dmy')).toBeUndefined();
    expect(parseDate('31/12/2023', 'mdy')).toBeUndefined();
  });

  it('tells a year-less birthday (Mailchimp exports MM/DD) from a date', () => {
    expect(isYearlessDate('07/14')).toBe(true);
    expect(parseDate('07/14')).toBeUndefined();
    expect(isYearlessDate('07/14/1990')).toBe(false);
  });

  it.each(['', 'yesterday', '2023-02-29', '02/30/2024', '13/01/2024', '2024-13-01', '2024-01-01T25:00', '1990', '20240101'])('refuses %j', (text) =>
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

describe('phone numbers', () => {
  it.each([
    ['(212) 555-0147', '+12125550147'],
    ['6175550102', '+16175550102'],
    ['404.555.0199', '+14045550199'],
    ['1-212-555-0147', '+12125550147'],
    ['+1 (415) 555-0100', '+14155550100'],
    ['+14155550100', '+14155550100'],
    ['514/555-0123', '+15145550123'],
  ])('keeps the US or Canadian number %s as %s', (text, e164) => expect(normalizeUsPhone(text)).toBe(e164));

  it.each(['+44 20 7946 0958', '+33 6 12 34 56 78', '33612345678', '555-0147', '212555014', 'call me', '+1 212 555 01478'])('refuses %j: not a +1 number', (text) =>
    expect(normalizeUsPhone(text)).toBeUndefined(),
  );
});
