import { instantOf, localDateTimeAt, nextDay } from './query/zoned-time';

/**
 * Local days in the user's time zone (IANA), for the refresh limits that reset at the user's midnight.
 * Where a daylight-saving change skips midnight itself, the day starts at its first minute that exists.
 */
const HOUR_MS = 3_600_000;

/** `YYYY-MM-DD` of the local day `instant` falls in. */
export const localDayKey = (instant: number, timeZone: string) => localDateTimeAt(instant, timeZone).slice(0, 10);

const startOf = (day: string, timeZone: string) =>
  instantOf(`${day}T00:00`, timeZone) ?? instantOf(`${day}T01:00`, timeZone) ?? (instantOf(`${day}T02:00`, timeZone) ?? 0) - HOUR_MS;

export const startOfLocalDay = (instant: number, timeZone: string) => startOf(localDayKey(instant, timeZone), timeZone);
export const startOfNextLocalDay = (instant: number, timeZone: string) => startOf(nextDay(localDayKey(instant, timeZone)), timeZone);
