import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import { SINGLE_SEND_LIMITS } from './limits';

/** A time of day on a calendar day as the user reads it on a clock in their time zone. */
export interface WallTime {
  /** `YYYY-MM-DD` */
  date: string;
  /** `HH:mm`, 24-hour. */
  time: string;
}

export type ScheduleTimeResult =
  | { ok: true; iso: string }
  | { ok: false; reason: 'invalid' | 'nonexistent'; message: string };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The UTC instant of a wall time in an IANA zone, as the ISO string the schedule call takes
 * (`2026-06-01T14:00:00Z`). A time the clocks skip (2:30 AM on the spring-forward day) is refused,
 * since sending at "3:30 instead" would surprise; a time that happens twice (the fall-back hour) is the
 * first of the two, the one the user reaches first.
 */
export function wallTimeToUtc({ date, time }: WallTime, timeZone: string): ScheduleTimeResult {
  const day = DATE.exec(date);
  const clock = TIME.exec(time);
  if (!day || !clock) return { ok: false, reason: 'invalid', message: 'Enter a date and a time.' };
  const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const [hours, minutes] = [Number(clock[1]), Number(clock[2])];
  const zoned = new TZDate(year, month - 1, dayOfMonth, hours, minutes, timeZone);
  if (Number.isNaN(zoned.getTime())) return { ok: false, reason: 'invalid', message: 'Enter a date and a time.' };
  const calendarMoved = zoned.getFullYear() !== year || zoned.getMonth() !== month - 1 || zoned.getDate() !== dayOfMonth;
  if (calendarMoved || hours > 23 || minutes > 59) return { ok: false, reason: 'invalid', message: 'Enter a date and a time.' };
  if (zoned.getHours() !== hours || zoned.getMinutes() !== minutes) {
    return {
      ok: false,
      reason: 'nonexistent',
      message: `${time} on ${date} does not exist in ${timeZone}: the clocks skip it for daylight saving time. Choose another time.`,
    };
  }
  return { ok: true, iso: `${new Date(zoned.getTime()).toISOString().slice(0, 19)}Z` };
}

/** The wall time of an instant in a zone: what the schedule form shows for a send already scheduled. */
export function utcToWallTime(iso: string, timeZone: string): WallTime {
  const zoned = new TZDate(new Date(iso).getTime(), timeZone);
  return {
    date: `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}`,
    time: `${pad(zoned.getHours())}:${pad(zoned.getMinutes())}`,
  };
}

/**
 * The time the schedule form starts from: 8:00 AM (the spec's default) today in the user's zone when that
 * is still ahead, else tomorrow.
 */
export function defaultScheduleTime(now: Date, timeZone: string): WallTime {
  const { hours, minutes } = SINGLE_SEND_LIMITS.defaultSendTime;
  const today = new TZDate(now.getTime(), timeZone);
  const at = (day: TZDate) => new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes, timeZone);
  const candidate = at(today);
  const chosen = candidate.getTime() > now.getTime() ? candidate : at(addDays(today, 1));
  return { date: `${chosen.getFullYear()}-${pad(chosen.getMonth() + 1)}-${pad(chosen.getDate())}`, time: `${pad(hours)}:${pad(minutes)}` };
}

/** Whether a send time is still ahead. */
export const isFutureTime = (iso: string, now: Date) => new Date(iso).getTime() > now.getTime();

// The 7-day A/B window lives apart, so the stats page has it without the timezone library.
export { abPickDeadline, isAbPickWindowOpen } from './ab-window';
