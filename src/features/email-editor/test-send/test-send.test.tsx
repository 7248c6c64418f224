import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { scenarios } from '@mocks/scenarios/registry';
import { recordRequests } from '@test/record-requests';
import { renderEditorScreen } from '@test/render-editor-screen';
import { createDocument, createModule } from '../document/module-factories';
import { testDataEdited } from '../preview/test-data-slice';
import type { OpenSession } from '../session';
import { TEST_SEND_MESSAGES } from './messages';
import { TestSendDialog } from './TestSendDialog';

const TEMPLATE_ID = '3b1c3f1e-6d7a-4c55-9a43-6f1c2a0b9d11';
const VERSION_ID = '8d1f0a52-0b7e-4a8c-9d2e-1f3a5b7c9e01';

const session = (overrides: Partial<OpenSession> = {}): OpenSession => ({
  key: 'design:d1',
  title: 'Spring newsletter',
  content: { editor: 'code', document: null, html: '<p>Hi {{first_name}}</p><a href="{{{unsubscribe}}}">Unsubscribe</a>', plainText: 'Hi {{first_name}}' },
  revision: 'r1',
  analytics: {},
  testSend: {},
  ...overrides,
});

/** The editor header's part: a "Send test" that opens the dialog and learns when it closes. */
function SendTestHost({ sessionKey }: { sessionKey: string; basePath: string }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      {!open && <p>Dialog closed</p>}
      <TestSendDialog sessionKey={sessionKey} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

async function openDialog(overrides: Partial<OpenSession> = {}) {
  const requests = recordRequests();
  const view = renderEditorScreen(SendTestHost, session(overrides));
  const dialog = await screen.findByRole('dialog', { name: 'Send a Test Email' });
  const addresses = within(dialog).getByRole('textbox', { name: /Email addresses/ });
  const sender = within(dialog).getByRole('combobox', { name: /From/ });
  const customerCare = (await within(dialog).findByRole('option', { name: 'Customer Care (care@lumenoutfitters.com)' })) as HTMLOptionElement;
  const send = () => view.user.click(within(dialog).getByRole('button', { name: 'Send Test' }));
  const posts = () => requests.filter((request) => request.method === 'POST' && request.path === '/v3/marketing/test/send_email');
  return { ...view, dialog, addresses, sender, customerCare, send, posts };
}

const toast = async (text: string) => within(await screen.findByRole('region', { name: 'Notifications' })).findByText(text);

describe('the test send dialog', () => {
  it('sends a design without a template as its HTML, from the chosen verified sender (an integer), and says so', async () => {
    const { user, addresses, sender, customerCare, send, posts } = await openDialog();
    expect(within(sender).queryByRole('option', { name: /Trail Events Team/ })).toBeNull();
    await user.type(addresses, 'ana@example.com, bo@example.org ,');
    await user.selectOptions(sender, customerCare);
    await send();

    expect(await toast('Your test email was sent to 2 addresses.')).toBeInTheDocument();
    expect(screen.getByText('Dialog closed')).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    expect(posts()[0]?.search).toBe('');
    expect(posts()[0]?.body).toEqual({
      emails: ['ana@example.com', 'bo@example.org'],
      html_content: '<p>Hi {{first_name}}</p><a href="{{{unsubscribe}}}">Unsubscribe</a>',
      plain_content: expect.stringContaining('Hi {{first_name}}'),
      subject: 'Spring newsletter',
      sender_id: Number(customerCare.value),
    });
  });

  it('sends a design as rendered now, not as last saved', async () => {
    const document = createDocument([createModule('text', { html: '<p>Fresh words</p>' }), createModule('unsubscribe')]);
    const { user, addresses, sender, customerCare, send, posts } = await openDialog({ content: { editor: 'design', document, html: '<html>stale</html>', plainText: 'stale' } });
    await user.type(addresses, 'ana@example.com');
    await user.selectOptions(sender, customerCare);
    await send();
    await screen.findByText('Dialog closed');
    const body = posts()[0]?.body as { html_content: string; plain_content: string };
    expect(body.html_content).toContain('Fresh words');
    expect(body.html_content).not.toContain('stale');
    expect(body.plain_content).toContain('Fresh words');
  });

  it('sends a template’s ids and the preview’s test data as substitutions, only while it is valid JSON', async () => {
    const { user, store, addresses, sender, customerCare, send, posts } = await openDialog({ testSend: { templateId: TEMPLATE_ID, versionId: VERSION_ID } });
    store.dispatch(testDataEdited({ key: 'design:d1', text: '{"first_name": "Ana"}' }));
    await user.type(addresses, 'ana@example.com');
    await user.selectOptions(sender, customerCare);
    await send();
    await screen.findByText('Dialog closed');
    expect(posts()[0]?.body).toEqual({
      emails: ['ana@example.com'],
      template_id: TEMPLATE_ID,
      version_id_override: VERSION_ID,
      sender_id: Number(customerCare.value),
      substitutions: { first_name: 'Ana' },
    });
  });

  it('says a dynamic template version is tested in `test-source`, and a design is not', async () => {
    const { user, addresses, sender, customerCare, send, posts } = await openDialog({
      testSend: { source: 'dynamic-templates', templateId: TEMPLATE_ID, versionId: VERSION_ID },
    });
    await user.type(addresses, 'ana@example.com');
    await user.selectOptions(sender, customerCare);
    await send();
    // What the server then checks (the template is one of the account's) is the mock's test: templates-test-send.test.ts.
    await waitFor(() => expect(posts().map((post) => post.search)).toEqual(['?test-source=dynamic-templates']));
  });

  it('leaves invalid test data out of the payload', async () => {
    const { user, store, addresses, sender, customerCare, send, posts } = await openDialog({ testSend: { templateId: TEMPLATE_ID } });
    store.dispatch(testDataEdited({ key: 'design:d1', text: '{"first_name": ' }));
    await user.type(addresses, 'ana@example.com');
    await user.selectOptions(sender, customerCare);
    await send();
    await screen.findByText('Dialog closed');
    expect(posts()[0]?.body).not.toHaveProperty('substitutions');
  });

  it.each([
    ['test-send-403', TEST_SEND_MESSAGES.unauthorized],
    ['test-send-400', TEST_SEND_MESSAGES.recipientsUnsubscribed],
    ['test-send-500', TEST_SEND_MESSAGES.failed],
  ] as const)('%s: says so in the dialog and keeps the typed addresses', async (scenario, message) => {
    scenarios.apply(scenario);
    const { user, dialog, addresses, sender, customerCare, send } = await openDialog();
    await user.type(addresses, 'ana@example.com, bo@example.org');
    await user.selectOptions(sender, customerCare);
    await send();
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(addresses).toHaveValue('ana@example.com, bo@example.org');
    expect(screen.queryByText('Dialog closed')).toBeNull();
  });

  it('names the invalid addresses next to the field and sends nothing', async () => {
    const { user, addresses, sender, customerCare, send, posts } = await openDialog();
    await user.selectOptions(sender, customerCare);
    await send();
    await waitFor(() => expect(addresses).toHaveAccessibleDescription(expect.stringContaining(TEST_SEND_MESSAGES.required)));
    await user.type(addresses, 'ana@example.com, nope, x@y');
    await waitFor(() => expect(addresses).toHaveAccessibleDescription(expect.stringContaining('These are not valid email addresses: “nope”, “x@y”.')));
    await user.clear(addresses);
    await user.type(addresses, 'ana@example, bo@example.org');
    await waitFor(() => expect(addresses).toHaveAccessibleDescription(expect.stringContaining('“ana@example” is not a valid email address.')));
    await send();
    expect(posts()).toEqual([]);
  });

  it('refuses more than 10 addresses with a clear message', async () => {
    const { user, addresses, sender, customerCare, send, posts } = await openDialog();
    await user.selectOptions(sender, customerCare);
    await user.click(addresses);
    await user.paste(Array.from({ length: 11 }, (_, index) => `person${index}@example.com`).join(', '));
    await send();
    await waitFor(() => expect(addresses).toHaveAccessibleDescription(expect.stringContaining('You can send a test to at most 10 addresses; you entered 11.')));
    expect(posts()).toEqual([]);
  });

  it('needs a sender', async () => {
    const { user, addresses, sender, send, posts } = await openDialog();
    await user.type(addresses, 'ana@example.com');
    await send();
    await waitFor(() => expect(sender).toHaveAccessibleDescription(expect.stringContaining(TEST_SEND_MESSAGES.senderRequired)));
    expect(posts()).toEqual([]);
  });

  // The second parses, but Handlebars throws running it ("#if requires exactly one argument").
  it.each(['<p>{{#if vip}}Hi</p>', '<p>{{#if vip gold}}Hi{{/if}}</p>'])('blocks sending while the content has Handlebars issues: %s', async (html) => {
    const broken = { editor: 'code' as const, document: null, html, plainText: '' };
    const { dialog } = await openDialog({ content: broken });
    expect(await within(dialog).findByText(TEST_SEND_MESSAGES.handlebarsIssues)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send Test' })).toBeDisabled();
  });
});
