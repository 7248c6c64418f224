/** One formatter each for the app's numbers and dates (Intl formatters are costly to build per call). */
const numberFormat = new Intl.NumberFormat('en-US');
const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** "20,000". */
export const formatNumber = (value: number) => numberFormat.format(value);

/** "Oct 1, 2026", from an ISO 8601 time or a Date, in the browser's time zone. */
export const formatDate = (time: string | Date) => dateFormat.format(typeof time === 'string' ? new Date(time) : time);

const zonedFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "Oct 1, 2026" (with `withTime`: "Oct 1, 2026, 9:30 AM") in an IANA time zone: the user's, from the
 * account service, so every screen shows the same day whatever the browser's zone.
 */
export function formatDateIn(time: string | Date, timeZone: string, withTime = false): string {
  const key = `${timeZone}|${withTime}`;
  let format = zonedFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', withTime ? { dateStyle: 'medium', timeStyle: 'short', timeZone } : { dateStyle: 'medium', timeZone });
    zonedFormats.set(key, format);
  }
  return format.format(typeof time === 'string' ? new Date(time) : time);
}
