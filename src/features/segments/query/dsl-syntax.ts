/**
 * Reading Segments 2.0 `query_dsl` (ENDPOINTS.md §14b) into a syntax tree, for the builder to recognise
 * its own queries. It reads the SQL subset's expressions in full (so a query written elsewhere parses and
 * can be judged "too advanced" precisely) and keeps parentheses as nodes: the builder's groups and compound
 * conditions are told apart by them.
 */

export type Expr =
  | { type: 'and' | 'or'; left: Expr; right: Expr }
  | { type: 'not'; operand: Expr }
  | { type: 'paren'; inner: Expr }
  | { type: 'compare'; operator: '=' | '!=' | '<' | '<=' | '>' | '>='; left: Expr; right: Expr }
  | { type: 'is_null'; operand: Expr; negated: boolean }
  | { type: 'like'; operand: Expr; pattern: Expr; negated: boolean }
  | { type: 'between'; operand: Expr; low: Expr; high: Expr; negated: boolean }
  | { type: 'in'; operand: Expr; items: Expr[]; negated: boolean }
  /** `x [NOT] IN (SELECT alias.contact_id FROM event_data [AS alias] WHERE …)`: a contact's mail events. */
  | { type: 'in_events'; operand: Expr; alias: string | undefined; column: string; where: Expr | undefined; negated: boolean }
  | { type: 'arithmetic'; operator: '+' | '-' | '*' | '/' | '%'; left: Expr; right: Expr }
  | { type: 'negate'; operand: Expr }
  | { type: 'column'; qualifier: string | undefined; name: string }
  | { type: 'string'; value: string }
  | { type: 'number'; value: number }
  | { type: 'null' }
  | { type: 'boolean'; value: boolean }
  | { type: 'interval'; amount: number; unit: string }
  | { type: 'call'; name: string; args: Expr[] }
  | { type: 'array'; items: Expr[] };

/** `SELECT … FROM contact_data [AS c] [[INNER] JOIN event_data [AS e] ON …] [WHERE …]`. */
export interface SelectStatement {
  contactAlias: string | undefined;
  eventAlias: string | undefined;
  joinsEvents: boolean;
  where: Expr | undefined;
}

export class DslSyntaxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DslSyntaxError';
  }
}

type Token =
  | { kind: 'word'; text: string; upper: string; at: number }
  | { kind: 'quoted_word'; text: string; at: number }
  | { kind: 'string'; value: string; at: number }
  | { kind: 'number'; value: number; at: number }
  | { kind: 'symbol'; text: string; at: number }
  | { kind: 'end'; at: number };

const SYMBOLS = ['!=', '<>', '<=', '>=', '=', '<', '>', '(', ')', ',', '.', '+', '-', '*', '/', '%', '[', ']'];

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < source.length) {
    const char = source.charAt(at);
    if (/\s/.test(char)) {
      at += 1;
    } else if (/[A-Za-z_]/.test(char)) {
      const text = /^[A-Za-z_][A-Za-z0-9_]*/.exec(source.slice(at))?.[0] ?? char;
      tokens.push({ kind: 'word', text, upper: text.toUpperCase(), at });
      at += text.length;
    } else if (/[0-9]/.test(char)) {
      const text = /^\d+(\.\d+)?/.exec(source.slice(at))?.[0] ?? char;
      tokens.push({ kind: 'number', value: Number(text), at });
      at += text.length;
    } else if (char === "'" || char === '"' || char === '`') {
      let value = '';
      let end = at + 1;
      for (;;) {
        if (end >= source.length) throw new DslSyntaxError(`unterminated ${char === '`' ? 'identifier' : 'string'} at ${at + 1}`);
        const next = source.charAt(end);
        if (next === '\\' && char !== '`') {
          value += source.charAt(end + 1);
          end += 2;
        } else if (next === char) {
          end += 1;
          break;
        } else {
          value += next;
          end += 1;
        }
      }
      tokens.push(char === '`' ? { kind: 'quoted_word', text: value, at } : { kind: 'string', value, at });
      at = end;
    } else {
      const symbol = SYMBOLS.find((candidate) => source.startsWith(candidate, at));
      if (symbol === undefined) throw new DslSyntaxError(`unexpected "${char}" at ${at + 1}`);
      tokens.push({ kind: 'symbol', text: symbol === '<>' ? '!=' : symbol, at });
      at += symbol.length;
    }
  }
  tokens.push({ kind: 'end', at });
  return tokens;
}

const COMPARISONS = new Set(['=', '!=', '<', '<=', '>', '>=']);
const RESERVED = new Set(['SELECT', 'FROM', 'WHERE', 'JOIN', 'INNER', 'ON', 'AS', 'AND', 'OR', 'NOT', 'IS', 'LIKE', 'BETWEEN', 'IN']);

class Parser {
  private index = 0;

  constructor(private readonly tokens: Token[]) {}

  private get current(): Token {
    return this.tokens[this.index] ?? { kind: 'end', at: 0 };
  }

  private describe(token: Token): string {
    switch (token.kind) {
      case 'end':
        return 'the end of the query';
      case 'word':
      case 'quoted_word':
        return `"${token.text}" at ${token.at + 1}`;
      case 'string':
        return `a string at ${token.at + 1}`;
      case 'number':
        return `${token.value} at ${token.at + 1}`;
      default:
        return `"${token.text}" at ${token.at + 1}`;
    }
  }

  private fail(expected: string): never {
    throw new DslSyntaxError(`expected ${expected}, found ${this.describe(this.current)}`);
  }

  private isWord(...words: string[]): boolean {
    const token = this.current;
    return token.kind === 'word' && words.includes(token.upper);
  }

  private isSymbol(text: string): boolean {
    const token = this.current;
    return token.kind === 'symbol' && token.text === text;
  }

  private acceptWord(word: string): boolean {
    if (!this.isWord(word)) return false;
    this.index += 1;
    return true;
  }

  private acceptSymbol(text: string): boolean {
    if (!this.isSymbol(text)) return false;
    this.index += 1;
    return true;
  }

  private expectWord(word: string): void {
    if (!this.acceptWord(word)) this.fail(word);
  }

  private expectSymbol(text: string): void {
    if (!this.acceptSymbol(text)) this.fail(`"${text}"`);
  }

  private identifier(what: string): string {
    const token = this.current;
    if (token.kind === 'quoted_word' || (token.kind === 'word' && !RESERVED.has(token.upper))) {
      this.index += 1;
      return token.text;
    }
    return this.fail(what);
  }

  statement(): SelectStatement {
    this.expectWord('SELECT');
    const selected = [this.columnName()];
    while (this.acceptSymbol(',')) selected.push(this.columnName());
    const names = selected.map((column) => column.name.toLowerCase());
    if (names.length !== 2 || names[0] !== 'contact_id' || names[1] !== 'updated_at') {
      throw new DslSyntaxError('the query must select contact_id, updated_at');
    }
    this.expectWord('FROM');
    const table = this.identifier('a table');
    if (table.toLowerCase() !== 'contact_data') throw new DslSyntaxError(`unknown table ${table}: the query selects from contact_data`);
    const contactAlias = this.alias();
    let eventAlias: string | undefined;
    let joinsEvents = false;
    if (this.isWord('JOIN', 'INNER')) {
      this.acceptWord('INNER');
      this.expectWord('JOIN');
      const joined = this.identifier('a table');
      if (joined.toLowerCase() !== 'event_data') throw new DslSyntaxError(`unknown table ${joined}: only event_data can be joined`);
      eventAlias = this.alias();
      joinsEvents = true;
      this.expectWord('ON');
      const left = this.columnName();
      const right = this.acceptSymbol('=') ? this.columnName() : left;
      if (left.name.toLowerCase() !== 'contact_id' || right.name.toLowerCase() !== 'contact_id') {
        throw new DslSyntaxError('tables are joined on contact_id only');
      }
    }
    const where = this.acceptWord('WHERE') ? this.expression() : undefined;
    if (this.current.kind !== 'end') this.fail('the end of the query');
    return { contactAlias, eventAlias, joinsEvents, where };
  }

  private alias(): string | undefined {
    if (this.acceptWord('AS')) return this.identifier('an alias');
    const token = this.current;
    return token.kind === 'word' && !RESERVED.has(token.upper) ? this.identifier('an alias') : undefined;
  }

  private columnName(): { qualifier: string | undefined; name: string } {
    const first = this.identifier('a column');
    if (!this.acceptSymbol('.')) return { qualifier: undefined, name: first };
    return { qualifier: first, name: this.identifier('a column') };
  }

  expression(): Expr {
    let left = this.conjunction();
    while (this.acceptWord('OR')) left = { type: 'or', left, right: this.conjunction() };
    return left;
  }

  private conjunction(): Expr {
    let left = this.negation();
    while (this.acceptWord('AND')) left = { type: 'and', left, right: this.negation() };
    return left;
  }

  private negation(): Expr {
    if (this.acceptWord('NOT')) return { type: 'not', operand: this.negation() };
    return this.predicate();
  }

  private predicate(): Expr {
    const operand = this.additive();
    const token = this.current;
    if (token.kind === 'symbol' && COMPARISONS.has(token.text)) {
      this.index += 1;
      return { type: 'compare', operator: token.text as '=', left: operand, right: this.additive() };
    }
    if (this.acceptWord('IS')) {
      const negated = this.acceptWord('NOT');
      this.expectWord('NULL');
      return { type: 'is_null', operand, negated };
    }
    const negated = this.acceptWord('NOT');
    if (this.acceptWord('LIKE')) return { type: 'like', operand, pattern: this.additive(), negated };
    if (this.acceptWord('BETWEEN')) {
      const low = this.additive();
      this.expectWord('AND');
      return { type: 'between', operand, low, high: this.additive(), negated };
    }
    if (this.acceptWord('IN')) {
      this.expectSymbol('(');
      if (this.acceptWord('SELECT')) return this.eventSubquery(operand, negated);
      const items = [this.additive()];
      while (this.acceptSymbol(',')) items.push(this.additive());
      this.expectSymbol(')');
      return { type: 'in', operand, items, negated };
    }
    if (negated) this.fail('LIKE, BETWEEN or IN after NOT');
    return operand;
  }

  /** The rest of `IN (SELECT alias.contact_id FROM event_data [AS alias] [WHERE …])`, after SELECT. */
  private eventSubquery(operand: Expr, negated: boolean): Expr {
    const selected = this.columnName();
    this.expectWord('FROM');
    const table = this.identifier('a table');
    if (table.toLowerCase() !== 'event_data') throw new DslSyntaxError(`unknown table ${table}: a subquery selects from event_data`);
    const alias = this.alias();
    const where = this.acceptWord('WHERE') ? this.expression() : undefined;
    this.expectSymbol(')');
    return { type: 'in_events', operand, alias, column: selected.name, where, negated };
  }

  private additive(): Expr {
    let left = this.multiplicative();
    for (;;) {
      const token = this.current;
      if (token.kind !== 'symbol' || (token.text !== '+' && token.text !== '-')) return left;
      this.index += 1;
      left = { type: 'arithmetic', operator: token.text, left, right: this.multiplicative() };
    }
  }

  private multiplicative(): Expr {
    let left = this.unary();
    for (;;) {
      const token = this.current;
      if (token.kind !== 'symbol' || (token.text !== '*' && token.text !== '/' && token.text !== '%')) return left;
      this.index += 1;
      left = { type: 'arithmetic', operator: token.text, left, right: this.unary() };
    }
  }

  private unary(): Expr {
    if (this.acceptSymbol('-')) return { type: 'negate', operand: this.unary() };
    return this.primary();
  }

  private primary(): Expr {
    const token = this.current;
    switch (token.kind) {
      case 'number':
        this.index += 1;
        return { type: 'number', value: token.value };
      case 'string':
        this.index += 1;
        return { type: 'string', value: token.value };
      case 'symbol':
        if (this.acceptSymbol('(')) {
          const inner = this.expression();
          this.expectSymbol(')');
          return { type: 'paren', inner };
        }
        if (this.acceptSymbol('[')) {
          const items = this.isSymbol(']') ? [] : [this.additive()];
          while (this.acceptSymbol(',')) items.push(this.additive());
          this.expectSymbol(']');
          return { type: 'array', items };
        }
        return this.fail('a value');
      case 'word':
        return this.wordPrimary(token);
      case 'quoted_word':
        return this.column();
      default:
        return this.fail('a value');
    }
  }

  private wordPrimary(token: Extract<Token, { kind: 'word' }>): Expr {
    if (token.upper === 'NULL' || token.upper === 'TRUE' || token.upper === 'FALSE') {
      this.index += 1;
      return token.upper === 'NULL' ? { type: 'null' } : { type: 'boolean', value: token.upper === 'TRUE' };
    }
    if (token.upper === 'INTERVAL') {
      this.index += 1;
      const amount = this.current;
      if (amount.kind !== 'number') return this.fail('a number of units');
      this.index += 1;
      const unit = this.current;
      if (unit.kind !== 'word') return this.fail('a unit');
      this.index += 1;
      return { type: 'interval', amount: amount.value, unit: unit.upper };
    }
    const next = this.tokens[this.index + 1];
    if (next?.kind === 'symbol' && next.text === '(') {
      this.index += 2;
      const args = this.isSymbol(')') ? [] : [this.expression()];
      while (this.acceptSymbol(',')) args.push(this.expression());
      this.expectSymbol(')');
      return { type: 'call', name: token.upper, args };
    }
    return this.column();
  }

  private column(): Expr {
    const { qualifier, name } = this.columnName();
    return { type: 'column', qualifier, name };
  }
}

/** Reads a whole query_dsl; throws DslSyntaxError saying what was expected where. */
export function parseSelect(source: string): SelectStatement {
  return new Parser(tokenize(source)).statement();
}
