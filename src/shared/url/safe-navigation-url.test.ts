import { describe, expect, it } from 'vitest';
import { originOf, safeNavigationUrl } from './safe-navigation-url';

const APP = 'https://app.example.com';
const API = 'https://api.example.com';
const allowed = [APP, API];

describe('safeNavigationUrl', () => {
  it('accepts http(s) URLs on the app or API origin', () => {
    expect(safeNavigationUrl('https://api.example.com/v3/downloads/1.csv', allowed)).toBe('https://api.example.com/v3/downloads/1.csv');
    expect(safeNavigationUrl('https://app.example.com/file.csv?x=1', allowed)).toBe('https://app.example.com/file.csv?x=1');
    expect(safeNavigationUrl('/v3/mock-downloads/a.csv', allowed)).toBe('https://app.example.com/v3/mock-downloads/a.csv');
  });

  it('accepts a blob: URL created by the app origin only', () => {
    expect(safeNavigationUrl('blob:https://app.example.com/0b7c1d52', allowed)).toBe('blob:https://app.example.com/0b7c1d52');
    expect(safeNavigationUrl('blob:https://evil.example/0b7c1d52', allowed)).toBeUndefined();
    expect(safeNavigationUrl('blob:https://api.example.com/0b7c1d52', allowed)).toBeUndefined();
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'https://evil.example/steal.csv',
    '//evil.example/steal.csv',
    '/\\evil.example/steal.csv',
    'https://user:pass@app.example.com/file.csv',
    'ftp://app.example.com/file.csv',
    'http://app.example.com:8080/file.csv',
    '',
    '   ',
  ])('refuses %j', (url) => {
    expect(safeNavigationUrl(url, allowed)).toBeUndefined();
  });

  it('refuses anything that is not a string', () => {
    for (const value of [undefined, null, 42, {}, ['https://app.example.com/x']]) expect(safeNavigationUrl(value, allowed)).toBeUndefined();
  });
});

describe('originOf', () => {
  it('resolves relative and absolute API bases', () => {
    expect(originOf('/v3', APP)).toBe(APP);
    expect(originOf('https://api.sendgrid.com/v3', APP)).toBe('https://api.sendgrid.com');
  });
});
