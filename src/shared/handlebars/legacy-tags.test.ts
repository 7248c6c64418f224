import fc from 'fast-check';
import Handlebars from 'handlebars';
import { describe, expect, it } from 'vitest';
import { findLegacyTags, handlebarsFor, replaceLegacyMarkers, replaceLegacyTags, summarizeLegacyTags } from './legacy-tags';

const tagsOf = (html: string) => findLegacyTags(html).map(({ tag }) => tag);

describe('findLegacyTags', () => {
  it('finds every form with its name, form and position', () => {
    const html = 'Hi -first_name-, 20% off for %last_name% in :city and [%company%]!';
    expect(findLegacyTags(html)).toEqual([
      { tag: '-first_name-', name: 'first_name', form: 'dash', index: 3 },
      { tag: '%last_name%', name: 'last_name', form: 'percent', index: 29 },
      { tag: ':city', name: 'city', form: 'colon', index: 44 },
      { tag: '[%company%]', name: 'company', form: 'percent', index: 54 },
    ]);
    for (const tag of findLegacyTags(html)) expect(html.slice(tag.index, tag.index + tag.tag.length)).toBe(tag.tag);
  });

  it.each([
    ['at the start and the end', '-name-', ['-name-']],
    ['next to punctuation', '(-a-) "%b%". :cc; <b>:dd</b>', ['-a-', '%b%', ':cc', ':dd']],
    ['on their own lines', 'Dear\n-first_name-\n%last_name%\n:city\n', ['-first_name-', '%last_name%', ':city']],
    ['with digits and underscores after the first character', '-name_2- %_x1% :a_b9', ['-name_2-', '%_x1%', ':a_b9']],
    ['in capitals', '-FIRST_NAME- %Name% :City', ['-FIRST_NAME-', '%Name%', ':City']],
    ['repeated', '-a- and -a- and -a-', ['-a-', '-a-', '-a-']],
    ['side by side with a space', '-first_name- -last_name-', ['-first_name-', '-last_name-']],
  ])('finds tags %s', (_case, html, expected) => {
    expect(tagsOf(html)).toEqual(expected);
  });

  it('finds tags inside attributes and URLs', () => {
    const html = [
      '<a href="https://example.com/welcome?u=-user_id-&c=%campaign%&city=:city">Go</a>',
      '<a href="https://example.com/-slug-/page">Page</a>',
      '<a href="https://example.com/:account_id/settings">Settings</a>',
      '<img src="https://cdn.example.com/%image_name%.png" alt=":company logo" title="-title-">',
      '<a href="%unsubscribe%">Unsubscribe</a>',
      '<a href="https://example.com/?text=Hello%20%first_name%&to=%2F%path%">Share</a>',
    ].join('\n');
    expect(tagsOf(html)).toEqual(['-user_id-', '%campaign%', ':city', '-slug-', ':account_id', '%image_name%', ':company', '-title-', '%unsubscribe%', '%first_name%', '%path%']);
  });

  it.each([
    ['dates', 'Due 12-05-2020 or 2020-05-12'],
    ['percentages', 'Save 50% off and 20% more; 100%'],
    ['times and ratios', 'At 10:30, 9:00am, a 16:9 screen, 3:1 odds'],
    ['hyphenated words', 'a state-of-the-art, well-known up-to-date look; a-b-c'],
    ['words with spaced hyphens', 'this - word - that, and -- that --'],
    ['labels followed by a space', 'Note: hello. Subject: Hi'],
    ['smileys and emoji codes', 'Nice :D :P :) :-) :smile: :thumbs_up:'],
    ['URL schemes and ports', 'https://example.com mailto:a@example.com tel:+15551234 http://localhost:8080 javascript:void(0)'],
    ['percent-encoded URLs', 'https://example.com/caf%C3%A9?q=a%20b%2Fc&x=%E2%80%99s'],
    ['CSS in a style attribute', '<p style="color:red;font-family:-apple-system,BlinkMacSystemFont;width:50%;margin:-10px;-webkit-text-size-adjust:100%">x</p>'],
    ['vendor prefixes and custom properties', '-webkit-text-size-adjust -moz-osx-font-smoothing --main-color --x-'],
    ['namespaced markup', '<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office"><v:roundrect><o:p></o:p>'],
    ['comments and doctype', '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0//EN"><!--comment--><!--[if mso]><![endif]-->'],
    ['phone words', 'Call 555-CALL-NOW or 1-800-FLOWERS'],
    ['doubled delimiters', '%%name%% --name-- ::name'],
    ['tags glued together', ':city-first_name- :city%name% -a--b-'],
    ['numbers between delimiters', '-5- %20% :30'],
    ['delimiters glued to words', 'Hello-first_name- x%name% 50%name% cost:name abc:def'],
  ])('leaves %s alone', (_case, html) => {
    expect(findLegacyTags(html)).toEqual([]);
  });

  it('does not read existing Handlebars, comments included', () => {
    expect(tagsOf('{{first_name}} {{{body}}} {{formatDate sent "DD-MM-YYYY HH:mm"}} {{insert name "default=-friend-"}} {{!-- -x- --}} {{! :note }} -real-')).toEqual(['-real-']);
    expect(tagsOf('{{#if vip}}-vip_name-{{else}}%guest%{{/if}}')).toEqual(['-vip_name-', '%guest%']);
  });

  it('reads past an unclosed {{', () => {
    expect(tagsOf('{{ oops -name-')).toEqual(['-name-']);
  });

  it('does not read style or script elements', () => {
    const html = '<style>:root{--x:1} a:hover{color:red} .a -b- {x:50%}</style><script type="application/ld+json">{"a":b,"c":"-d-"}</script><p>:city</p>';
    expect(tagsOf(html)).toEqual([':city']);
  });

  it('does not take the body and subject markers for tags', () => {
    expect(findLegacyTags('<html><title><%subject%></title><body><%body%> <%BODY%></body></html>')).toEqual([]);
    expect(tagsOf('<%body%> -name-')).toEqual(['-name-']);
  });

  it('finds a tag right after a rejected look-alike', () => {
    expect(tagsOf('12-first-')).toEqual([]);
    expect(tagsOf('12- -first-')).toEqual(['-first-']);
    expect(tagsOf('50% %name%')).toEqual(['%name%']);
  });

  it('finds nothing in an empty text', () => {
    expect(findLegacyTags('')).toEqual([]);
  });
});

describe('handlebarsFor', () => {
  it('writes the plain Handlebars form, with a segment literal for keywords', () => {
    expect(handlebarsFor('first_name')).toBe('{{first_name}}');
    expect(handlebarsFor('else')).toBe('{{[else]}}');
    expect(handlebarsFor('this')).toBe('{{[this]}}');
    expect(Handlebars.compile(`${handlebarsFor('else')} ${handlebarsFor('true')}`)({ else: 'E', true: 'T' })).toBe('E T');
  });
});

describe('replaceLegacyTags', () => {
  it('replaces every tag by default and counts each one', () => {
    const html = '<p>Hi -first_name- from :city, -first_name-!</p><a href="https://x.com/?id=%user_id%">x</a> [%company%]';
    expect(replaceLegacyTags(html)).toEqual({
      html: '<p>Hi {{first_name}} from {{city}}, {{first_name}}!</p><a href="https://x.com/?id={{user_id}}">x</a> {{company}}',
      replaced: [
        { tag: '-first_name-', handlebars: '{{first_name}}', count: 2 },
        { tag: ':city', handlebars: '{{city}}', count: 1 },
        { tag: '%user_id%', handlebars: '{{user_id}}', count: 1 },
        { tag: '[%company%]', handlebars: '{{company}}', count: 1 },
      ],
    });
  });

  it('replaces only the listed tags', () => {
    const html = '-first_name- %first_name% :city';
    expect(replaceLegacyTags(html, ['%first_name%', ':city'])).toEqual({
      html: '-first_name- {{first_name}} {{city}}',
      replaced: [
        { tag: '%first_name%', handlebars: '{{first_name}}', count: 1 },
        { tag: ':city', handlebars: '{{city}}', count: 1 },
      ],
    });
    expect(replaceLegacyTags(html, [])).toEqual({ html, replaced: [] });
  });

  it('leaves a text without tags as it is', () => {
    const html = '<style>a:hover{}</style><p>50% off 10:30 12-05-2020 {{name}} <%body%></p>';
    expect(replaceLegacyTags(html)).toEqual({ html, replaced: [] });
  });

  it('gives a template Handlebars parses and renders with the data', () => {
    const { html } = replaceLegacyTags('<p>Dear -first_name- %last_name% of :city</p><a href="https://x.com/-slug-">x</a>');
    expect(Handlebars.compile(html)({ first_name: 'Ada', last_name: 'Lovelace', city: 'London', slug: 'news' })).toBe(
      '<p>Dear Ada Lovelace of London</p><a href="https://x.com/news">x</a>',
    );
  });

  it('leaves no tag behind and touches nothing else (property)', () => {
    const piece = fc.oneof(
      fc.constantFrom('-first_name-', '%last_name%', ':city', '[%company%]', '-else-'),
      fc.constantFrom(' ', '\n', '<p>', '</p>', '12-05-2020', '50%', '10:30', 'state-of-the-art', 'https://x.com/', '{{name}}', '<%body%>', 'a:hover'),
      fc.string({ unit: fc.constantFrom('a', 'b', '-', '%', ':', ' ', '1', '_', '{', '}', '[', ']', '<', '>', '2', 'F') }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const html = pieces.join('');
        const { html: converted, replaced } = replaceLegacyTags(html);
        expect(findLegacyTags(converted)).toEqual([]);
        expect(replaced.reduce((sum, { count }) => sum + count, 0)).toBe(findLegacyTags(html).length);
        expect(replaceLegacyTags(converted).html).toBe(converted);
      }),
      { numRuns: 500 },
    );
  });
});

describe('summarizeLegacyTags', () => {
  it('lists each distinct tag once with its form, Handlebars form and count', () => {
    expect(summarizeLegacyTags(':city -first_name- :city %first_name%')).toEqual([
      { tag: ':city', name: 'city', form: 'colon', handlebars: '{{city}}', count: 2 },
      { tag: '-first_name-', name: 'first_name', form: 'dash', handlebars: '{{first_name}}', count: 1 },
      { tag: '%first_name%', name: 'first_name', form: 'percent', handlebars: '{{first_name}}', count: 1 },
    ]);
  });
});

describe('replaceLegacyMarkers', () => {
  it('writes the body marker with triple braces and the subject marker with double ones', () => {
    expect(replaceLegacyMarkers('<title><%subject%></title><div><%body%></div><%Body%>')).toEqual({
      text: '<title>{{subject}}</title><div>{{{body}}}</div>{{{body}}}',
      replaced: [
        { marker: '<%body%>', handlebars: '{{{body}}}', count: 2 },
        { marker: '<%subject%>', handlebars: '{{subject}}', count: 1 },
      ],
    });
  });

  it('writes the unsubscribe links as the dynamic templates’ own', () => {
    expect(replaceLegacyMarkers('<a href="<%asm_group_unsubscribe_raw_url%>">U</a> <a href="<%asm_preferences_raw_url%>">P</a>').text).toBe(
      '<a href="{{{unsubscribe}}}">U</a> <a href="{{{unsubscribe_preferences}}}">P</a>',
    );
  });

  it('leaves a text without markers as it is', () => {
    expect(replaceLegacyMarkers('-name- %name%')).toEqual({ text: '-name- %name%', replaced: [] });
  });
});
