import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUnsubscribeLink } from '@/shared/sending/unsubscribe-tags';
import { checkLink, isAllowedImageSource, LINK_MESSAGES } from './link-policy';
import { countTrackedLinks, isTrackedLink, MAX_TRACKED_LINKS } from './tracked-links';

describe('link policy', () => {
  it.each([
    ['https://example.com/sale?x=1&y={{id}}', 'http'],
    ['http://example.com', 'http'],
    ['HTTPS://EXAMPLE.COM', 'http'],
    ['  https://example.com  ', 'http'],
    ['mailto:hello@example.com?subject=Hi', 'mailto'],
    ['tel:+1 (555) 010-9999', 'tel'],
    ['tel:{{phone}}', 'tel'],
    ['{{{unsubscribe}}}', 'tag'],
    ['{{{unsubscribe_preferences}}}', 'tag'],
    ['[Unsubscribe]', 'tag'],
    ['[Unsubscribe_Preferences]', 'tag'],
    ['{{Weblink}}', 'tag'],
    ['{{ product_url }}', 'tag'],
    ['<%asm_group_unsubscribe_raw_url%>', 'tag'],
  ])('allows %s as a %s link', (href, kind) => {
    expect(checkLink(href)).toEqual({ ok: true, kind });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\u0000script:alert(1)',
    '\u200Bjavascript:alert(1)',
    'jav&#x61;script:alert(1)',
    'jav&#97;script:alert(1)',
    'jav&#0000097script:alert(1)',
    'javascript&colon;alert(1)',
    'java&Tab;script:alert(1)',
    'jav&amp;#x61;script:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'DATA:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    'VbScript:msgbox(1)',
    'v b s c r i p t:msgbox(1)',
  ])('refuses %j with the unsafe-scheme message', (href) => {
    expect(checkLink(href)).toEqual({ ok: false, problem: 'unsafe', message: LINK_MESSAGES.unsafe });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['#', 'empty'],
    ['ftp://example.com', 'unsupported'],
    ['file:///etc/passwd', 'unsupported'],
    ['sms:+15550100', 'unsupported'],
    ['www.example.com', 'invalid'],
    ['/relative/path', 'invalid'],
    ['https://', 'invalid'],
    ['https://exa mple.com', 'invalid'],
    ['mailto:', 'invalid'],
    ['tel:call-me', 'invalid'],
    ['{{{unsubscribe}}', 'invalid'],
    ['{{x}}javascript:alert(1)', 'invalid'],
  ])('refuses %j as %s', (href, problem) => {
    expect(checkLink(href)).toMatchObject({ ok: false, problem, message: LINK_MESSAGES[problem as keyof typeof LINK_MESSAGES] });
  });

  it('never allows a link whose scheme, once decoded and stripped of invisible characters, runs script', () => {
    const scheme = fc.constantFrom('javascript', 'data', 'vbscript');
    const noise = fc.constantFrom('', ' ', '\t', '\n', '\r', '\u0000', '\u001f', '\u00a0', '\u200b', '\ufeff', '&Tab;', '&NewLine;', '&#9;', '&#x0A;');
    const hostile = fc
      .tuple(scheme, fc.array(noise, { maxLength: 4 }), fc.boolean(), fc.string())
      .chain(([name, lead, upper, rest]) =>
        fc
          .array(fc.tuple(noise, fc.constantFrom<'plain' | 'decimal' | 'hex'>('plain', 'decimal', 'hex')), { minLength: name.length, maxLength: name.length })
          .map((letters) => {
            const spelled = [...name]
              .map((letter, index) => {
                const [gap, encoding] = letters[index] ?? ['', 'plain'];
                const cased = upper && index % 2 === 0 ? letter.toUpperCase() : letter;
                const encoded = encoding === 'decimal' ? `&#${cased.charCodeAt(0)};` : encoding === 'hex' ? `&#x${cased.charCodeAt(0).toString(16)};` : cased;
                return gap + encoded;
              })
              .join('');
            return `${lead.join('')}${spelled}:${rest}`;
          }),
      );
    fc.assert(
      fc.property(hostile, (href) => {
        expect(checkLink(href)).toMatchObject({ ok: false, problem: 'unsafe' });
      }),
      { numRuns: 500 },
    );
  });

  it('allows images from http(s) addresses or a tag only', () => {
    expect(isAllowedImageSource('https://cdn.example.com/a.png')).toBe(true);
    expect(isAllowedImageSource('{{hero_image}}')).toBe(true);
    expect(isAllowedImageSource('data:image/png;base64,AAAA')).toBe(false);
    expect(isAllowedImageSource('mailto:a@b.c')).toBe(false);
    expect(isAllowedImageSource('')).toBe(false);
  });

  it('recognises the unsubscribe tags', () => {
    for (const href of ['{{{unsubscribe}}}', '{{{ unsubscribe_preferences }}}', '[Unsubscribe]', '[unsubscribe_preferences]', '<%asm_group_unsubscribe_raw_url%>']) {
      expect(isUnsubscribeLink(href)).toBe(true);
    }
    expect(isUnsubscribeLink('{{Weblink}}')).toBe(false);
    expect(isUnsubscribeLink('https://example.com/unsubscribe')).toBe(false);
  });
});

describe('tracked links', () => {
  it('counts the http(s) links click tracking follows, not tags, mailto, tel or refused links', () => {
    expect(isTrackedLink('https://example.com')).toBe(true);
    expect(isTrackedLink('{{{unsubscribe}}}')).toBe(false);
    expect(countTrackedLinks(['https://a.com', 'http://b.com', 'mailto:a@b.c', 'tel:1', '{{Weblink}}', 'javascript:x', ''])).toBe(2);
    expect(MAX_TRACKED_LINKS).toBe(1000);
  });
});
