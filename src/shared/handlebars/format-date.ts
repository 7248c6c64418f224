/*
 * SendGrid's `formatDate` helper, as its "Using Handlebars" page documents it
 * (https://www.twilio.com/docs/sendgrid/for-developers/sending-email/using-handlebars#formatdate):
 * `{{formatDate timeStamp dateFormat timezoneOffset}}` takes an epoch or ISO 8601 time, moment-style tokens
 * (YYYY YY MMMM MMM MM M DD D dddd ddd HH H hh h mm m ss s A ZZ Z) and an optional offset such as "-0800";
 * without an offset the time is shown in UTC. Everything that is not a token is copied as written.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const TOKENS = /YYYY|YY|MMMM|MMM|MM|M|DD|D|dddd|ddd|HH|H|hh|h|mm|m|ss|s|A|ZZ|Z/g;
const OFFSET = /^([+-])(\d{2}):?(\d{2})$/;
/** ISO 8601 date, optionally with a time; a time without a zone is read as UTC (as the sending side has no other zone). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
/** Epoch values below this are seconds (it is the year 5138 in seconds, 1973 in milliseconds); larger ones are milliseconds. */
const SECONDS_LIMIT = 1e11;

const pad = (value: number) => String(value).padStart(2, '0');

function toTime(value: unknown): number | undefined {
  const epoch = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : undefined;
  if (epoch !== undefined) return Number.isFinite(epoch) ? (Math.abs(epoch) < SECONDS_LIMIT ? epoch * 1000 : epoch) : undefined;
  if (typeof value !== 'string') return undefined;
  const iso = ISO_DATE.exec(value.trim());
  if (!iso) return undefined;
  const text = value.trim().replace(' ', 'T');
  const time = Date.parse(iso[1] || !text.includes('T') ? text : `${text}Z`);
  return Number.isNaN(time) ? undefined : time;
}

/** The offset in minutes east of UTC ("-0800" is -480); anything else counts as UTC. */
function offsetMinutes(offset: unknown): number {
  const match = typeof offset === 'string' ? OFFSET.exec(offset.trim()) : null;
  if (!match) return 0;
  const [, sign, hours = '0', minutes = '0'] = match;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

function offsetText(minutes: number, separator: string): string {
  const size = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(size / 60))}${separator}${pad(size % 60)}`;
}

/**
 * The date in the format; the value as given when it is not a date (SendGrid shows an unconverted
 * value as it is), and the ISO 8601 form when there is no format.
 */
export function formatDate(value: unknown, format?: unknown, offset?: unknown): unknown {
  const time = toTime(value);
  if (time === undefined) return value;
  if (typeof format !== 'string') return new Date(time).toISOString();
  const minutes = offsetMinutes(offset);
  const local = new Date(time + minutes * 60_000);
  const hours = local.getUTCHours();
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  const parts: Record<string, string> = {
    YYYY: String(local.getUTCFullYear()),
    YY: String(local.getUTCFullYear()).slice(-2),
    MMMM: MONTHS[local.getUTCMonth()] ?? '',
    MMM: (MONTHS[local.getUTCMonth()] ?? '').slice(0, 3),
    MM: pad(local.getUTCMonth() + 1),
    M: String(local.getUTCMonth() + 1),
    DD: pad(local.getUTCDate()),
    D: String(local.getUTCDate()),
    dddd: WEEKDAYS[local.getUTCDay()] ?? '',
    ddd: (WEEKDAYS[local.getUTCDay()] ?? '').slice(0, 3),
    HH: pad(hours),
    H: String(hours),
    hh: pad(twelve),
    h: String(twelve),
    mm: pad(local.getUTCMinutes()),
    m: String(local.getUTCMinutes()),
    ss: pad(local.getUTCSeconds()),
    s: String(local.getUTCSeconds()),
    A: hours < 12 ? 'AM' : 'PM',
    ZZ: offsetText(minutes, ''),
    Z: offsetText(minutes, ':'),
  };
  return format.replace(TOKENS, (token) => parts[token] ?? token);
}
