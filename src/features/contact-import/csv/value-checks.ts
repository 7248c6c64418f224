/**
 * Values of Number and Date custom fields and of phone numbers, as real exports write them. Shared by the
 * dry run and the mock's import (see import-fields.ts). Only what is unambiguous is normalised.
 */

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
/** Thousands grouped by commas, as US spreadsheets write them: "1,500", "-12,345.5". */
const GROUPED_NUMBER = /^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;

/** A decimal number ("42", "-3.5", "1e3", "1,500"), or undefined; units and other separators are refused. */
export function parseNumber(text: string): number | undefined {
  const plain = GROUPED_NUMBER.test(text) ? text.replace(/,/g, '') : text;
  if (!NUMBER.test(plain)) return undefined;
  const value = Number(plain);
  return Number.isFinite(value) ? value : undefined;
}

/** Punctuation a written phone number may carry: spaces, dots, hyphens, slashes, parentheses. */
const PHONE_PUNCTUATION = /[\s.()/-]/g;

/**
 * A US or Canadian number as E.164 ("+12125550147"), or undefined. Taken: ten digits in any common
 * punctuation ("(212) 555-0147", "404.555.0199", "6175550102"), and the same after "1" or "+1". Any other
 * country code is refused: the product supports only +1 (spec §5).
 */
export function normalizeUsPhone(text: string): string | undefined {
  const compact = text.replace(PHONE_PUNCTUATION, '');
  const digits = compact.startsWith('+') ? compact.slice(1) : compact;
  if (!/^\d+$/.test(digits)) return undefined;
  if (digits.length === 10 && !compact.startsWith('+')) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return undefined;
}

/** How a file writes a day in numbers only: month first (US) or day first (most of Europe). */
export type DateOrder = 'mdy' | 'dmy';

export const DATE_ORDER_LABELS: Record<DateOrder, string> = {
  mdy: 'MM/DD/YYYY (month first)',
  dmy: 'DD/MM/YYYY (day first)',
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const NUMERIC_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
/** A day and month without a year, as Mailchimp exports birthdays ("07/14"). */
const YEARLESS_DATE = /^\d{1,2}[/.-]\d{1,2}$/;
/**
 * Excel's serial day numbers (days since 1899-12-30 for any day after February 1900), with five digits:
 * 10000 is 1927-05-18 and 99999 is 2173-10-14. Shorter numbers are refused: "1990" is more likely a year.
 */
const EXCEL_SERIAL = /^\d{5}(?:\.\d+)?$/;
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

const isCalendarDay = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/**
 * A date as ISO 8601 UTC without milliseconds ("2024-02-29T00:00:00Z", as the contact store keeps it),
 * or undefined. Taken: YYYY-MM-DD, with an optional time and offset (a time without offset is UTC);
 * MM/DD/YYYY (SendGrid's CSV format), or DD/MM/YYYY when the file's order says so, with slashes, dots or
 * hyphens; and Excel serial day numbers. The day must exist: 02/30/2024 is refused.
 */
export function parseDate(text: string, order: DateOrder = 'mdy'): string | undefined {
  const day = plainDay(text);
  if (day !== undefined) return day ?? undefined;
  const ms = dateMs(text, order);
  return ms === undefined ? undefined : new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** A day and month with no year ("07/14"): a date field cannot keep it, and no year is guessed. */
export const isYearlessDate = (text: string): boolean => YEARLESS_DATE.test(text);

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

function dateMs(text: string, order: DateOrder): number | undefined {
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
  const numeric = NUMERIC_DATE.exec(text);
  if (numeric !== null) {
    const [first, second, year] = [Number(numeric[1]), Number(numeric[2]), Number(numeric[3])];
    const [month, day] = order === 'mdy' ? [first, second] : [second, first];
    return isCalendarDay(year, month, day) ? Date.UTC(year, month - 1, day) : undefined;
  }
  return EXCEL_SERIAL.test(text) ? EXCEL_EPOCH_MS + Math.round(Number(text) * DAY_MS) : undefined;
}
