import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

/*
 * SendGrid's "Using Handlebars" page, formatDate
 * (https://www.twilio.com/docs/sendgrid/for-developers/sending-email/using-handlebars#formatdate): its token
 * table is "for Tuesday, January 1st, 2020 3:00:00PM Pacific Standard Time", i.e. 2020-01-01T23:00:00Z at -0800.
 * That day was a Wednesday and 3 PM is hour 15, so where the page prints "Tuesday", "Tue" and "00" for HH
 * and H, the calendar's values are expected instead.
 */
const PST_AFTERNOON = '2020-01-01T23:00:00.000Z';

describe('formatDate', () => {
  it.each([
    ['YYYY', '2020'],
    ['YY', '20'],
    ['MMMM', 'January'],
    ['MMM', 'Jan'],
    ['MM', '01'],
    ['M', '1'],
    ['DD', '01'],
    ['D', '1'],
    ['dddd', 'Wednesday'],
    ['ddd', 'Wed'],
    ['hh', '03'],
    ['h', '3'],
    ['HH', '15'],
    ['H', '15'],
    ['mm', '00'],
    ['m', '0'],
    ['ss', '00'],
    ['s', '0'],
    ['A', 'PM'],
    ['ZZ', '-0800'],
    ['Z', '-08:00'],
  ])('formats the token %s as the page’s table does', (token, shown) => {
    expect(formatDate(PST_AFTERNOON, token, '-0800')).toBe(shown);
  });

  it('gives the page’s example with and without the time-zone offset', () => {
    expect(formatDate(PST_AFTERNOON, 'MMMM DD, YYYY h:mm:ss A')).toBe('January 01, 2020 11:00:00 PM');
    expect(formatDate(PST_AFTERNOON, 'MMMM DD, YYYY h:mm:ss A', '-0800')).toBe('January 01, 2020 3:00:00 PM');
  });

  it('takes epoch times (seconds or milliseconds, numbers or digits) and ISO 8601 times with any offset', () => {
    expect(formatDate(1577919600, 'YYYY-MM-DD HH:mm')).toBe('2020-01-01 23:00');
    expect(formatDate('1577919600', 'YYYY-MM-DD HH:mm')).toBe('2020-01-01 23:00');
    expect(formatDate(1577919600000, 'YYYY-MM-DD HH:mm')).toBe('2020-01-01 23:00');
    expect(formatDate('2020-01-01T15:00:00-08:00', 'YYYY-MM-DD HH:mm')).toBe('2020-01-01 23:00');
    expect(formatDate('2020-01-01T15:00:00', 'YYYY-MM-DD HH:mm ZZ')).toBe('2020-01-01 15:00 +0000');
    expect(formatDate('2020-02-29', 'dddd D MMM')).toBe('Saturday 29 Feb');
  });

  it('moves across midnight and the year with the offset, and reads offsets with a colon or east of UTC', () => {
    expect(formatDate('2020-01-01T03:00:00Z', 'YYYY-MM-DD h A', '-0800')).toBe('2019-12-31 7 PM');
    expect(formatDate('2020-01-01T23:00:00Z', 'YYYY-MM-DD HH:mm Z', '+05:30')).toBe('2020-01-02 04:30 +05:30');
    expect(formatDate('2020-01-01T12:00:00Z', 'h A|hh A', '+0000')).toBe('12 PM|12 PM');
    expect(formatDate('2020-01-01T00:00:00Z', 'h A')).toBe('12 AM');
  });

  it('shows what is not a date as given, and an unformatted date in ISO 8601 (as SendGrid shows an unconverted date)', () => {
    expect(formatDate('next Tuesday', 'YYYY')).toBe('next Tuesday');
    expect(formatDate(undefined, 'YYYY')).toBeUndefined();
    expect(formatDate(1577919600)).toBe('2020-01-01T23:00:00.000Z');
  });
});
