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

  it('allow no inline script and no JavaScript eval (WebAssembly only); inline styles for emails; the dev nonce is for scripts only', () => {
    const directives = (policy: string): Record<string, string> =>
      Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive]));
    expect(directives(contentSecurityPolicy())['script-src']).toBe("script-src 'self' 'wasm-unsafe-eval'");
    expect(directives(contentSecurityPolicy())['style-src']).toBe("style-src 'self' 'unsafe-inline'");
    expect(directives(contentSecurityPolicy())['img-src']).toBe("img-src 'self' data: blob: https:");
    const dev = directives(contentSecurityPolicy('abc123'));
    expect(dev['script-src']).toBe("script-src 'self' 'wasm-unsafe-eval' 'nonce-abc123'");
    expect(dev['style-src']).toBe("style-src 'self' 'unsafe-inline'");
    expect(Object.values(dev).filter((directive) => directive.includes('nonce'))).toHaveLength(1);
    expect(securityHeaders('abc123')['Content-Security-Policy']).toBe(contentSecurityPolicy('abc123'));
  });

  it('name the app’s own origin for images when asked (a sandboxed preview’s opaque origin matches no self), and nothing else', () => {
    const directives = (policy: string): Record<string, string> =>
      Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive]));
    const mock = directives(contentSecurityPolicy(undefined, 'http://127.0.0.1:4173'));
    expect(mock['img-src']).toBe("img-src 'self' http://127.0.0.1:4173 data: blob: https:");
    expect({ ...mock, 'img-src': '' }).toEqual({ ...directives(contentSecurityPolicy()), 'img-src': '' });
  });
});
