import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-to-text';

/*
 * The opening and footer of Cerberus's hybrid template (github.com/emailmonday/Cerberus,
 * cerberus-hybrid.html, MIT): a visually hidden preheader, the "preview text spacing hack" after it,
 * and footer links that are still placeholders (`href="#"`), as a downloaded template has them.
 */
const CERBERUS_HYBRID = `<body width="100%" style="margin: 0; padding: 0 !important; mso-line-height-rule: exactly; background-color: #222222;">
  <center role="article" aria-roledescription="email" lang="en" style="width: 100%; background-color: #222222;">
    <!-- Visually Hidden Preheader Text : BEGIN -->
    <div style="max-height:0; overflow:hidden; mso-hide:all;" aria-hidden="true">
      (Optional) This text will appear in the inbox preview, but not the email body.
    </div>
    <!-- Visually Hidden Preheader Text : END -->
    <!-- Preview Text Spacing Hack : BEGIN -->
    <div style="display: none; font-size: 1px; line-height: 1px; max-height: 0px; max-width: 0px; opacity: 0; overflow: hidden; mso-hide: all; font-family: sans-serif;">
      &zwnj;&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;
    </div>
    <!-- Preview Text Spacing Hack : END -->
    <div style="max-width: 600px; margin: 0 auto;" class="email-container">
      <table role="presentation" cellspacing="0" cellpadding="0" border="0" width="100%" style="margin: auto;">
        <tr><td style="padding: 20px; font-family: sans-serif;">
          <h1 style="margin: 0 0 10px 0;">Praesent laoreet malesuada cursus.</h1>
          <p style="margin: 0;">Maecenas sed ante pellentesque, posuere leo id, eleifend dolor.</p>
        </td></tr>
        <tr><td style="padding: 0 20px 20px;">
          <a class="button-a button-a-primary" href="https://google.com/" style="background: #222222;">Centered Primary Button</a>
        </td></tr>
      </table>
      <table role="presentation" cellspacing="0" cellpadding="0" border="0" width="100%" style="margin: auto;">
        <tr><td style="padding: 20px; font-family: sans-serif; font-size: 12px;">
          <webversion style="color: #cccccc; text-decoration: underline; font-weight: bold;">View as a Web Page</webversion>
          <br><br>
          Company Name<br><span class="unstyle-auto-detected-links">123 Fake Street, SpringField, OR, 97477 US<br>(123) 456-7890</span>
          <br><br>
          <a href="#" style="color: #888888;">unsubscribe</a> | <a href="#top">back to top</a>
        </td></tr>
      </table>
    </div>
  </center>
</body>`;

describe('plain text of an HTML email', () => {
  it('leaves out the hidden preheader and the spacing hack, so the text begins with what the reader sees', () => {
    const text = htmlToText(CERBERUS_HYBRID);

    expect(text.startsWith('Praesent laoreet malesuada cursus.')).toBe(true);
    expect(text).not.toContain('inbox preview');
    expect(text).not.toMatch(/[\u200c\u00a0]{2}/);
  });

  it('writes a real link’s address after its label, but not a placeholder link’s "#"', () => {
    const text = htmlToText(CERBERUS_HYBRID);

    expect(text).toContain('Centered Primary Button (https://google.com/)');
    expect(text).toContain('unsubscribe | back to top');
    expect(text).not.toContain('(#');
  });

  it('keeps text that is only styled, not hidden', () => {
    expect(htmlToText('<div style="max-height: 400px; overflow: hidden">Shown</div><p hidden>Not shown</p>')).toBe('Shown');
  });

  it('leaves out text hidden by a class of the head styles, but not by one hidden only on some screens', () => {
    const html = `<!doctype html><html><head><style>
      /* preview text */ .preheader { color: transparent; display: none; }
      @media only screen and (max-width: 620px) { .desktop-only { display: none !important; } }
    </style></head><body><span class="preheader">Preview</span><p class="desktop-only">Wide</p><p>Body</p></body></html>`;

    expect(htmlToText(html)).toBe('Wide\n\nBody');
  });
});
