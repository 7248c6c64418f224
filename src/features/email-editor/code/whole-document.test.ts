import { describe, expect, it } from 'vitest';
import { CERBERUS_HYBRID, FOUNDATION_HERO, MAILCHIMP_BLUEPRINT, MJML_RECAST, POSTMARK_WELCOME, SENDGRID_PASSWORD_RESET } from '../testing/public-templates';
import { bodyWithHeadStyles, emailDocumentOf, isWholeDocument } from './whole-document';

const count = (html: string, tag: string) => (html.match(new RegExp(`<${tag}[\\s>]`, 'gi')) ?? []).length;

describe('a whole email pasted into a code module', () => {
  it('tells whole documents (fixtures modelling real templates) from fragments', () => {
    for (const template of [CERBERUS_HYBRID, MAILCHIMP_BLUEPRINT, MJML_RECAST, SENDGRID_PASSWORD_RESET]) expect(isWholeDocument(template)).toBe(true);
    expect(isWholeDocument('<table><tr><td>Hi</td></tr></table>')).toBe(false);
    expect(isWholeDocument('<p>About <html> tags</p>')).toBe(false);
    // A comment between the doctype and <html> (a template's credits), or no <html> at all: still a whole email.
    expect(isWholeDocument('<!DOCTYPE html>\n<!-- Made with Cerberus -->\n<html lang="en"><body></body></html>')).toBe(true);
    expect(isWholeDocument('<!doctype html><head><style>p{}</style></head><body><p>Hi</p></body>')).toBe(true);
  });

  it('keeps a body without <body> tags whole, with no wrapper left', () => {
    expect(bodyWithHeadStyles('<!doctype html><html><head><style>p{}</style></head><table><tr><td>Hi</td></tr></table></html>')).toBe(
      '<style>p{}</style>\n<table><tr><td>Hi</td></tr></table>',
    );
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

describe('Outlook conditional comments in the head', () => {
  it('keeps a conditional style inside its comment, before the head’s own styles, in order (Cerberus hybrid)', () => {
    const kept = bodyWithHeadStyles(CERBERUS_HYBRID);
    expect(kept.startsWith('<!--[if mso]><style>* { font-family: sans-serif !important; }</style><![endif]-->\n<style>html, body')).toBe(true);
    // The Outlook-only rule never reaches the other clients as a bare <style>.
    expect(kept).not.toMatch(/(^|\n)<style>\* \{ font-family: sans-serif/);
    expect(kept).toContain('<!--[if gte mso 9]><v:rect');
  });

  it('keeps Postmark’s conditional fallback after its stylesheet', () => {
    const kept = bodyWithHeadStyles(POSTMARK_WELCOME);
    const stylesheet = kept.indexOf('<style type="text/css" rel="stylesheet" media="all">');
    const fallback = kept.indexOf('<!--[if mso]><style type="text/css">.f-fallback { font-family: Arial, sans-serif; }</style><![endif]-->');
    expect([stylesheet >= 0, fallback > stylesheet]).toEqual([true, true]);
  });

  it('leaves out conditionals that hold no style (MJML’s X-UA-Compatible meta)', () => {
    expect(bodyWithHeadStyles(MJML_RECAST)).not.toContain('X-UA-Compatible');
  });
});

describe('the email the full code editor holds', () => {
  it('takes a whole email as it stands: one <html>, one <head>, one <body>, head and conditionals untouched', () => {
    for (const template of [CERBERUS_HYBRID, MAILCHIMP_BLUEPRINT, MJML_RECAST, SENDGRID_PASSWORD_RESET, POSTMARK_WELCOME, FOUNDATION_HERO]) {
      const email = emailDocumentOf(`\uFEFF  ${template}\n\n`);
      expect(email).toBe(`${template}\n`);
      expect(['html', 'head', 'body'].map((tag) => count(email, tag))).toEqual([1, 1, 1]);
    }
  });

  it('puts a fragment in the body of a blank email', () => {
    const email = emailDocumentOf('<table role="presentation"><tr><td>Costs $1 & $& more</td></tr></table>');
    expect(email).toMatch(/^<!DOCTYPE html>\n<html>/);
    expect(['html', 'head', 'body'].map((tag) => count(email, tag))).toEqual([1, 1, 1]);
    expect(email).toContain('<body>\n<table role="presentation"><tr><td>Costs $1 & $& more</td></tr></table>\n  </body>');
  });
});
