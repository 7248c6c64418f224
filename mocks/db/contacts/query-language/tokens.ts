import { QueryLanguageError } from './query-language-error';

export type TokenType = 'number' | 'string' | 'identifier' | 'quoted' | 'symbol' | 'end';

export interface Token {
  type: TokenType;
  /** A string's or quoted identifier's content (escapes resolved), a symbol, an identifier as written. */
  text: string;
  /** 0-based offset in the query. */
  position: number;
}

const SYMBOLS = ['!=', '<>', '<=', '>=', '=', '<', '>', '+', '-', '*', '/', '%', '(', ')', '[', ']', ',', '.'];

/**
 * Splits a query into tokens. Strings take single or double quotes; inside one a backslash takes the
 * next character as it is and a doubled delimiter (SQL's `'O''Brien'`) stands for itself. Identifiers are
 * letters, digits and `_` (not starting with a digit), anything else in backticks.
 */
export function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < query.length) {
    const character = query[index] as string;
    if (/\s/.test(character)) {
      index += 1;
      continue;
    }
    const start = index;
    if (character === "'" || character === '"' || character === '`') {
      let text = '';
      index += 1;
      for (;;) {
        if (index >= query.length) throw new QueryLanguageError(character === '`' ? 'unterminated quoted identifier' : 'unterminated string', start);
        const next = query[index] as string;
        if (next === '\\' && character !== '`' && index + 1 < query.length) {
          text += query[index + 1];
          index += 2;
        } else if (next === character && query[index + 1] === character) {
          text += character;
          index += 2;
        } else if (next === character) {
          index += 1;
          break;
        } else {
          text += next;
          index += 1;
        }
      }
      if (character === '`' && text === '') throw new QueryLanguageError('empty quoted identifier', start);
      tokens.push({ type: character === '`' ? 'quoted' : 'string', text, position: start });
      continue;
    }
    const number = /^(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][+-]?\d+)?/.exec(query.slice(index));
    if (number) {
      index += number[0].length;
      if (/[A-Za-z_]/.test(query[index] ?? '')) throw new QueryLanguageError(`unexpected character '${query[index]}' after a number`, index);
      tokens.push({ type: 'number', text: number[0], position: start });
      continue;
    }
    const identifier = /^[A-Za-z_][A-Za-z0-9_]*/.exec(query.slice(index));
    if (identifier) {
      index += identifier[0].length;
      tokens.push({ type: 'identifier', text: identifier[0], position: start });
      continue;
    }
    const symbol = SYMBOLS.find((candidate) => query.startsWith(candidate, index));
    if (symbol === undefined) throw new QueryLanguageError(`unexpected character '${character}'`, index);
    index += symbol.length;
    tokens.push({ type: 'symbol', text: symbol === '<>' ? '!=' : symbol, position: start });
  }
  tokens.push({ type: 'end', text: '', position: query.length });
  return tokens;
}
