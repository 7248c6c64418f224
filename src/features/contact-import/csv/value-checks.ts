/**
 * Values of Number and Date custom fields, as a CSV writes them. Shared by the dry run and the mock's
 * import (see import-fields.ts).
 */

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** A decimal number ("42", "-3.5", "1e3"), or undefined; thousands separators and units are refused. */
export function parseNumber(text: string): number | undefined {
  if (!NUMBER.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

const isCalendarDay = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/**
 * A date as ISO 8601 UTC without milliseconds ("2024-02-29T00:00:00Z", as the contact store keeps it),
 * or undefined. Taken: YYYY-MM-DD, with an optional time and offset (a time without offset is UTC), and
 * MM/DD/YYYY (SendGrid's CSV format). The day must exist: 02/30/2024 is refused.
 */
export function parseDate(text: string): string | undefined {
  const day = plainDay(text);
  if (day !== undefined) return day ?? undefined;
  const ms = dateMs(text);
  return ms === undefined ? undefined : new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/** The number the characters from `start` to `end` write in ASCII digits, or -1. */
function digitsAt(text: string, start: number, end: number): number {
  let value = 0;
  for (let index = start; index < end; index += 1) {
    const digit = text.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * The common case, YYYY-MM-DD alone, checked by hand: a file's dates are a million such cells, and
 * building a Date for each costs most of a dry run. Anything else (and years before 100, which Date reads
 * as 19xx and dateMs refuses) is left to dateMs. Null: written so, but no such day.
 */
function plainDay(text: string): string | null | undefined {
  if (text.length !== 10 || text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45) return undefined;
  const [year, month, day] = [digitsAt(text, 0, 4), digitsAt(text, 5, 7), digitsAt(text, 8, 10)];
  if (year < 100 || month < 0 || day < 0) return undefined;
  const days = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1];
  return days !== undefined && day >= 1 && day <= days ? `${text}T00:00:00Z` : null;
}

function dateMs(text: string): number | undefined {
  const iso = ISO_DATE.exec(text);
  if (iso !== null) {
    const [, year, month, day, hour, minute, , offset] = iso;
    if (!isCalendarDay(Number(year), Number(month), Number(day))) return undefined;
    if (hour === undefined) return Date.UTC(Number(year), Number(month) - 1, Number(day));
    if (Number(hour) > 23 || Number(minute) > 59) return undefined;
    const normalized = text.replace(' ', 'T') + (offset === undefined ? 'Z' : '');
    const ms = Date.parse(normalized.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
    return Number.isNaN(ms) ? undefined : ms;
  }
  const us = US_DATE.exec(text);
  if (us === null) return undefined;
  const [month, day, year] = [Number(us[1]), Number(us[2]), Number(us[3])];
  return isCalendarDay(year, month, day) ? Date.UTC(year, month - 1, day) : undefined;
}
