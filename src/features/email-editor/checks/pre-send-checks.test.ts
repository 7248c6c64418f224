import { describe, expect, it } from 'vitest';
import { createColumnsModule, createDocument, createModule } from '../document/module-factories';
import { IMAGE_SOURCE_MESSAGE, LINK_MESSAGES } from '../links/link-policy';
import { sequentialIds } from '../document/sequential-ids';
import { CERBERUS_HYBRID, FOUNDATION_HERO, MAILCHIMP_BLUEPRINT, MJML_RECAST, POSTMARK_WELCOME, SENDGRID_PASSWORD_RESET } from '../testing/public-templates';
import { GMAIL_CLIP_BYTES, PRE_SEND_MESSAGES, runPreSendChecks } from './pre-send-checks';

const footer = () => createModule('unsubscribe', {}, () => 'footer');
const html = '<html><body>small</body></html>';

describe('pre-send checks', () => {
  it('finds nothing in a design with an unsubscribe footer, described images and real links', () => {
    const id = sequentialIds();
    const document = createDocument([
      createModule('image', { src: 'https://cdn.example.com/a.png', alt: 'A hat' }, id),
      createModule('button', { href: 'https://example.com' }, id),
      createModule('text', { html: '<p><a href="mailto:hi@example.com">Write</a> or see the <a href="{{Weblink}}">web version</a></p>' }, id),
      footer(),
    ]);
    expect(runPreSendChecks({ document, html })).toEqual([]);
  });

  it('reports a missing unsubscribe link for the whole email, and accepts one written as a tag in text or code', () => {
    expect(runPreSendChecks({ document: createDocument([createModule('text')]), html })).toEqual([
      { kind: 'no-unsubscribe', message: PRE_SEND_MESSAGES.noUnsubscribe, moduleId: null },
    ]);
    const inText = createDocument([createModule('text', { html: '<p><a href="[Unsubscribe]">Leave</a></p>' })]);
    expect(runPreSendChecks({ document: inText, html })).toEqual([]);
    const inCode = createDocument([createModule('code', { html: '<a href="{{{unsubscribe}}}">Leave</a>' })]);
    expect(runPreSendChecks({ document: inCode, html })).toEqual([]);
  });

  it('points to each image without alt text, wherever it is', () => {
    const id = sequentialIds();
    const document = createDocument([
      createColumnsModule('1-1', [[createModule('image', { src: 'https://cdn.example.com/a.png', alt: '  ' }, () => 'img')], []], id),
      createModule('imageText', { image: { src: 'https://cdn.example.com/b.png', alt: '', href: '', width: null } }, () => 'imgtext'),
      createModule('code', { html: '<img src="https://cdn.example.com/c.png"><img src="https://cdn.example.com/d.png" alt="D">' }, () => 'code'),
      createModule('image', { src: '', alt: '' }, () => 'placeholder'),
      footer(),
    ]);
    expect(runPreSendChecks({ document, html })).toEqual(
      ['img', 'imgtext', 'code'].map((moduleId) => ({ kind: 'missing-alt', message: PRE_SEND_MESSAGES.missingAlt, moduleId })),
    );
  });

  it('points to empty links and to links the policy refuses, in code modules too', () => {
    const document = createDocument([
      createModule('button', { href: '' }, () => 'button'),
      createModule('text', { html: '<p><a>no address</a> <a href="#">hash</a> <a href="JaVa&#x53;cript:alert(1)">bad</a></p>' }, () => 'text'),
      createModule('code', { html: '<a href="vbscript:msgbox(1)">x</a><img alt="x" src="data:image/png;base64,AA">' }, () => 'code'),
      createModule('social', { facebookUrl: 'facebook.com/acme' }, () => 'social'),
      footer(),
    ]);
    expect(runPreSendChecks({ document, html })).toEqual([
      { kind: 'invalid-image', message: IMAGE_SOURCE_MESSAGE, moduleId: 'code' },
      { kind: 'empty-link', message: LINK_MESSAGES.empty, moduleId: 'button' },
      { kind: 'empty-link', message: LINK_MESSAGES.empty, moduleId: 'text' },
      { kind: 'empty-link', message: LINK_MESSAGES.empty, moduleId: 'text' },
      { kind: 'invalid-link', message: LINK_MESSAGES.unsafe, moduleId: 'text' },
      { kind: 'invalid-link', message: LINK_MESSAGES.unsafe, moduleId: 'code' },
      { kind: 'invalid-link', message: LINK_MESSAGES.invalid, moduleId: 'social' },
    ]);
  });

  it('reports HTML over 102 KB, which Gmail clips', () => {
    const document = createDocument([footer()]);
    expect(runPreSendChecks({ document, html: 'x'.repeat(GMAIL_CLIP_BYTES) })).toEqual([]);
    // Counted in bytes, as Gmail does: 'é' is two bytes in UTF-8.
    const large = 'é'.repeat(GMAIL_CLIP_BYTES / 2 + 1);
    expect(runPreSendChecks({ document, html: large })).toEqual([
      { kind: 'html-too-large', message: "This email's HTML is 102.0 KB; Gmail clips messages over 102 KB.", moduleId: null },
    ]);
  });

  it('reports more than 1000 tracked links', () => {
    const links = (count: number) => Array.from({ length: count }, (_, index) => `<a href="https://example.com/${index}">${index}</a>`).join('');
    const at = createDocument([createModule('code', { html: links(1000) + '<a href="{{{unsubscribe}}}">u</a><a href="mailto:a@b.co">m</a>' })]);
    expect(runPreSendChecks({ document: at, html })).toEqual([]);
    const over = createDocument([createModule('code', { html: links(1001) }), footer()]);
    expect(runPreSendChecks({ document: over, html })).toEqual([
      { kind: 'too-many-links', message: 'This email has 1,001 links; click tracking follows at most 1,000.', moduleId: null },
    ]);
  });

  it('checks a code design’s HTML when there is no design document', () => {
    const codeDesign = '<html><body><img src="https://cdn.example.com/a.png"><a href="">x</a></body></html>';
    expect(runPreSendChecks({ html: codeDesign }).map(({ kind, moduleId }) => [kind, moduleId])).toEqual([
      ['no-unsubscribe', null],
      ['missing-alt', null],
      ['empty-link', null],
    ]);
  });

  it('lists the Handlebars issues the code editor found, with their lines', () => {
    const document = createDocument([footer()]);
    expect(runPreSendChecks({ document, html, handlebarsIssues: [{ line: 12, message: 'Expecting "}}", got "EOF"' }] })).toEqual([
      { kind: 'handlebars', message: 'Line 12: Expecting "}}", got "EOF"', moduleId: null, line: 12 },
    ]);
  });
});

/**
 * Compact HTML modelled on public templates (not copies): Cerberus (emailmonday/Cerberus, MIT) ships
 * `alt="alt_text"` placeholders beside decorative `alt=""` spacers and a `background=` hero cell with a
 * `background-image` fallback; Mailchimp's email-blueprints link `*|UNSUB|*`; transactional templates such as
 * Postmark's (ActiveCampaign/postmark-templates, MIT) have no unsubscribe link at all.
 */
const cerberusLike = (hero: string) => `<!doctype html><html><head><style>.bg { background-image: url('${hero}'); }</style></head><body>
  <table role="presentation"><tr><td background="${hero}" style="background-image: url(${hero}); background-size: cover;">
    <img src="https://via.placeholder.com/600x300" alt="alt_text" width="600">
    <img src="https://cdn.example.com/spacer.gif" alt="" width="1" height="1">
    <img src="https://cdn.example.com/logo.png" alt="Acme Outfitters">
    <img src="https://cdn.example.com/hero.png" alt="hero.png">
    <a href="{{{unsubscribe}}}">Unsubscribe</a>
  </td></tr></table></body></html>`;

describe('pre-send checks on real-world HTML', () => {
  it('takes alt="" as a decorative image, and names placeholder and file-name alt texts', () => {
    const issues = runPreSendChecks({ html: cerberusLike('https://cdn.example.com/hero-bg.jpg') });
    expect(issues).toEqual([
      { kind: 'placeholder-alt', message: PRE_SEND_MESSAGES.placeholderAlt('alt_text'), moduleId: null },
      { kind: 'placeholder-alt', message: PRE_SEND_MESSAGES.placeholderAlt('hero.png'), moduleId: null },
    ]);
  });

  it('checks background images, in attributes, style attributes and style sheets, as it checks <img>', () => {
    const kinds = runPreSendChecks({ html: cerberusLike('images/hero-bg.jpg') }).filter((issue) => issue.kind === 'invalid-image');
    expect(kinds.map((issue) => issue.message)).toEqual([
      `${IMAGE_SOURCE_MESSAGE} (background image “images/hero-bg.jpg”)`,
      `${IMAGE_SOURCE_MESSAGE} (background image “images/hero-bg.jpg”)`,
      `${IMAGE_SOURCE_MESSAGE} (background image “images/hero-bg.jpg”)`,
    ]);
  });

  it.each(['*|UNSUB|*', '%unsubscribe_url%', '{% unsubscribe %}', '{$unsubscribe}'])('names %s as another platform’s merge tag', (tag) => {
    const issues = runPreSendChecks({ html: `<p><a href="${tag}">Unsubscribe</a></p>` });
    expect(issues).toEqual([{ kind: 'foreign-unsubscribe', message: PRE_SEND_MESSAGES.foreignUnsubscribe(tag), moduleId: null }]);
  });

  it('names a plain unsubscribe page as one that bypasses the unsubscribe groups', () => {
    const issues = runPreSendChecks({ html: '<p><a href="https://example.com/unsubscribe?u=1">Unsubscribe</a></p>' });
    expect(issues).toEqual([{ kind: 'foreign-unsubscribe', message: PRE_SEND_MESSAGES.plainUnsubscribe('https://example.com/unsubscribe?u=1'), moduleId: null }]);
  });

  it('does not ask a transactional dynamic template for an unsubscribe link', () => {
    const receipt = '<html><body><h1>Receipt</h1><p>Thanks, {{name}}.</p><a href="https://example.com/account">Your account</a></body></html>';
    expect(runPreSendChecks({ html: receipt, unsubscribeRequired: false })).toEqual([]);
    expect(runPreSendChecks({ html: receipt }).map((issue) => issue.kind)).toEqual(['no-unsubscribe']);
  });

  it('still asks a design’s image module for alt text when it is empty', () => {
    const document = createDocument([createModule('image', { src: 'https://cdn.example.com/a.png', alt: '' }), footer()]);
    expect(runPreSendChecks({ document, html }).map((issue) => issue.kind)).toEqual(['missing-alt']);
  });
});

describe('pre-send checks on the modelled public templates (testing/public-templates.ts)', () => {
  const kinds = (html: string, unsubscribeRequired = true) => runPreSendChecks({ html, unsubscribeRequired }).map((issue) => issue.kind);

  it.each([
    ['Cerberus hybrid (no unsubscribe link of its own)', CERBERUS_HYBRID, ['no-unsubscribe', 'placeholder-alt']],
    ['a Mailchimp blueprint', MAILCHIMP_BLUEPRINT, ['foreign-unsubscribe', 'placeholder-alt', 'invalid-link']],
    ['Foundation hero', FOUNDATION_HERO, ['foreign-unsubscribe', 'placeholder-alt']],
    ['MJML recast', MJML_RECAST, ['foreign-unsubscribe']],
  ])('%s as a marketing email', (_name, html, expected) => expect(kinds(html).filter((kind) => kind !== 'invalid-image')).toEqual(expected));

  it.each([
    ['SendGrid password reset', SENDGRID_PASSWORD_RESET, []],
    ['Postmark welcome (relative masthead background, its own unsubscribe tag)', POSTMARK_WELCOME, ['invalid-image', 'foreign-unsubscribe']],
  ])('%s as a transactional dynamic template', (_name, html, expected) => expect(kinds(html, false)).toEqual(expected));
});
