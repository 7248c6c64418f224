import { describe, expect, it } from 'vitest';
import { contactSearchQuery, searchTextProblem, sgqlStartsWith, sgqlString } from './search-query';

describe('the searchable text', () => {
  it('needs 3 characters, counted as the user sees them', () => {
    expect(searchTextProblem('an')).toBe('too-short');
    expect(searchTextProblem('  an  ')).toBe('too-short');
    expect(searchTextProblem('ann')).toBeNull();
    expect(searchTextProblem('李小龍')).toBeNull();
    expect(searchTextProblem('')).toBeNull();
  });

  it('takes letters of any script, digits, spaces and . @ _ - + \'', () => {
    for (const text of ["o'brien", 'ann+news@example.com', 'jean-luc', 'zoë', 'Ærøskøbing', 'ann_b 42', 'Straße', 'Đặng']) {
      expect(searchTextProblem(text)).toBeNull();
    }
  });

  it('refuses special characters', () => {
    for (const text of ['ann%', 'an_%', 'ann*', 'a"b"c', 'ann\\b', 'ann;drop', '(ann)', 'ann,bob', 'ann 😀', '<ann>']) {
      expect(searchTextProblem(text)).toBe('special-characters');
    }
  });
});

describe('the SGQL built from typed text', () => {
  it('quotes strings and escapes the quote and the backslash', () => {
    expect(sgqlString("o'brien")).toBe("'o\\'brien'");
    expect(sgqlString('a\\b')).toBe("'a\\\\b'");
    expect(sgqlString("\\'")).toBe("'\\\\\\''");
  });

  it('writes % as %% in a LIKE pattern, and leaves _ literal (SGQL has no _ wildcard)', () => {
    expect(sgqlStartsWith('100%')).toBe("'100%%%'");
    expect(sgqlStartsWith('ann_b')).toBe("'ann_b%'");
    expect(sgqlStartsWith("%'\\")).toBe("'%%\\'\\\\%'");
  });

  it('searches an email prefix or a first or last name, case-insensitively', () => {
    expect(contactSearchQuery('Ann')).toBe("(email LIKE 'ann%' OR lower(first_name) LIKE 'ann%' OR lower(last_name) LIKE 'ann%')");
  });

  it('matches two words as first and last name', () => {
    expect(contactSearchQuery(' Ann   Smi ')).toBe(
      "(email LIKE 'ann smi%' OR (lower(first_name) LIKE 'ann%' AND lower(last_name) LIKE 'smi%'))",
    );
  });

  it("keeps a quote inside the string it belongs to", () => {
    expect(contactSearchQuery("o'b")).toBe(
      "(email LIKE 'o\\'b%' OR lower(first_name) LIKE 'o\\'b%' OR lower(last_name) LIKE 'o\\'b%')",
    );
  });

  it('lower-cases and normalises unicode to one form', () => {
    const decomposed = 'Zoe\u0308';
    expect(contactSearchQuery(decomposed)).toBe(contactSearchQuery('zoë'));
    expect(contactSearchQuery('ÆRØ')).toContain("email LIKE 'ærø%'");
    expect(contactSearchQuery('李小龍')).toContain("lower(first_name) LIKE '李小龍%'");
  });

  it('scopes to a list with CONTAINS(list_ids, …)', () => {
    expect(contactSearchQuery('ann', 'l-1')).toBe(
      "(email LIKE 'ann%' OR lower(first_name) LIKE 'ann%' OR lower(last_name) LIKE 'ann%') AND CONTAINS(list_ids, 'l-1')",
    );
    expect(contactSearchQuery('ann', "x') OR (1=1")).toMatch(/CONTAINS\(list_ids, 'x\\'\) OR \(1=1'\)$/);
  });
});
