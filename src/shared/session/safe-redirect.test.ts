import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginUrl, safeRedirectPath } from './safe-redirect';

const origin = 'https://app.example.com';

describe('safeRedirectPath', () => {
  it.each([
    ['/senders', '/senders'],
    ['/senders/new?x=1#top', '/senders/new?x=1#top'],
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['', '/'],
    [null, '/'],
    ['senders', '/'],
    [`${origin}/senders`, '/'],
    ['/\t/evil.example', '/'],
  ])('%s → %s', (input, expected) => {
    expect(safeRedirectPath(input, origin)).toBe(expected);
  });

  it.each([
    ['/.//evil.example', '/'],
    ['/./\\evil.example', '/'],
    ['/.\\/evil.example', '/'],
    ['/%2e//evil.example', '/'],
    ['/%2E//evil.example', '/'],
    ['/.%2e//evil.example', '/'],
    ['/%2e%2e//evil.example', '/'],
    ['/a/..//evil.example', '/'],
    ['/a/b/../..//evil.example', '/'],
    ['/../\\evil.example', '/'],
    ['/a/%2e%2e//evil.example?next=1#top', '/'],
    ['/.\t//evil.example', '/'],
    ['/\n.//evil.example', '/'],
    ['/%2f/evil.example', '/%2f/evil.example'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%5c/evil.example', '/%5c/evil.example'],
    ['/./senders', '/senders'],
    ['/a/../senders?page=2', '/senders?page=2'],
  ])('resolves %j before deciding → %s', (input, expected) => {
    expect(safeRedirectPath(input, origin)).toBe(expected);
  });

  /** What the URL parser rewrites: dot segments, their encodings, slashes, backslashes, whitespace, hosts. */
  const piece = fc.constantFrom(
    '/', '\\', '.', '..', '%2e', '%2E', '%2f', '%2F', '%5c', '%5C', '\t', '\n', '\r', ' ',
    'evil.example', 'evil.example:8443', 'app.example.com', 'user@', '@', ':', 'https:', 'javascript:', '?', '#', 'senders',
  );
  const redirectLike = fc.oneof(
    fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join('')),
    fc.tuple(fc.constantFrom('/', '//', '/\\', '/.', '/..'), fc.array(piece, { maxLength: 10 })).map(([start, pieces]) => start + pieces.join('')),
    fc.string(),
  );

  it('never leaves the origin once the result is opened, whatever the input', () => {
    fc.assert(
      fc.property(redirectLike, (raw) => {
        const result = safeRedirectPath(raw, origin);
        const opened = new URL(result, origin);
        expect(opened.origin).toBe(origin);
        expect(opened.pathname).not.toMatch(/^\/[/\\]/);
        expect(result).toBe(`${opened.pathname}${opened.search}${opened.hash}`);
      }),
      { numRuns: 2000 },
    );
  });

  it('builds the login address with an encoded redirect_to', () => {
    expect(loginUrl('/login', '/senders?a=1')).toBe('/login?redirect_to=%2Fsenders%3Fa%3D1');
  });
});
