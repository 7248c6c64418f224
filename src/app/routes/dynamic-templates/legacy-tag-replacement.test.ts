import { describe, expect, it } from 'vitest';
import { createDocument, createModule } from '@/features/email-editor/document/module-factories';
import type { EmailContent } from '@/features/email-editor/types';
import { changedLines, replaceTagsInContent } from './legacy-tag-replacement';

describe('replacing legacy tags in the editor content', () => {
  it('replaces the chosen tags in code HTML and its plain text, and counts them', () => {
    const content: EmailContent = {
      editor: 'code',
      document: null,
      html: '<p>Hi -first_name-, from %city% on 12-05-2020</p>\n<a href="https://x.test/?u=-first_name-">Go</a>',
      plainText: 'Hi -first_name- from %city%',
    };
    const { content: next, replaced } = replaceTagsInContent(content, ['-first_name-']);
    expect(next.html).toBe('<p>Hi {{first_name}}, from %city% on 12-05-2020</p>\n<a href="https://x.test/?u={{first_name}}">Go</a>');
    expect(next.plainText).toBe('Hi {{first_name}} from %city%');
    expect(replaced).toEqual([{ tag: '-first_name-', handlebars: '{{first_name}}', count: 2 }]);
  });

  it('replaces tags in a design document’s text and links, never in its ids or colours', () => {
    const text = createModule('text', { html: '<p>Hello %name% from :city</p>' }, () => 'mod-x-1');
    const button = createModule('button', { text: 'Hi -name-', href: 'https://x.test/-name-' }, () => 'btn-y-2');
    const document = createDocument([text, button]);
    const content: EmailContent = { editor: 'design', document, html: '<p>Hello %name% from :city</p>', plainText: '' };
    const { content: next } = replaceTagsInContent(content, ['%name%', ':city', '-name-']);
    const json = JSON.stringify(next.document);
    expect(json).toContain('Hello {{name}} from {{city}}');
    expect(json).toContain('"text":"Hi {{name}}"');
    expect(json).toContain('https://x.test/{{name}}');
    expect(json).toContain('"mod-x-1"');
    expect(next.html).toBe('<p>Hello {{name}} from {{city}}</p>');
  });

  it('lists the changed parts of each line before and after, with a few words around them', () => {
    expect(changedLines('a\n<p>-x_y-</p>\nc', 'a\n<p>{{x_y}}</p>\nc')).toEqual([{ line: 2, before: '<p>-x_y-</p>', after: '<p>{{x_y}}</p>' }]);
    const words = Array.from({ length: 30 }, (_, index) => `w${index}`);
    const before = [...words.slice(0, 10), '-tag-', ...words.slice(10, 25), '%other%', ...words.slice(25)].join(' ');
    const after = before.replace('-tag-', '{{tag}}').replace('%other%', '{{other}}');
    expect(changedLines(before, after)).toEqual([
      { line: 1, before: '… w6 w7 w8 w9 -tag- w10 w11 w12 w13 …', after: '… w6 w7 w8 w9 {{tag}} w10 w11 w12 w13 …' },
      { line: 1, before: '… w21 w22 w23 w24 %other% w25 w26 w27 w28 …', after: '… w21 w22 w23 w24 {{other}} w25 w26 w27 w28 …' },
    ]);
  });
});
