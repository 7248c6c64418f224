import { formatDateIn } from '@/shared/format/display-format';
import { EVENT_LABELS, fieldById } from './fields';
import { OPERATOR_SYMBOLS, type EventCondition, type QueryContext, type RelativeWindow, type SegmentCondition, type SegmentQuery } from './model';
import { instantOf } from './zoned-time';

/** Conditions in plain words, for the segment detail page and the "why" dialog. */

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });
export const numberInWords = (value: number) => numberFormat.format(value);

/** A LocalDate or LocalDateTime of the user's zone, as the app shows dates ("Jun 19, 2024, 1:45 PM"). */
export function localInWords(local: string, timeZone: string): string {
  const instant = instantOf(local, timeZone);
  return instant === undefined ? local : formatDateIn(new Date(instant), timeZone, local.length > 10);
}

const quoted = (text: string) => `"${text}"`;

export const windowInWords = (window: RelativeWindow) =>
  `the ${window.direction} ${window.days === 1 ? 'day' : `${numberInWords(window.days)} days`}`;

function eventInWords(condition: EventCondition, context: QueryContext): string {
  const labels = EVENT_LABELS[condition.event];
  const verb = condition.happened ? labels.happened : labels.notHappened;
  const source =
    condition.source === 'ANY'
      ? 'any email'
      : `${condition.source.kind === 'single_send' ? 'the single send' : 'the automation'} ${condition.source.id}`;
  const window = condition.window;
  const when =
    window.kind === 'ever'
      ? 'at any time'
      : window.kind === 'last'
        ? `in ${windowInWords({ direction: 'last', days: window.days })}`
        : `between ${localInWords(window.from, context.timeZone)} and ${localInWords(window.to, context.timeZone)}`;
  const sentence = `${verb} ${source} ${when}`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** One condition: `First Name contains "ann"`, `Lifetime Value between 100 and 500`, `Opened any email in the last 30 days`. */
export function conditionInWords(condition: SegmentCondition, context: QueryContext): string {
  if (condition.kind === 'event') return eventInWords(condition, context);
  const field = fieldById(context.fields, condition.fieldId)?.displayName ?? condition.fieldId;
  const operator = OPERATOR_SYMBOLS[condition.operator];
  const value = (raw: string | number) =>
    condition.kind === 'text' ? quoted(String(raw)) : condition.kind === 'number' ? numberInWords(Number(raw)) : localInWords(String(raw), context.timeZone);
  if (condition.operator === 'blank' || condition.operator === 'not_blank') return `${field} is ${operator}`;
  if ('value' in condition) return `${field} ${operator} ${value(condition.value)}`;
  if ('from' in condition) return `${field} ${operator} ${value(condition.from)} and ${value(condition.to)}`;
  if ('date' in condition) return `${field} ${operator} ${localInWords(condition.date, context.timeZone)}`;
  return `${field} ${operator} ${windowInWords(condition.window)}`;
}

/** Each group's conditions in words (the groups are joined by AND, a group's conditions by OR). */
export const describeQuery = (query: SegmentQuery, context: QueryContext): string[][] =>
  query.groups.map((group) => group.conditions.map((condition) => conditionInWords(condition, context)));
