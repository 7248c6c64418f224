import { describe, expect, it } from 'vitest';
import { createModule } from '../document/module-factories';
import { CONTENT_MODULE_TYPES } from '../document/types';
import { renderRows, styleOf } from '../testing/render-for-test';
import { sequentialIds } from '../document/sequential-ids';

/** The cell MJML puts a module in: it must sit in the layout tables, not in free-floating divs. */
function layoutCell(element: Element | null): Element | null | undefined {
  return element?.closest('td')?.closest('table[role="presentation"]');
}

describe('rendering each module type', () => {
  it.each(CONTENT_MODULE_TYPES)('renders a %s module with its defaults into valid, table-based HTML of the design width', async (type) => {
    const filled = {
      image: { src: 'https://cdn.example.com/a.png', alt: 'A picture' },
      imageText: { image: { src: 'https://cdn.example.com/a.png', alt: 'A picture', href: '', width: null } },
      social: { facebookUrl: 'https://facebook.com/acme' },
    } as Record<string, object>;
    const { errors, html, page } = await renderRows([createModule(type, filled[type] ?? {}, sequentialIds())]);
    expect(errors).toEqual([]);
    expect(html).toMatch(/^<!doctype html>/i);
    // The 600-pixel body: a centred div for most clients, a fixed table for Outlook (in its conditional comment).
    expect(styleOf(page.querySelector('body > div > div'))['max-width']).toBe('600px');
    expect(html).toContain('width="600"');
    const sections = page.querySelectorAll('body > div > div > table[role="presentation"]');
    expect(sections).toHaveLength(1);
    expect(styleOf(sections[0])['background-color']).toBe('#FFFFFF');
  });

  it('renders the button with the default colours, border, radius, font size, height and padding', async () => {
    const { errors, page } = await renderRows([createModule('button', { href: 'https://example.com/buy', text: 'Buy <now> & save' })]);
    expect(errors).toEqual([]);
    const link = page.querySelector('a[href="https://example.com/buy"]');
    expect(link?.textContent?.trim()).toBe('Buy <now> & save');
    expect(styleOf(link)).toMatchObject({ background: '#333333', color: '#FFFFFF', 'font-size': '14px', padding: '12px 18px', 'border-radius': '6px' });
    const cell = link?.closest('td');
    expect(cell?.getAttribute('bgcolor')).toBe('#333333');
    expect(styleOf(cell)).toMatchObject({ border: '1px solid #333333', 'border-radius': '6px', height: '30px' });
    expect(layoutCell(cell ?? null)).not.toBeNull();
    expect(cell?.closest('td[align]')?.parentElement?.closest('td[align]')?.getAttribute('align')).toBe('center');
  });

  it('aligns a button left or right, and leaves the client default for unset', async () => {
    const alignOf = async (align: 'left' | 'right' | 'unset') => {
      const { page } = await renderRows([createModule('button', { href: 'https://example.com', align })]);
      return page.querySelector('a[href="https://example.com"]')?.closest('table')?.closest('td')?.getAttribute('align');
    };
    expect(await alignOf('left')).toBe('left');
    expect(await alignOf('right')).toBe('right');
    expect(await alignOf('unset')).toBe('center');
  });

  it('renders a button without a usable address as a button that links nowhere', async () => {
    const { html } = await renderRows([createModule('button', { href: 'javascript:alert(1)' })]);
    expect(html).not.toMatch(/javascript/i);
    expect(html).toContain('Your Button Text');
  });

  it('renders the spacer at its default height of 10 pixels', async () => {
    const { page } = await renderRows([createModule('spacer')]);
    const spacer = [...page.querySelectorAll('div')].find((div) => styleOf(div).height);
    expect(styleOf(spacer)).toMatchObject({ height: '10px', 'line-height': '10px' });
  });

  it('renders text at the design font size, colour and font, links in the link colour #1188E6', async () => {
    const { page } = await renderRows([createModule('text', { html: '<p>Read <a href="https://example.com/post">the post</a></p>' })]);
    const link = page.querySelector('a[href="https://example.com/post"]');
    expect(styleOf(link).color).toBe('#1188E6');
    expect(styleOf(link?.closest('div'))).toMatchObject({ 'font-size': '14px', color: '#000000', 'font-family': 'arial, helvetica, sans-serif', 'line-height': '22px' });
    expect(page.head.querySelector('style:last-of-type')?.textContent).toContain('a { color: #1188E6; }');
  });

  it('keeps the heading styles and alignments the text editor produces', async () => {
    const headings = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((tag) => `<${tag} style="text-align: right">Heading ${tag}</${tag}>`).join('');
    const { page } = await renderRows([createModule('text', { html: `${headings}<p style="text-align: center">Normal</p>` })]);
    for (const tag of ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']) expect(styleOf(page.querySelector(tag))['text-align']).toBe('right');
    expect(styleOf([...page.querySelectorAll('p')].find((p) => p.textContent === 'Normal'))['text-align']).toBe('center');
  });

  it('applies the design settings: width, backgrounds, text and link colours, font, preheader', async () => {
    const { page, html } = await renderRows([createModule('text', { html: '<p><a href="https://e.com">x</a></p>' })], {
      width: 640,
      backgroundColor: '#F2F4F7',
      contentBackgroundColor: '#FEFEFE',
      textColor: '#333333',
      linkColor: '#D93025',
      fontFamily: 'georgia, times, serif',
      fontSize: 16,
      preheader: 'Our spring sale <starts> now',
    });
    expect(styleOf(page.body)['background-color']).toBe('#F2F4F7');
    expect(styleOf(page.querySelector('body > div > div'))['max-width']).toBe('640px');
    expect(html).toContain('width="640"');
    expect(styleOf(page.querySelector('body > div > div > table'))['background-color']).toBe('#FEFEFE');
    expect(styleOf(page.querySelector('a[href="https://e.com"]')).color).toBe('#D93025');
    expect(styleOf(page.querySelector('a[href="https://e.com"]')?.closest('div'))).toMatchObject({ color: '#333333', 'font-size': '16px', 'font-family': 'georgia, times, serif' });
    expect(page.body.firstElementChild?.textContent).toBe('Our spring sale <starts> now');
    expect(styleOf(page.body.firstElementChild).display).toBe('none');
  });

  it('renders an image with its address, alt text, link and width, and nothing for an image without a usable source', async () => {
    const { page } = await renderRows([createModule('image', { src: 'https://cdn.example.com/a.png', alt: 'Sale "today"', href: 'https://example.com', width: 300 })]);
    const image = page.querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://cdn.example.com/a.png');
    expect(image?.getAttribute('alt')).toBe('Sale "today"');
    expect(image?.getAttribute('width')).toBe('300');
    expect(image?.closest('a')?.getAttribute('href')).toBe('https://example.com');
    for (const src of ['', 'data:image/png;base64,AAAA', 'javascript:alert(1)']) {
      const { page: empty } = await renderRows([createModule('image', { src, alt: 'x' })]);
      expect(empty.querySelector('img')).toBeNull();
    }
  });

  it('renders the divider with its colour, thickness and style', async () => {
    const { page } = await renderRows([createModule('divider', { style: 'dashed', thickness: 2, color: '#1188E6', widthPercent: 50 })]);
    const rule = page.querySelector('p');
    expect(styleOf(rule)).toMatchObject({ 'border-top': 'dashed 2px #1188E6', width: '50%' });
  });

  it('renders an image and text side by side, the picture on the right when asked, stacked within a column', async () => {
    const image = { src: 'https://cdn.example.com/a.png', alt: 'A', href: '', width: null };
    const left = await renderRows([createModule('imageText', { image, html: '<p>Beside</p>' })]);
    expect(left.errors).toEqual([]);
    const columns = [...left.page.querySelectorAll('div[class*="mj-column-per"]')];
    expect(columns.map((column) => column.className.split(' ')[0])).toEqual(['mj-column-per-40', 'mj-column-per-60']);
    expect(columns[0]?.querySelector('img')).not.toBeNull();
    expect(columns[1]?.textContent).toContain('Beside');
    const right = await renderRows([createModule('imageText', { image, imagePosition: 'right' })]);
    expect(styleOf(right.page.querySelector('body > div > div > table > tbody > tr > td')).direction).toBe('rtl');
  });

  it('renders the social links that have an address, as labels or as icons from the host', async () => {
    const social = createModule('social', { facebookUrl: 'https://facebook.com/acme', xUrl: 'https://x.com/acme', tiktokUrl: 'https://tiktok.com/@acme', linkedinUrl: 'javascript:alert(1)' });
    const { page, html } = await renderRows([social]);
    expect([...page.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Facebook', 'https://facebook.com/acme'],
      ['X', 'https://x.com/acme'],
      ['TikTok', 'https://tiktok.com/@acme'],
    ]);
    expect(html).not.toMatch(/javascript/i);
    const icons = await renderRows([social], {}, { socialIconBaseUrl: 'https://assets.example.com/social/' });
    expect([...icons.page.querySelectorAll('a img')].map((icon) => [icon.getAttribute('src'), icon.getAttribute('alt'), icon.getAttribute('width')])).toEqual([
      ['https://assets.example.com/social/facebook.png', 'Facebook', '32'],
      ['https://assets.example.com/social/x.png', 'X', '32'],
      ['https://assets.example.com/social/tiktok.png', 'TikTok', '32'],
    ]);
  });

  it('renders the default unsubscribe footer: sender name, address line, unsubscribe and preferences links', async () => {
    const { page } = await renderRows([createModule('unsubscribe')]);
    const lines = [...page.querySelectorAll('p')].map((line) => line.textContent);
    expect(lines).toEqual([
      '{{Sender_Name}}',
      '{{Sender_Address}}, {{Sender_City}}, {{Sender_State}} {{Sender_Zip}}, {{Sender_Country}}',
      'Unsubscribe - Unsubscribe Preferences',
    ]);
    expect([...page.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(['{{{unsubscribe}}}', '{{{unsubscribe_preferences}}}']);
    const withoutPreferences = await renderRows([createModule('unsubscribe', { showPreferencesLink: false })]);
    expect([...withoutPreferences.page.querySelectorAll('a')].map((link) => link.textContent)).toEqual(['Unsubscribe']);
  });

  it('inserts a code module’s HTML exactly as written', async () => {
    const code = '<table class="mine"><tr><td>{{#if vip}}VIP{{/if}} &amp; </mj-text> %%x%%</td></tr></table>';
    const { html, errors } = await renderRows([createModule('code', { html: code })]);
    expect(errors).toEqual([]);
    expect(html).toContain(code);
  });
});
