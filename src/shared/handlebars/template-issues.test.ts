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
});
