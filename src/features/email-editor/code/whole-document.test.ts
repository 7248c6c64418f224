import { describe, expect, it } from 'vitest';
import { CERBERUS_HYBRID, MAILCHIMP_BLUEPRINT, MJML_RECAST, SENDGRID_PASSWORD_RESET } from '../testing/public-templates';
import { bodyWithHeadStyles, isWholeDocument } from './whole-document';

const count = (html: string, tag: string) => (html.match(new RegExp(`<${tag}[\\s>]`, 'gi')) ?? []).length;

describe('a whole email pasted into a code module', () => {
  it('tells whole documents (fixtures modelling real templates) from fragments', () => {
    for (const template of [CERBERUS_HYBRID, MAILCHIMP_BLUEPRINT, MJML_RECAST, SENDGRID_PASSWORD_RESET]) expect(isWholeDocument(template)).toBe(true);
    expect(isWholeDocument('<table><tr><td>Hi</td></tr></table>')).toBe(false);
    expect(isWholeDocument('<p>About <html> tags</p>')).toBe(false);
  });

  it('keeps the body and the <head> styles, with no <html>, <head> or <body> left (Mailchimp blueprint)', () => {
    const kept = bodyWithHeadStyles(MAILCHIMP_BLUEPRINT);
    expect(['html', 'head', 'body'].map((tag) => count(kept, tag))).toEqual([0, 0, 0]);
    expect(kept.startsWith('<style type="text/css">#outlook a{padding:0;}')).toBe(true);
    expect(kept).toContain('<a href="*|UNSUB|*">unsubscribe from this list</a>');
  });

  it('keeps every <style> of the head, MJML’s media queries included', () => {
    const kept = bodyWithHeadStyles(MJML_RECAST);
    expect(kept).toContain('@media only screen and (min-width:480px)');
    expect(kept).toContain('<img alt="" height="auto"');
  });
});
