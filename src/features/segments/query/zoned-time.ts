/**
 * Wall-clock times in an IANA time zone ⇄ instants, with Intl only. The builder keeps dates as the user
 * sees them (LocalDate `YYYY-MM-DD`, LocalDateTime `YYYY-MM-DDTHH:mm` in their zone); query_dsl holds
 * instants written with the zone's offset ('2024-06-19T13:45:00-04:00').
 */
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether Intl knows the zone. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClockAt(ms: number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(ms)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The zone's offset from UTC at an instant, in ms (positive east of Greenwich). */
function offsetAt(ms: number, timeZone: string): number {
  const wall = wallClockAt(ms, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The calendar fields of a LocalDate or LocalDateTime, or undefined when it is not a real one. */
function fieldsOf(local: string): WallClock | undefined {
  const match = LOCAL_DATE_TIME.exec(local) ?? LOCAL_DATE.exec(local);
  if (match === null) return undefined;
  const [year, month, day, hour = 0, minute = 0] = match.slice(1).map(Number) as [number, number, number, number?, number?];
  const check = new Date(Date.UTC(year, month - 1, day, hour, minute));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
  if (check.getUTCHours() !== hour || check.getUTCMinutes() !== minute || year < 1000) return undefined;
  return { year, month, day, hour, minute, second: 0 };
}

export const isLocalDate = (value: string) => LOCAL_DATE.test(value) && fieldsOf(value) !== undefined;
export const isLocalDateTime = (value: string) => LOCAL_DATE_TIME.test(value) && fieldsOf(value) !== undefined;

/**
 * The instant a LocalDate (its midnight) or LocalDateTime names in the zone; undefined when the text is not a
 * date or the time does not exist there (skipped by a daylight-saving change).
 */
export function instantOf(local: string, timeZone: string): number | undefined {
  const fields = fieldsOf(local);
  if (fields === undefined) return undefined;
  const asUtc = Date.UTC(fields.year, fields.month - 1, fields.day, fields.hour, fields.minute);
  // The offset at the guess, then at the corrected instant: enough for every real zone's transitions.
  let instant = asUtc - offsetAt(asUtc, timeZone);
  instant = asUtc - offsetAt(instant, timeZone);
  const back = localDateTimeAt(instant, timeZone);
  const expected = LOCAL_DATE.test(local) ? `${local}T00:00` : local;
  return back === expected ? instant : undefined;
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** The LocalDateTime (to the minute, seconds dropped) of an instant in the zone. */
export function localDateTimeAt(ms: number, timeZone: string): string {
  const wall = wallClockAt(ms, timeZone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** Whether the instant falls on a whole minute in the zone (every real zone's offset is whole minutes). */
export const isWholeMinute = (ms: number) => ms % MINUTE_MS === 0;

/** The LocalDate after this one. */
export function nextDay(date: string): string {
  const fields = fieldsOf(date);
  if (fields === undefined) return date;
  return new Date(Date.UTC(fields.year, fields.month - 1, fields.day) + DAY_MS).toISOString().slice(0, 10);
}

/** ISO 8601 with the zone's offset at that instant: '2024-06-19T13:45:00-04:00', or '…Z' where the offset is 0. */
export function isoWithOffset(ms: number, timeZone: string): string {
  const offset = offsetAt(ms, timeZone);
  const local = localDateTimeAt(ms, timeZone);
  if (offset === 0) return `${local}:00Z`;
  const sign = offset < 0 ? '-' : '+';
  const minutes = Math.abs(offset) / MINUTE_MS;
  return `${local}:00${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** An ISO 8601 instant with a zone designator (Z or ±HH:MM); undefined for anything else. */
export function parseInstant(text: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return undefined;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? undefined : ms;
}
