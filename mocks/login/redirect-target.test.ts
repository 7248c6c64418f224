import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target';

const ORIGIN = 'http://localhost:3000';
const target = (redirectTo?: string) =>
  redirectTarget(redirectTo === undefined ? '' : `?redirect_to=${encodeURIComponent(redirectTo)}`, ORIGIN);

describe('redirectTarget', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(target('/senders')).toBe('/senders');
    expect(target('/senders/new?from=list#top')).toBe('/senders/new?from=list#top');
  });

  it('falls back to / for a missing, foreign or ambiguous target', () => {
    for (const unsafe of [undefined, '', 'senders', 'https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/\t/evil.example', '/.//evil.example', '/%2e//evil.example', '/a/..\\/evil.example']) {
      expect(target(unsafe)).toBe('/');
    }
  });
});
