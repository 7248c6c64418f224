import type { ArithmeticOperator, ComparisonOperator, Expr, IntervalUnit } from './ast';
import { QueryLanguageError } from './query-language-error';
import { tokenize, type Token } from './tokens';

/** Words that start or continue an expression's syntax: a column of such a name needs backticks. */
const RESERVED = new Set(['AND', 'OR', 'NOT', 'IS', 'NULL', 'IN', 'BETWEEN', 'LIKE', 'TRUE', 'FALSE', 'TIMESTAMP', 'INTERVAL', 'SELECT', 'FROM', 'WHERE', 'JOIN', 'INNER', 'ON', 'AS']);
const UNITS: readonly IntervalUnit[] = ['second', 'minute', 'hour', 'day', 'month', 'year'];

// Binding powers, loosest first.
const OR = 10;
const AND = 20;
const NOT = 30;
const COMPARE = 40;
const ADD = 50;
const MULTIPLY = 60;
const UNARY = 70;

const describe = (token: Token) => (token.type === 'end' ? 'the end of the query' : `'${token.text}'`);

/** Tokens with a cursor, shared by the expression parser and query_dsl's SELECT form. */
export class TokenStream {
  private index = 0;
  private readonly tokens: Token[];

  constructor(query: string) {
    this.tokens = tokenize(query);
  }

  peek(offset = 0): Token {
    return this.tokens[Math.min(this.index + offset, this.tokens.length - 1)] as Token;
  }

  next(): Token {
    const token = this.peek();
    if (token.type !== 'end') this.index += 1;
    return token;
  }

  isKeyword(word: string, offset = 0): boolean {
    const token = this.peek(offset);
    return token.type === 'identifier' && token.text.toUpperCase() === word;
  }

  isSymbol(symbol: string, offset = 0): boolean {
    const token = this.peek(offset);
    return token.type === 'symbol' && token.text === symbol;
  }

  acceptKeyword(word: string): boolean {
    if (!this.isKeyword(word)) return false;
    this.next();
    return true;
  }

  acceptSymbol(symbol: string): boolean {
    if (!this.isSymbol(symbol)) return false;
    this.next();
    return true;
  }

  expectKeyword(word: string, context = ''): Token {
    if (!this.isKeyword(word)) throw this.unexpected(`expected ${word}${context}`);
    return this.next();
  }

  expectSymbol(symbol: string, context = ''): Token {
    if (!this.isSymbol(symbol)) throw this.unexpected(`expected '${symbol}'${context}`);
    return this.next();
  }

  /** A column or table name: an identifier that is not a keyword, or a backticked one. */
  expectName(what: string): Token {
    const token = this.peek();
    if (token.type === 'quoted' || (token.type === 'identifier' && !RESERVED.has(token.text.toUpperCase()))) return this.next();
    throw this.unexpected(`expected ${what}`);
  }

  expectEnd(): void {
    if (this.peek().type !== 'end') throw this.unexpected('expected the end of the query');
  }

  unexpected(expectation: string): QueryLanguageError {
    const token = this.peek();
    return new QueryLanguageError(`${expectation} but found ${describe(token)}`, token.position);
  }
}

/** One expression of the shared grammar (Pratt parsing), up to the first token it cannot continue with. */
export function parseExpression(stream: TokenStream, minimum = 0): Expr {
  let left = parsePrefix(stream);
  for (;;) {
    const token = stream.peek();
    const position = token.position;
    const word = token.type === 'identifier' ? token.text.toUpperCase() : undefined;
    if (word === 'OR' || word === 'AND') {
      const power = word === 'OR' ? OR : AND;
      if (power <= minimum) return left;
      stream.next();
      left = { type: 'logical', operator: word, left, right: parseExpression(stream, power), position };
      continue;
    }
    if (token.type === 'symbol' && ['=', '!=', '<', '<=', '>', '>='].includes(token.text)) {
      if (COMPARE <= minimum) return left;
      stream.next();
      left = { type: 'comparison', operator: token.text as ComparisonOperator, left, right: parseExpression(stream, COMPARE), position };
      continue;
    }
    if (token.type === 'symbol' && ['+', '-', '*', '/', '%'].includes(token.text)) {
      const power = token.text === '+' || token.text === '-' ? ADD : MULTIPLY;
      if (power <= minimum) return left;
      stream.next();
      left = { type: 'arithmetic', operator: token.text as ArithmeticOperator, left, right: parseExpression(stream, power), position };
      continue;
    }
    if (word === 'IS' || word === 'IN' || word === 'BETWEEN' || word === 'LIKE' || (word === 'NOT' && ['IN', 'BETWEEN', 'LIKE'].some((next) => stream.isKeyword(next, 1)))) {
      if (COMPARE <= minimum) return left;
      left = parsePredicate(stream, left);
      continue;
    }
    return left;
  }
}

/** IS [NOT] NULL, [NOT] IN (…), [NOT] BETWEEN … AND …, [NOT] LIKE … after `operand`. */
function parsePredicate(stream: TokenStream, operand: Expr): Expr {
  const position = stream.peek().position;
  if (stream.acceptKeyword('IS')) {
    const negated = stream.acceptKeyword('NOT');
    stream.expectKeyword('NULL', ' after IS');
    return { type: 'is_null', operand, negated, position };
  }
  const negated = stream.acceptKeyword('NOT');
  if (stream.acceptKeyword('IN')) {
    stream.expectSymbol('(', ' after IN');
    if (stream.acceptKeyword('SELECT')) return parseEventSubquery(stream, operand, negated, position);
    const items = parseList(stream, ')');
    if (items.length === 0) throw new QueryLanguageError('IN needs at least one value', position);
    return { type: 'in', operand, items, negated, position };
  }
  if (stream.acceptKeyword('BETWEEN')) {
    const low = parseExpression(stream, COMPARE);
    stream.expectKeyword('AND', ' in BETWEEN');
    return { type: 'between', operand, low, high: parseExpression(stream, COMPARE), negated, position };
  }
  stream.expectKeyword('LIKE');
  return { type: 'like', operand, pattern: parseExpression(stream, COMPARE), negated, position };
}

/** Comma-separated expressions up to `close` (consumed). */
/** The rest of `IN (SELECT contact_id FROM event_data [AS] [alias] [WHERE …])`, after SELECT: a contact's mail events. */
function parseEventSubquery(stream: TokenStream, operand: Expr, negated: boolean, position: number): Expr {
  const selected = parseExpression(stream);
  stream.expectKeyword('FROM', ' (a subquery selects contact_id FROM event_data)');
  const table = stream.expectName('event_data');
  if (table.text.toLowerCase() !== 'event_data') throw new QueryLanguageError(`unknown table ${table.text}: a subquery selects FROM event_data`, table.position);
  const names = ['event_data'];
  const aliased = stream.acceptKeyword('AS');
  const next = stream.peek();
  if (aliased || next.type === 'quoted' || (next.type === 'identifier' && next.text.toUpperCase() !== 'WHERE')) names.push(stream.expectName('an alias').text.toLowerCase());
  const where = stream.acceptKeyword('WHERE') ? parseExpression(stream) : undefined;
  stream.expectSymbol(')', ' to close the subquery');
  return { type: 'in_events', operand, selected, names, ...(where === undefined ? {} : { where }), negated, position };
}

function parseList(stream: TokenStream, close: string): Expr[] {
  const items: Expr[] = [];
  if (stream.acceptSymbol(close)) return items;
  do items.push(parseExpression(stream));
  while (stream.acceptSymbol(','));
  stream.expectSymbol(close, items.length > 0 ? ' or a comma' : '');
  return items;
}

function parsePrefix(stream: TokenStream): Expr {
  const token = stream.peek();
  const position = token.position;
  if (token.type === 'number') {
    stream.next();
    return { type: 'literal', value: Number(token.text), position };
  }
  if (token.type === 'string') {
    stream.next();
    return { type: 'literal', value: token.text, position };
  }
  if (token.type === 'symbol') {
    if (stream.acceptSymbol('(')) {
      const inner = parseExpression(stream);
      stream.expectSymbol(')', ' to close the parenthesis');
      return inner.type === 'logical' ? { ...inner, parenthesized: true } : inner;
    }
    if (stream.acceptSymbol('[')) return { type: 'array', items: parseList(stream, ']'), position };
    if (stream.acceptSymbol('-')) return { type: 'negate', operand: parseExpression(stream, UNARY), position };
    if (stream.acceptSymbol('+')) return parseExpression(stream, UNARY);
    throw stream.unexpected('expected a value');
  }
  if (token.type === 'identifier') {
    switch (token.text.toUpperCase()) {
      case 'NOT':
        stream.next();
        return { type: 'not', operand: parseExpression(stream, NOT), position };
      case 'NULL':
        stream.next();
        return { type: 'literal', value: null, position };
      case 'TRUE':
      case 'FALSE':
        stream.next();
        return { type: 'literal', value: token.text.toUpperCase() === 'TRUE', position };
      case 'TIMESTAMP': {
        stream.next();
        const text = stream.peek();
        if (text.type !== 'string') throw stream.unexpected('expected a quoted date after TIMESTAMP');
        stream.next();
        return { type: 'timestamp', text: text.text, position };
      }
      case 'INTERVAL':
        return parseInterval(stream);
      default:
        break;
    }
  }
  const name = stream.expectName('a value');
  if (token.type === 'identifier' && stream.isSymbol('(')) {
    stream.next();
    return { type: 'call', name: name.text, args: parseList(stream, ')'), position };
  }
  if (stream.acceptSymbol('.')) return { type: 'column', qualifier: name.text, name: stream.expectName('a column name').text, position };
  return { type: 'column', name: name.text, position };
}

function parseInterval(stream: TokenStream): Expr {
  const position = stream.next().position;
  const negative = stream.acceptSymbol('-');
  const amount = stream.peek();
  if (amount.type !== 'number' || !/^\d+$/.test(amount.text)) throw stream.unexpected('expected a whole number after INTERVAL');
  stream.next();
  const unitToken = stream.peek();
  const unit = unitToken.type === 'identifier' ? UNITS.find((candidate) => [candidate, `${candidate}s`].includes(unitToken.text.toLowerCase())) : undefined;
  if (unit === undefined) throw stream.unexpected(`expected a unit (${UNITS.join(', ')})`);
  stream.next();
  return { type: 'interval', amount: (negative ? -1 : 1) * Number(amount.text), unit, position };
}

/** A whole query of the expression grammar (SGQL, or query_dsl's WHERE). */
export function parseWholeExpression(query: string): Expr {
  const stream = new TokenStream(query);
  if (stream.peek().type === 'end') throw new QueryLanguageError('the query is empty', 0);
  const expression = parseExpression(stream);
  stream.expectEnd();
  return expression;
}
