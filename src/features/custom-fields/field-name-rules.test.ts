import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fieldNameError,
  LEGACY_RESERVED_FIELD_MESSAGE,
  NAME_CHARACTERS_MESSAGE,
  NAME_IN_USE_MESSAGE,
  NAME_START_MESSAGE,
  NAME_TOO_LONG_MESSAGE,
  RESERVED_FIELD_MESSAGE,
  RESERVED_FIELD_NAMES,
  SQL_KEYWORD_MESSAGE,
  SQL_RESERVED_KEYWORDS,
  SYSTEM_FIELD_MESSAGE,
  SYSTEM_FIELD_NAMES,
} from './field-name-rules';
import { FIELD_NAME_MAX_LENGTH } from './limits';

const NONE: ReadonlySet<string> = new Set();
const check = (name: string, takenNames = NONE, legacy = false) => fieldNameError(name, { takenNames, legacy });

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const keywords = [...SQL_RESERVED_KEYWORDS];
const identifierKeywords = keywords.filter((word) => IDENTIFIER.test(word));

/** Each letter of `word` upper- or lower-cased at random. */
const anyCasing = (word: string) =>
  fc.array(fc.boolean(), { minLength: word.length, maxLength: word.length }).map((upper) =>
    [...word].map((char, index) => (upper[index] ? char.toUpperCase() : char.toLowerCase())).join(''),
  );

const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_');
const tail = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_');
/** Any name of the allowed characters that starts right, up to the length limit. */
const wellFormed = fc
  .tuple(letter, fc.array(tail, { maxLength: FIELD_NAME_MAX_LENGTH - 1 }))
  .map(([first, rest]) => first + rest.join(''));
const isListed = (name: string) =>
  SQL_RESERVED_KEYWORDS.has(name.toUpperCase()) || RESERVED_FIELD_NAMES.has(name.toLowerCase()) || SYSTEM_FIELD_NAMES.has(name.toLowerCase());

describe('the SQL reserved keyword list', () => {
  it('is the real, complete list: SQL:2016 and MySQL 8.0 reserved words', () => {
    expect(SQL_RESERVED_KEYWORDS.size).toBeGreaterThan(400);
    // A sample from both standards, including words only one of them reserves.
    for (const word of ['SELECT', 'FROM', 'WHERE', 'GROUP', 'ORDER', 'TABLE', 'USER', 'VALUE', 'YEAR', 'DATE', 'JSON_TABLE_PRIMITIVE', 'UESCAPE', 'MATCH_RECOGNIZE', 'LIMIT', 'ZEROFILL', 'SQL_CALC_FOUND_ROWS', 'MASTER_SSL_VERIFY_SERVER_CERT', 'INT8', 'YEAR_MONTH', 'INTERSECT']) {
      expect(SQL_RESERVED_KEYWORDS.has(word), word).toBe(true);
    }
    // Keywords that neither reserves may be field names.
    for (const word of ['NAME', 'STATUS', 'TYPE', 'SCORE', 'CITY_NAME', 'ARRAY_SIZE']) {
      expect(SQL_RESERVED_KEYWORDS.has(word), word).toBe(false);
    }
  });

  it('holds upper-case words only, none blank', () => {
    for (const word of keywords) expect(word).toMatch(/^[A-Z][A-Z0-9_-]*$/);
  });

  it('shares no name with the reserved and system fields, so each name has one message', () => {
    for (const name of [...RESERVED_FIELD_NAMES, ...SYSTEM_FIELD_NAMES]) {
      expect(SQL_RESERVED_KEYWORDS.has(name.toUpperCase()), name).toBe(false);
    }
    for (const name of RESERVED_FIELD_NAMES) expect(SYSTEM_FIELD_NAMES.has(name), name).toBe(false);
  });
});

describe('fieldNameError (property tests)', () => {
  it('refuses every SQL reserved keyword, whatever its case, with the SQL message', () => {
    fc.assert(
      fc.property(fc.constantFrom(...identifierKeywords).chain(anyCasing), (name) => {
        expect(check(name)).toBe(SQL_KEYWORD_MESSAGE);
        expect(check(name, NONE, true)).toBe(SQL_KEYWORD_MESSAGE);
      }),
      { numRuns: 500 },
    );
  });

  it('checks every keyword of the list', () => {
    for (const word of identifierKeywords) expect(check(word.toLowerCase()), word).toBe(SQL_KEYWORD_MESSAGE);
    // END-EXEC is on the list but its hyphen is caught first.
    expect(check('end-exec')).toBe(NAME_CHARACTERS_MESSAGE);
  });

  it('refuses every system field name with the system message (legacy: the legacy wording)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SYSTEM_FIELD_NAMES).chain(anyCasing), (name) => {
        expect(check(name)).toBe(SYSTEM_FIELD_MESSAGE);
        expect(check(name, NONE, true)).toBe(LEGACY_RESERVED_FIELD_MESSAGE);
      }),
    );
  });

  it('refuses every reserved field name with the reserved message (legacy: the legacy wording)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RESERVED_FIELD_NAMES).chain(anyCasing), (name) => {
        expect(check(name)).toBe(RESERVED_FIELD_MESSAGE);
        expect(check(name, NONE, true)).toBe(LEGACY_RESERVED_FIELD_MESSAGE);
      }),
    );
  });

  it('accepts any well-formed name that is on no list and not taken', () => {
    fc.assert(
      fc.property(wellFormed.filter((name) => !isListed(name)), (name) => {
        expect(check(name)).toBeUndefined();
        expect(check(`  ${name} `)).toBeUndefined();
      }),
      { numRuns: 500 },
    );
  });

  it('refuses a name taken by another custom field, compared case-insensitively', () => {
    fc.assert(
      fc.property(wellFormed.filter((name) => !isListed(name)).chain((name) => fc.tuple(fc.constant(name), anyCasing(name))), ([taken, typed]) => {
        expect(check(typed, new Set([taken.toLowerCase()]))).toBe(NAME_IN_USE_MESSAGE);
        expect(check(typed, new Set(['something_else']))).toBeUndefined();
      }),
    );
  });

  it('refuses any character outside letters, digits and underscores', () => {
    const bad = fc.string({ minLength: 1, maxLength: 3 }).filter((text) => text.trim() !== '' && /[^A-Za-z0-9_]/.test(text.trim()));
    fc.assert(
      fc.property(wellFormed, bad, fc.nat(), (name, inserted, at) => {
        const position = at % (name.length + 1);
        const typed = `${name.slice(0, position)}${inserted}${name.slice(position)}`;
        fc.pre(typed.trim().length <= FIELD_NAME_MAX_LENGTH && /[^A-Za-z0-9_]/.test(typed.trim()));
        expect(check(typed)).toBe(NAME_CHARACTERS_MESSAGE);
      }),
    );
    for (const name of ['my field', 'café', 'price$', 'a-b', 'naïve', 'x.y']) expect(check(name), name).toBe(NAME_CHARACTERS_MESSAGE);
  });

  it('refuses a name starting with a digit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), fc.array(tail, { maxLength: 30 }), (digit, rest) => {
        expect(check(`${digit}${rest.join('')}`)).toBe(NAME_START_MESSAGE);
      }),
    );
  });

  it('requires a name and limits it to 100 characters', () => {
    fc.assert(
      fc.property(fc.constantFrom('', ' ', '\t', '   \n'), (blank) => {
        expect(check(blank)).toBe('is a required field');
      }),
    );
    expect(check('a'.repeat(FIELD_NAME_MAX_LENGTH))).toBeUndefined();
    expect(check('a'.repeat(FIELD_NAME_MAX_LENGTH + 1))).toBe(NAME_TOO_LONG_MESSAGE);
    expect(NAME_TOO_LONG_MESSAGE).toBe('must not exceed 100 characters');
  });

  it('uses the spec’s exact wording', () => {
    expect(SQL_KEYWORD_MESSAGE).toBe("can't name custom field with SQL reserved keywords");
    expect(SYSTEM_FIELD_MESSAGE).toBe("can't name custom field with system field names");
    expect(RESERVED_FIELD_MESSAGE).toBe("can't name custom field with reserved field names");
    expect(LEGACY_RESERVED_FIELD_MESSAGE).toBe('You have used a reserved field name for your custom field.');
    expect(NAME_IN_USE_MESSAGE).toBe('field name is already in use');
  });
});
