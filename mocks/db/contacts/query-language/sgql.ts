import type { Condition } from '../conditions';
import { groupSgqlEvents, pushNotDown } from './logic';
import { parseWholeExpression } from './parser';
import type { QueryContext } from './query-context';
import { Resolver, scopeFields } from './resolve';
import { predicateToSql } from './to-sql';

/** SGQL v1 (ENDPOINTS.md §14a: search `query`, legacy v1 segments) as a store condition; throws QueryLanguageError. */
export function compileSgql(query: string, context: QueryContext): Condition {
  const resolver = new Resolver({ customFields: scopeFields(context), now: context.now, contactQualifiers: new Set(), unqualifiedEvents: true });
  const predicate = pushNotDown(groupSgqlEvents(resolver.predicate(parseWholeExpression(query))));
  return { kind: 'query', ...predicateToSql(predicate) };
}
