import type { FieldType } from '@/features/custom-fields/types';

/**
 * Custom field values between the API and the form's inputs. The API holds Text as text, Number as a
 * number and Date as an ISO 8601 time; a Date field holds a calendar date (a birthday, a signup day),
 * written at midnight UTC ("2026-05-01T00:00:00Z", as the demo data and SendGrid's reads have it).
 *
 * The user's time zone matters where a time is not a calendar date: a value written with a time of day
 * is shown as its date in the user's zone, and "today" is the user's today, not the browser's or UTC's.
 */
const CALENDAR_DATE = /^(\d{4}-\d{2}-\d{2})(?:T00:00:00(?:\.0+)?(?:Z|[+-]00:?00))?$/;
export const DATE_INPUT = /^\d{4}-\d{2}-\d{2}$/;

const ymdFormats = new Map<string, Intl.DateTimeFormat>();
/** "2026-05-01": en-CA writes dates year first. */
function ymdIn(timeZone: string): Intl.DateTimeFormat {
  let format = ymdFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    ymdFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar date ("YYYY-MM-DD") a Date value stands for, read in `timeZone` when it carries a time of day. */
export function calendarDateOf(value: string, timeZone: string): string {
  const calendar = CALENDAR_DATE.exec(value.trim());
  if (calendar) return calendar[1]!;
  const time = Date.parse(value);
  return Number.isNaN(time) ? '' : ymdIn(timeZone).format(time);
}

/** Today in the user's time zone, as a date input holds it. */
export const todayIn = (timeZone: string, now: number): string => ymdIn(timeZone).format(now);

/** What a field's input shows for a stored value. */
export function toInputValue(value: string | number | undefined | null, type: FieldType, timeZone: string): string {
  if (value === undefined || value === null) return '';
  if (type === 'date') return calendarDateOf(String(value), timeZone);
  return String(value);
}

/** What the API is sent for an input's text: null clears the field. The input was validated first. */
export function fromInputValue(text: string, type: FieldType): string | number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (type === 'number') return Number(trimmed);
  if (type === 'date') return `${trimmed}T00:00:00Z`;
  return trimmed;
}
