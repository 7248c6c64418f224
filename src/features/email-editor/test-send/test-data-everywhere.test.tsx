import { cleanup, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { deliveredTestEmails } from '@mocks/handlers/test-send';
import { renderEditorScreen } from '@test/render-editor-screen';
import { PreviewScreen } from '../preview/PreviewScreen';
import { testDataEdited } from '../preview/test-data-slice';
import type { OpenSession } from '../session';
import { TestSendDialog } from './TestSendDialog';

// SendGrid's "Using Handlebars" helpers (insert, formatDate with an offset, and with a zero) in one email.
const HTML = [
  '<p>Hello {{insert first_name "default=Customer"}}!</p>',
  '<p>Member since {{formatDate joined "MMMM D, YYYY" "-0800"}}</p>',
  '{{#and vip points}}<p>VIP with {{points}} points</p>{{else}}<p>Not a VIP yet</p>{{/and}}',
  '<a href="{{{unsubscribe}}}">Unsubscribe</a>',
].join('\n');
const TEST_DATA = '{"first_name": "Ana", "joined": "2026-03-05T06:00:00Z", "vip": true, "points": 0, "unsubscribe": "https://example.com/u"}';
// 06:00 UTC is the evening before at -0800; zero is false for `and`.
const VALUES = ['Hello Ana!', 'Member since March 4, 2026', 'Not a VIP yet'];

const session: OpenSession = {
  key: 'code:c1',
  title: 'Spring',
  content: { editor: 'code', document: null, html: HTML, plainText: '' },
  revision: 'r1',
  analytics: {},
  testSend: {},
};

function SendTestHost({ sessionKey }: { sessionKey: string; basePath: string }) {
  const [open, setOpen] = useState(true);
  return open ? <TestSendDialog sessionKey={sessionKey} open onClose={() => setOpen(false)} /> : <p>Dialog closed</p>;
}

describe('the test data', () => {
  it('gives the same values in the preview, its plain text version and the test send', async () => {
    const preview = renderEditorScreen(PreviewScreen, session, { subPath: '/preview' });
    preview.store.dispatch(testDataEdited({ key: session.key, text: TEST_DATA }));
    const frame = (await screen.findByTitle('Email preview')) as HTMLIFrameElement;
    const shownHtml = frame.getAttribute('srcdoc') ?? '';
    await preview.user.click(screen.getByRole('checkbox', { name: 'Plain text version' }));
    const shownText = within(await screen.findByRole('region', { name: 'Plain text version' })).getByText(/Hello/).textContent ?? '';
    cleanup();

    const sending = renderEditorScreen(SendTestHost, session);
    sending.store.dispatch(testDataEdited({ key: session.key, text: TEST_DATA }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a Test Email' });
    await sending.user.type(within(dialog).getByRole('textbox', { name: /Email addresses/ }), 'ana@example.com');
    const sender = within(dialog).getByRole('combobox', { name: /From/ });
    await sending.user.selectOptions(sender, await within(dialog).findByRole('option', { name: /Customer Care/ }));
    await sending.user.click(within(dialog).getByRole('button', { name: 'Send Test' }));
    await screen.findByText('Dialog closed');
    const sent = deliveredTestEmails().at(-1);

    for (const value of VALUES) {
      expect(shownHtml).toContain(value);
      expect(shownText).toContain(value);
      expect(sent?.html).toContain(value);
      expect(sent?.plainText).toContain(value);
    }
    expect(sent?.html).toContain('href="https://example.com/u"');
    // The test send delivers exactly what the preview shows: the same HTML inside the frame, the same plain text.
    expect(shownHtml).toContain(sent?.html);
    expect(sent?.plainText.trim()).toBe(shownText.trim());
  });
});
