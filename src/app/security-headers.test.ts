import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

const readme = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../README.md'), 'utf8');

describe('security headers', () => {
  it('are the exact lines README.md gives whoever hosts the build', () => {
    const section = readme.slice(readme.indexOf('## Content security policy'));
    const block = /```\n([\s\S]*?)\n```/.exec(section)?.[1];
    expect(block).toBe(
      Object.entries(securityHeaders())
        .map(([name, value]) => `${name}: ${value}`)
        .join('\n'),
    );
  });

  it('allow no inline code and no eval; the dev nonce is added to scripts and styles only', () => {
    const directives = (policy: string): Record<string, string> =>
      Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive]));
    expect(contentSecurityPolicy()).not.toMatch(/unsafe-|nonce/);
    const dev = directives(contentSecurityPolicy('abc123'));
    expect(dev['script-src']).toBe("script-src 'self' 'nonce-abc123'");
    expect(dev['style-src']).toBe("style-src 'self' 'nonce-abc123'");
    expect(Object.values(dev).filter((directive) => directive.includes('nonce'))).toHaveLength(2);
    expect(securityHeaders('abc123')['Content-Security-Policy']).toBe(contentSecurityPolicy('abc123'));
  });
});
