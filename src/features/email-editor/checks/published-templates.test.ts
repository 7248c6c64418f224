import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bodyWithHeadStyles, isWholeDocument } from '../code/whole-document';
import { htmlToText } from '../render/html-to-text';
import { PRE_SEND_MESSAGES, runPreSendChecks } from './pre-send-checks';

/**
 * Published email templates nobody here wrote, copied unchanged (test/fixtures/email-templates/README.md names
 * each repository, commit and licence): the checks must report what is really wrong with each, and nothing else.
 */
const fixture = (name: string) => readFileSync(join(process.cwd(), 'test', 'fixtures', 'email-templates', name), 'utf8');
const checks = (name: string, unsubscribeRequired = true) => runPreSendChecks({ html: fixture(name), unsubscribeRequired });
const kinds = (name: string, unsubscribeRequired = true) => checks(name, unsubscribeRequired).map((issue) => issue.kind);

describe('pre-send checks on published templates', () => {
  it("leemunroe's responsive template: its Unsubscribe link goes to a page of its own, and nothing else is wrong", () => {
    expect(checks('leemunroe-responsive.html')).toEqual([{ kind: 'foreign-unsubscribe', message: PRE_SEND_MESSAGES.plainUnsubscribe('http://htmlemail.io/blog'), moduleId: null }]);
  });

  it("Mailchimp's blueprint: its *|UNSUB|* and other merge tags are named as Mailchimp's, its images without alt are pointed to", () => {
    const issues = checks('mailchimp-2col-leftsidebar.html');

    expect(issues[0]).toEqual({ kind: 'foreign-unsubscribe', message: PRE_SEND_MESSAGES.foreignUnsubscribe('*|UNSUB|*'), moduleId: null });
    expect(issues.filter((issue) => issue.kind === 'missing-alt')).toHaveLength(7);
    const mergeTags = issues.filter((issue) => issue.kind === 'invalid-link').map((issue) => issue.message);
    expect(mergeTags).toContain(PRE_SEND_MESSAGES.foreignMergeTag('*|ARCHIVE|*'));
    expect(mergeTags).toContain(PRE_SEND_MESSAGES.foreignMergeTag('*|UPDATE_PROFILE|*'));
    expect(mergeTags.every((message) => message.includes("another platform's merge tag"))).toBe(true);
  });

  it("SendGrid's Paste welcome: relative images and the alt text “Logo”; as a transactional template no unsubscribe is asked", () => {
    expect(kinds('sendgrid-paste-welcome.html', false)).toEqual(['invalid-image', 'placeholder-alt', 'invalid-image']);
  });

  it("SendGrid's dynamic receipt: its unsubscribe tag counts, its social links without https:// are reported", () => {
    const issues = checks('sendgrid-receipt.html');

    expect(issues.map((issue) => issue.kind)).toEqual(Array(5).fill('invalid-link'));
    expect(issues.some((issue) => issue.kind === 'no-unsubscribe')).toBe(false);
  });

  it("Postmark's welcome, a transactional template: nothing to report", () => {
    expect(kinds('postmark-welcome.html', false)).toEqual([]);
  });

  it('decorative images (alt="") are never reported', () => {
    for (const name of ['sendgrid-receipt.html', 'sendgrid-news-feed.html', 'sendgrid-special-sale.html', 'postmark-welcome.html']) {
      expect(kinds(name)).not.toContain('missing-alt');
    }
  });
});

describe('plain text of published templates', () => {
  it("leaves out leemunroe's preheader, hidden by a class of the head's styles", () => {
    const text = htmlToText(fixture('leemunroe-responsive.html'));

    expect(text).not.toContain('This is preheader text');
    expect(text.startsWith('Hi there')).toBe(true);
  });

  it('writes no " (#)" after placeholder links', () => {
    for (const name of ['leemunroe-responsive.html', 'postmark-welcome.html', 'sendgrid-paste-welcome.html']) expect(htmlToText(fixture(name))).not.toContain('(#)');
  });
});

describe('published templates pasted whole into a code module', () => {
  it.each(['leemunroe-responsive.html', 'postmark-welcome.html', 'mailchimp-2col-leftsidebar.html', 'sendgrid-paste-welcome.html'])('%s keeps one body, with its head styles', (name) => {
    const html = fixture(name);
    const kept = bodyWithHeadStyles(html);

    expect(isWholeDocument(html)).toBe(true);
    expect(kept).not.toMatch(/<\/?(?:html|head|body)[\s>]/i);
    expect(kept.match(/<style[\s>]/gi)?.length).toBe(html.match(/<style[\s>]/gi)?.length);
  });
});
