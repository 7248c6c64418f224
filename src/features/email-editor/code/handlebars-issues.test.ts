import { describe, expect, it } from 'vitest';
import { createDocument, createModule } from '../document/module-factories';
import { findHandlebarsIssues } from '@/shared/handlebars/template-issues';
import { findDocumentHandlebarsIssues } from './handlebars-issues';

describe('findHandlebarsIssues', () => {
  it('finds nothing in valid templates, SendGrid tags included', () => {
    expect(findHandlebarsIssues('<p>Hello {{first_name}}</p>\n<a href="{{{unsubscribe}}}">Unsubscribe</a>')).toEqual([]);
    expect(findHandlebarsIssues('{{#if vip}}\n<p>Hi</p>\n{{else}}\n<p>Bye</p>\n{{/if}}')).toEqual([]);
    expect(findHandlebarsIssues('no tags at all { } }}')).toEqual([]);
  });

  it('gives the line and a readable message for each kind of mistake', () => {
    expect(findHandlebarsIssues('<p>\n<b>{{name}</b>\n</p>')).toEqual([{ line: 2, message: 'This {{…}} tag holds a character Handlebars does not allow here.' }]);
    expect(findHandlebarsIssues('<p>\n{{#if a}}\nx\n{{/each}}</p>')).toEqual([{ line: 2, message: '{{#if}} is closed by {{/each}}.' }]);
    expect(findHandlebarsIssues('a\nb\n{{#each items}}\n<li>{{this}}</li>\n')).toEqual([
      { line: 5, message: 'The template ends inside an unclosed {{…}} tag or block: close it (for example with {{/if}}).' },
    ]);
    expect(findHandlebarsIssues('<p>{{else}}</p>')).toEqual([{ line: 1, message: '{{else}} is only allowed inside a block such as {{#if}} or {{#each}}.' }]);
    expect(findHandlebarsIssues('one\n{{/if}}')).toEqual([{ line: 2, message: 'This closing {{/…}} tag has no opening block.' }]);
  });

  it('checks a design module by module, pointing at the module', () => {
    const document = createDocument([
      createModule('text', { html: '<p>Hi {{first_name}}</p>' }, () => 'fine'),
      createModule('button', { text: 'Buy {{product', href: 'https://example.com' }, () => 'button'),
      createModule('code', { html: '<div>\n{{#if a}}\n</div>' }, () => 'code'),
    ]);
    expect(findDocumentHandlebarsIssues(document)).toEqual([
      { line: 1, message: expect.any(String), moduleId: 'button' },
      { line: 3, message: expect.stringContaining('unclosed'), moduleId: 'code' },
    ]);
  });
});
