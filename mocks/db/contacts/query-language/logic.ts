import type { ComparisonOperator } from './ast';
import { predicateSources, type Predicate } from './ir';

const OPPOSITE: Record<ComparisonOperator, ComparisonOperator> = { '=': '!=', '!=': '=', '<': '>=', '>=': '<', '>': '<=', '<=': '>' };

/**
 * NOT pushed down to the conditions (De Morgan), which holds in SQL's three-valued logic: afterwards a
 * condition is true for a contact exactly when its parts say so, so sets of contacts can stand for them.
 * An `events` node is one condition (its `where` stays as written).
 */
export function pushNotDown(predicate: Predicate, negate = false): Predicate {
  switch (predicate.k) {
    case 'and':
    case 'or': {
      const k = negate === (predicate.k === 'and') ? 'or' : 'and';
      return { k, items: predicate.items.map((item) => pushNotDown(item, negate)) };
    }
    case 'not':
      return pushNotDown(predicate.item, !negate);
    case 'truth':
      return negate && predicate.value !== null ? { k: 'truth', value: !predicate.value } : predicate;
    case 'compare':
      return negate ? { ...predicate, operator: OPPOSITE[predicate.operator] } : predicate;
    default:
      return negate ? { ...predicate, negated: !predicate.negated } : predicate;
  }
}

const isEventOnly = (predicate: Predicate) => {
  const sources = predicateSources(predicate);
  return sources.event && !sources.contact && sources.custom.size === 0;
};
const mentionsEvents = (predicate: Predicate) => predicateSources(predicate).event;
const isComparison = (predicate: Predicate) => predicate.k !== 'and' && predicate.k !== 'or' && predicate.k !== 'not';
/** Event comparisons alone, or joined at one level. */
const isEventGroup = (predicate: Predicate) =>
  isEventOnly(predicate) && (isComparison(predicate) || ((predicate.k === 'and' || predicate.k === 'or') && predicate.items.every(isComparison)));

/**
 * SGQL's event conditions: the event comparisons joined at one level describe one event, which the
 * contact must have, and so does a parenthesised group of only event comparisons; NOT in front asks for no
 * such event. A condition that mixes event and contact fields asks for an event for which it holds.
 */
export function groupSgqlEvents(predicate: Predicate): Predicate {
  if (!mentionsEvents(predicate)) return predicate;
  if (predicate.k === 'not') {
    const { item } = predicate;
    if (item.k === 'not') return groupSgqlEvents(item.item);
    return isEventGroup(item) ? { k: 'events', where: item, negated: true } : { k: 'not', item: groupSgqlEvents(item) };
  }
  if (predicate.k === 'and' || predicate.k === 'or') {
    const grouped = predicate.items.filter((item) => isComparison(item) && isEventOnly(item));
    const rest = predicate.items.filter((item) => !grouped.includes(item)).map(groupSgqlEvents);
    if (grouped.length === 0) return { k: predicate.k, items: rest };
    const where: Predicate = grouped.length === 1 ? (grouped[0] as Predicate) : { k: predicate.k, items: grouped };
    return { k: predicate.k, items: [{ k: 'events', where, negated: false }, ...rest] };
  }
  return { k: 'events', where: predicate, negated: false };
}

const anyEvent: Predicate = { k: 'events', where: { k: 'truth', value: true }, negated: false };

/**
 * query_dsl's `JOIN event_data`: the contact matches when one of its events makes the WHERE true, i.e.
 * ∃ e: P(c, e). Spread over the (NOT-free) AND/OR so each part becomes a set of contacts: contact-only
 * parts need just some event, event parts become "an event matching these".
 */
export function existsEvent(predicate: Predicate): Predicate {
  if (!mentionsEvents(predicate)) return { k: 'and', items: [predicate, anyEvent] };
  if (predicate.k === 'or') return { k: 'or', items: predicate.items.map(existsEvent) };
  if (predicate.k === 'and') {
    const withEvents = predicate.items.filter(mentionsEvents);
    const rest = predicate.items.filter((item) => !mentionsEvents(item));
    const events: Predicate = withEvents.length === 1 ? existsEvent(withEvents[0] as Predicate) : { k: 'events', where: { k: 'and', items: withEvents }, negated: false };
    return { k: 'and', items: [...rest, events] };
  }
  return { k: 'events', where: predicate, negated: false };
}
