import Handlebars from 'handlebars';
import { describe, expect, it } from 'vitest';
import { renderTemplate, TemplateRunError } from './render-template';

/** Handlebars' own compiler is the reference: every case must give what it gives (Node tests may eval). */
const reference = (source: string, data: unknown) => Handlebars.compile(source)(data);

const sameAsHandlebars: [string, string, unknown][] = [
  ['values and escaping', '<p>Hi {{first_name}} {{{html}}} {{html}}</p>', { first_name: 'Ana & Bo', html: '<b>x</b>' }],
  ['missing values are empty', '[{{nothing}}][{{a.b.c}}]', {}],
  ['nested paths and this', '{{user.name}} {{this.user.name}} {{#with user}}{{name}} {{../greeting}}{{/with}}', { user: { name: 'Ana' }, greeting: 'Hello' }],
  ['if, else if, else', '{{#if a}}A{{else if b}}B{{else}}C{{/if}}|{{#if b}}B{{else}}not B{{/if}}', { a: false, b: 1 }],
  ['if with zero and includeZero', '{{#if n}}yes{{else}}no{{/if}} {{#if n includeZero=true}}yes{{else}}no{{/if}}', { n: 0 }],
  ['unless and empty lists', '{{#unless items}}none{{/unless}}', { items: [] }],
  [
    'each over arrays with @data',
    '{{#each items}}{{@index}}:{{name}}{{#if @first}}(first){{/if}}{{#if @last}}(last){{/if}};{{else}}empty{{/each}}',
    { items: [{ name: 'a' }, { name: 'b' }, { name: 'c' }] },
  ],
  ['each over objects with @key', '{{#each prices}}{{@key}}={{this}} {{/each}}', { prices: { hat: 10, scarf: 25 } }],
  ['each with block params and parent access', '{{#each items as |item i|}}{{i}}-{{item}}-{{../title}} {{/each}}', { items: ['x', 'y'], title: 'T' }],
  ['@root inside loops', '{{#each items}}{{@root.title}}{{/each}}', { items: [1, 2], title: 'R' }],
  ['plain blocks (blockHelperMissing)', '{{#user}}{{name}}{{/user}}{{#flag}}on{{/flag}}{{#list}}[{{this}}]{{/list}}{{^missing}}inverse{{/missing}}', { user: { name: 'Ana' }, flag: true, list: [1, 2] }],
  ['lookup and subexpressions', '{{lookup colors 1}} {{#if (lookup flags "b")}}B{{/if}}', { colors: ['red', 'green'], flags: { b: true } }],
  ['comments and whitespace control', '<ul>\n  {{#each items}}\n  <li>{{~this~}}</li>\n  {{/each}}\n</ul>{{! hidden }}{{!-- also {{hidden}} --}}', { items: ['a', 'b'] }],
  ['literals and numbers', '{{n}} {{t}} {{f}}', { n: 3.5, t: true, f: false }],
];

describe('renderTemplate (a Handlebars runner without eval)', () => {
  it.each(sameAsHandlebars)('gives what Handlebars gives: %s', (_name, source, data) => {
    expect(renderTemplate(source, data)).toBe(reference(source, data));
  });

  it('runs SendGrid’s dynamic template helpers', () => {
    const data = { plan: 'pro', count: '3', items: [1, 2], name: '', vip: true, member: false };
    const source = [
      '{{#equals plan "pro"}}PRO{{else}}FREE{{/equals}}',
      '{{#notEquals plan "free"}}paid{{/notEquals}}',
      '{{#greaterThan count 2}}many{{else}}few{{/greaterThan}}',
      '{{#lessThan count 2}}few{{else}}many{{/lessThan}}',
      '{{#and vip member}}both{{else}}not both{{/and}}',
      '{{#or vip member}}either{{/or}}',
      '{{length items}}',
      '{{insert name "default=Customer"}}',
      '{{formatDate "2026-05-01T10:00:00Z" "MMMM DD, YYYY"}}',
    ].join('|');
    expect(renderTemplate(source, data)).toBe('PRO|paid|many|many|not both|either|2|Customer|May 01, 2026');
  });

  it('reads no prototype properties', () => {
    expect(renderTemplate('[{{constructor}}][{{name.constructor.name}}][{{__proto__}}][{{toString}}]', { name: 'x' })).toBe('[][][][]');
  });

  it('refuses unknown helpers and partials with a message', () => {
    expect(() => renderTemplate('{{shout name}}', {})).toThrow(new TemplateRunError('Missing helper: "shout"'));
    expect(() => renderTemplate('{{#shout}}x{{/shout}}', {})).not.toThrow();
    expect(() => renderTemplate('{{> footer}}', {})).toThrow(TemplateRunError);
  });

  it('refuses if, unless and with without exactly one value, and each without a list, as Handlebars does', () => {
    for (const source of ['{{#if a b}}x{{/if}}', '{{#unless}}x{{/unless}}', '{{#with a b}}x{{/with}}', '{{#each}}x{{/each}}', '{{#if a}}x{{else if}}y{{/if}}']) {
      expect(() => renderTemplate(source, { a: 0, b: 2 }), source).toThrow(TemplateRunError);
      expect(() => reference(source, { a: 0, b: 2 }), source).toThrow();
    }
  });

  it('throws Handlebars’ parse error for a broken template', () => {
    expect(() => renderTemplate('{{#if a}}open', {})).toThrow(/Parse error on line 1/);
  });

  it('never evaluates code (works with Function disabled, as under the app’s CSP)', () => {
    const original = globalThis.Function;
    const refuse = () => {
      throw new EvalError('Refused to evaluate a string as JavaScript');
    };
    globalThis.Function = new Proxy(original, { apply: refuse, construct: refuse });
    try {
      expect(renderTemplate('{{#each items}}{{this}}{{/each}}', { items: ['a', 'b'] })).toBe('ab');
    } finally {
      globalThis.Function = original;
    }
  });
});
