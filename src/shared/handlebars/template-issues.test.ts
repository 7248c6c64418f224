import { describe, expect, it } from 'vitest';
import { findHandlebarsIssues } from './template-issues';

describe('findHandlebarsIssues', () => {
  it('finds nothing in valid templates, SendGrid tags included', () => {
    expect(findHandlebarsIssues('<p>Hello {{first_name}}</p>\n<a href="{{{unsubscribe}}}">Unsubscribe</a>')).toEqual([]);
    expect(findHandlebarsIssues('<p>No tags</p>\n<!--mc-design-document:v1:eyJ2ZXJzaW9uIjoxfQ-->')).toEqual([]);
  });

  it('gives the line and a readable message of the first issue', () => {
    expect(findHandlebarsIssues('<p>\n<b>{{name}</b>')).toEqual([{ line: 2, message: 'This {{…}} tag holds a character Handlebars does not allow here.' }]);
    expect(findHandlebarsIssues('{{#if a}}\n{{/each}}\n{{else}}')).toHaveLength(1);
  });

  // Handlebars parses these but throws when it runs them ("#if requires exactly one argument", "Must pass iterator to #each").
  it('flags if, unless and with without exactly one value, and each without a list, on their line', () => {
    const source = ['{{#if first_name last_name}}Hi{{/if}}', '{{#unless}}x{{/unless}}', '{{#with user account}}{{name}}{{/with}}', '{{#each}}<li>{{this}}</li>{{/each}}', '{{#if vip}}VIP{{else if}}none{{/if}}'].join('\n');
    expect(findHandlebarsIssues(source)).toEqual([
      { line: 1, message: '{{#if}} needs exactly one value to test, like {{#if first_name}}; this one has 2.' },
      { line: 2, message: '{{#unless}} needs exactly one value to test, like {{#unless vip}}; this one has 0.' },
      { line: 3, message: '{{#with}} needs exactly one object, like {{#with user}}; this one has 2.' },
      { line: 4, message: '{{#each}} needs a list to go through, like {{#each items}}.' },
      { line: 5, message: '{{#if}} needs exactly one value to test, like {{#if first_name}}; this one has 0.' },
    ]);
  });

  it('lets helpers with their own arguments and values named like helpers be', () => {
    expect(findHandlebarsIssues('{{#each items as |item|}}{{item}}{{/each}}{{#with user as |u|}}{{u.name}}{{/with}}{{#if (equals a b)}}x{{/if}}{{#and a b c}}y{{/and}}{{this.if}}')).toEqual([]);
  });
});
