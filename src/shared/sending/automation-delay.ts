import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import type { AutomationMessageDto, DelayDto } from './automation';
import { AUTOMATION_LIMITS, AUTOMATION_MESSAGES } from './automation-limits';

const HOUR_MS = 3_600_000;

/**
 * When a message waiting `delay` after `anchor` goes out. Hours are exact elapsed hours. Days keep the
 * wall-clock time: the same time of day N calendar days later in the account's time zone, so one day
 * across the spring-forward night is 23 hours and across the fall-back night 25. A wall time that does
 * not exist on the target day (2:30 AM when the clocks jump from 2:00 to 3:00) moves forward by the
 * gap (3:30 AM); one that happens twice (the fall-back hour) is the first of the two.
 */
export function sendTimeAfter(anchor: Date, delay: Pick<DelayDto, 'amount' | 'unit'>, timeZone: string): Date {
  if (delay.unit === 'hours') return new Date(anchor.getTime() + delay.amount * HOUR_MS);
  return new Date(addDays(new TZDate(anchor.getTime(), timeZone), delay.amount).getTime());
}

export interface DelayAnchors {
  /** When the contact entered the automation. */
  entryAt: Date;
  /** When the message before this one on the contact's path went out; absent for the first message. */
  previousSentAt?: Date;
}

/**
 * When a message is due for a contact. A delay "after the previous email" of the automation's first
 * message counts from entry (there is no previous one). Messages on a path go out in order, so a delay
 * counted from entry never makes a message due before the previous one went out.
 */
export function dueAt(message: Pick<AutomationMessageDto, 'delay'>, anchors: DelayAnchors, timeZone: string): Date {
  const { delay } = message;
  const { entryAt, previousSentAt } = anchors;
  const anchor = delay.after === 'previous' && previousSentAt ? previousSentAt : entryAt;
  const due = sendTimeAfter(anchor, delay, timeZone);
  return previousSentAt && due.getTime() < previousSentAt.getTime() ? previousSentAt : due;
}

const amountText = (amount: number, unit: DelayDto['unit']) => {
  const singular = unit === 'hours' ? 'hour' : 'day';
  return `${amount} ${amount === 1 ? singular : unit}`;
};

/**
 * A delay as the timeline reads it: "At once after entry", "1 hour after entry", "2 days after the
 * previous email". `isFirst` (the automation's first message) reads "after the previous email" as
 * after entry, which is what it counts from.
 */
export function describeDelay(delay: DelayDto, isFirst: boolean): string {
  const anchor = delay.after === 'entry' || isFirst ? 'entry' : 'the previous email';
  return delay.amount === 0 ? `At once after ${anchor}` : `${amountText(delay.amount, delay.unit)} after ${anchor}`;
}

/** What is wrong with a delay, if anything: a whole number from 0 up to the unit's maximum. */
export function delayProblem(delay: Pick<DelayDto, 'amount' | 'unit'>): string | undefined {
  if (!Number.isInteger(delay.amount) || delay.amount < 0) return AUTOMATION_MESSAGES.delayWhole;
  if (delay.amount > AUTOMATION_LIMITS.delay[delay.unit]) return AUTOMATION_MESSAGES.delayTooLong;
  return undefined;
}
