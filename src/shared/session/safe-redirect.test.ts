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

  it('never leaves the origin, whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const result = safeRedirectPath(raw, origin);
        expect(new URL(result, origin).origin).toBe(origin);
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
      }),
    );
  });

  it('builds the login address with an encoded redirect_to', () => {
    expect(loginUrl('/login', '/senders?a=1')).toBe('/login?redirect_to=%2Fsenders%3Fa%3D1');
  });
});
