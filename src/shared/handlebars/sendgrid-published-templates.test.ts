import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Handlebars from 'handlebars';
import { describe, expect, it } from 'vitest';
import { renderTemplate } from './render-template';
import { findHandlebarsIssues } from './template-issues';

/**
 * SendGrid's own published dynamic templates, each with the test data SendGrid ships beside it
 * (github.com/sendgrid/email-templates, dynamic-templates/; test/fixtures/email-templates/README.md names the
 * commit). The preview's runner must give exactly what Handlebars gives, and find nothing to block a send.
 */
const fixture = (name: string) => readFileSync(join(process.cwd(), 'test', 'fixtures', 'email-templates', name), 'utf8');

const TEMPLATES = ['sendgrid-receipt', 'sendgrid-news-feed', 'sendgrid-special-sale', 'sendgrid-different-languages', 'sendgrid-call-to-action'];

describe("SendGrid's published dynamic templates with their test data", () => {
  it.each(TEMPLATES)('%s renders as Handlebars renders it', (name) => {
    const source = fixture(`${name}.html`);
    const data: unknown = JSON.parse(fixture(`${name}.data.json`));

    const rendered = renderTemplate(source, data);

    expect(rendered).toBe(Handlebars.compile(source)(data));
    expect(rendered).not.toMatch(/{{/);
  });

  it.each(TEMPLATES)('%s has no Handlebars issue', (name) => {
    expect(findHandlebarsIssues(fixture(`${name}.html`))).toEqual([]);
  });

  it('fills the receipt from its data: every item, the total and the address', () => {
    const data = JSON.parse(fixture('sendgrid-receipt.data.json')) as { items: { text: string; price: string }[]; total: string; city: string };
    const rendered = renderTemplate(fixture('sendgrid-receipt.html'), data);

    for (const item of data.items) {
      expect(rendered).toContain(item.text);
      expect(rendered).toContain(item.price);
    }
    expect(rendered).toContain(`<strong>${data.total}</strong>`);
    expect(rendered).toContain(data.city);
  });

  it('picks the language branch its data names', () => {
    const rendered = renderTemplate(fixture('sendgrid-different-languages.html'), { french: true });
    const english = renderTemplate(fixture('sendgrid-different-languages.html'), { english: true });

    expect(rendered).not.toBe(english);
    expect(rendered).toBe(Handlebars.compile(fixture('sendgrid-different-languages.html'))({ french: true }));
  });
});
