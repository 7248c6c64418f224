import type { Condition } from '../conditions';
import type { Expr } from './ast';
import type { Predicate } from './ir';
import { existsEvent, pushNotDown } from './logic';
import { parseExpression, TokenStream } from './parser';
import type { QueryContext } from './query-context';
import { QueryLanguageError } from './query-language-error';
import { Resolver, scopeFields } from './resolve';
import { predicateToSql } from './to-sql';

interface SelectForm {
  contactQualifiers: Set<string>;
  eventQualifiers?: Set<string>;
  where?: Expr;
}

/** `FROM <table> [AS] [alias]`'s table and the names that then qualify its columns. */
function parseTable(stream: TokenStream, expected: 'contact_data' | 'event_data'): Set<string> {
  const table = stream.expectName(expected);
  if (table.text.toLowerCase() !== expected) {
    throw new QueryLanguageError(expected === 'contact_data' ? `unknown table ${table.text}: select FROM contact_data` : `unknown table ${table.text}: only event_data can be joined`, table.position);
  }
  const names = new Set<string>([expected]);
  const aliased = stream.acceptKeyword('AS');
  const next = stream.peek();
  if (aliased || next.type === 'quoted' || (next.type === 'identifier' && !['JOIN', 'INNER', 'ON', 'WHERE'].includes(next.text.toUpperCase()))) {
    names.add(stream.expectName('an alias').text.toLowerCase());
  }
  return names;
}

function isColumn(expr: Expr | undefined, name: string, qualifiers?: ReadonlySet<string>): boolean {
  return expr?.type === 'column' && expr.name.toLowerCase() === name && (expr.qualifier === undefined || qualifiers === undefined || qualifiers.has(expr.qualifier.toLowerCase()));
}

/** The documented form: `SELECT contact_id, updated_at FROM contact_data [AS c] [[INNER] JOIN event_data [AS e] ON …] [WHERE …]`. */
function parseSelect(queryDsl: string): SelectForm {
  const stream = new TokenStream(queryDsl);
  if (!stream.isKeyword('SELECT')) throw new QueryLanguageError('a query_dsl must be SELECT contact_id, updated_at FROM contact_data …', stream.peek().position);
  stream.next();
  const first = parseExpression(stream);
  stream.expectSymbol(',', ' after contact_id (select exactly contact_id, updated_at)');
  const second = parseExpression(stream);
  const maxOf = second.type === 'call' && second.name.toLowerCase() === 'max' && second.args.length === 1 && second.args[0]?.type === 'column';
  if (maxOf && stream.acceptKeyword('AS')) stream.expectName('an alias');
  stream.expectKeyword('FROM', ' (select exactly contact_id, updated_at)');
  const contactQualifiers = parseTable(stream, 'contact_data');
  if (!isColumn(first, 'contact_id', contactQualifiers) || !(maxOf || isColumn(second, 'updated_at', contactQualifiers))) {
    throw new QueryLanguageError('select exactly contact_id, updated_at (or MAX(…) AS updated_at)', first.position);
  }
  let eventQualifiers: Set<string> | undefined;
  if (stream.isKeyword('JOIN') || stream.isKeyword('INNER')) {
    if (stream.acceptKeyword('INNER')) stream.expectKeyword('JOIN', ' after INNER');
    else stream.next();
    eventQualifiers = parseTable(stream, 'event_data');
    const on = stream.expectKeyword('ON', ' after the joined table');
    const condition = parseExpression(stream);
    const joinsOnContact =
      isColumn(condition, 'contact_id') ||
      (condition.type === 'comparison' &&
        condition.operator === '=' &&
        ((isColumn(condition.left, 'contact_id', contactQualifiers) && isColumn(condition.right, 'contact_id', eventQualifiers)) ||
          (isColumn(condition.left, 'contact_id', eventQualifiers) && isColumn(condition.right, 'contact_id', contactQualifiers))));
    if (!joinsOnContact) throw new QueryLanguageError('tables are joined only ON contact_id (c.contact_id = e.contact_id)', on.position);
  }
  let where: Expr | undefined;
  if (stream.acceptKeyword('WHERE')) where = parseExpression(stream);
  stream.expectEnd();
  return { contactQualifiers, eventQualifiers, where };
}

/**
 * A Segments 2.0 `query_dsl` (ENDPOINTS.md §14b) as a store condition, within the parent list when given;
 * throws QueryLanguageError.
 */
export function compileQueryDsl(queryDsl: string, context: QueryContext & { parentListId?: string }): Condition {
  const { contactQualifiers, eventQualifiers, where } = parseSelect(queryDsl);
  const resolver = new Resolver({ customFields: scopeFields(context), now: context.now, contactQualifiers, eventQualifiers, unqualifiedEvents: eventQualifiers !== undefined });
  let predicate: Predicate = pushNotDown(where === undefined ? { k: 'truth', value: true } : resolver.predicate(where));
  if (eventQualifiers !== undefined) predicate = existsEvent(predicate);
  if (context.parentListId !== undefined) predicate = { k: 'and', items: [predicate, { k: 'member', field: 'list_ids', values: [context.parentListId], negated: false }] };
  return { kind: 'query', ...predicateToSql(predicate) };
}
