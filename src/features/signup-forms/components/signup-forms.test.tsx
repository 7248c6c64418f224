import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { contactStore } from '@mocks/db/contacts/contact-store-provider';
import { signupFormsTable } from '@mocks/db/signup-forms';
import { server } from '@mocks/node';
import { formatDate } from '@/shared/format/display-format';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-app';
import { SIGNUP_FORM_LIMITS } from '../limits';
import { FORM_LIMIT_MESSAGE, IDENTIFIER_REQUIRED_MESSAGE } from '../messages';
import { SAVE_MESSAGES } from '@/shared/form/save-problem/save-messages';

const NEWSLETTER_ID = '5f0e6a2c-1b7d-4c3e-9a10-000000000001';
const formsTable = () => screen.getByRole('table', { name: 'Signup forms' });
const rows = () => within(formsTable()).getAllByRole('row').slice(1);
const rowOf = (name: string) => {
  const row = rows().find((candidate) => within(candidate).queryByRole('link', { name }));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

async function openEditor(id = NEWSLETTER_ID) {
  const view = renderApp(`/forms/signup/${id}/editor`);
  await screen.findByRole('tab', { name: 'Settings' });
  await waitFor(() => expect(screen.getByRole('combobox', { name: /List/ })).toHaveValue(signupFormsTable.get(id)!.list_id));
  return view;
}

describe('the signup forms index', () => {
  it('lists each form with its name, list, contact count and last update, and the count against the limit', async () => {
    renderApp('/forms/signup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Signup Forms' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(3));
    for (const header of ['Name', 'List', 'Contacts', 'Last Updated', 'Actions']) expect(within(formsTable()).getByRole('columnheader', { name: header })).toBeInTheDocument();
    const newsletter = rowOf('Newsletter footer');
    expect(within(newsletter).getByText('Newsletter subscribers')).toBeInTheDocument();
    expect(within(newsletter).getByText('0')).toBeInTheDocument();
    expect(within(newsletter).getByText(formatDate(signupFormsTable.get(NEWSLETTER_ID)!.updated_at))).toBeInTheDocument();
    expect(screen.getByText(`3 of ${SIGNUP_FORM_LIMITS.forms} signup forms`)).toBeInTheDocument();
    // Newest update first.
    expect(within(rows()[0]!).getByRole('link', { name: 'Spring 2026 launch waitlist' })).toBeInTheDocument();
  });

  it('creates a form and opens it in the editor', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp('/forms/signup');
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(screen.getAllByRole('button', { name: 'Create Signup Form' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/forms\/signup\/[0-9a-f-]{36}\/editor$/));
    expect(await screen.findByRole('heading', { level: 1, name: 'Untitled Form' })).toBeInTheDocument();
    const create = requests.find((request) => request.method === 'POST' && request.path === '/v3/marketing/signup_forms');
    expect(create?.body).toMatchObject({ name: 'Untitled Form', confirmation_message: 'Thank you for signing up!', fields: [{ field_id: 'email', required: true }] });
  });

  it('duplicates a form as “Copy of …”', async () => {
    const { user } = renderApp('/forms/signup');
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(within(rowOf('Newsletter footer')).getByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByText('Copy of Newsletter footer was created')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(rowOf('Copy of Newsletter footer')).toBeInTheDocument();
  });

  it('at the limit, says so and offers neither create nor duplicate', async () => {
    const [seed] = signupFormsTable.all();
    for (let index = signupFormsTable.all().filter((form) => form.owner === 'avery').length; index < SIGNUP_FORM_LIMITS.forms; index += 1) {
      signupFormsTable.insert({ ...seed!, id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, name: `Filler ${index}` });
    }
    renderApp('/forms/signup');
    expect(await screen.findByText(new RegExp(FORM_LIMIT_MESSAGE.replace('.', '\\.')))).toBeInTheDocument();
    for (const button of screen.getAllByRole('button', { name: 'Create Signup Form' })) expect(button).toBeDisabled();
    expect(within(rowOf('Newsletter footer')).getByRole('button', { name: 'Duplicate' })).toBeDisabled();
  });

  it('shows the server’s limit message when a duplicate is refused', async () => {
    server.use(http.post('*/v3/marketing/signup_forms/:id/duplicate', () => HttpResponse.json({ errors: [{ field: null, message: FORM_LIMIT_MESSAGE }] }, { status: 400 })));
    const { user } = renderApp('/forms/signup');
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(within(rowOf('Newsletter footer')).getByRole('button', { name: 'Duplicate' }));
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(notifications).findByText(`We could not duplicate the signup form. ${FORM_LIMIT_MESSAGE}`)).toBeInTheDocument();
  });

  it('deletes a form after confirmation', async () => {
    const { user, router } = renderApp('/forms/signup');
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(within(rowOf('In-store tablet signup')).getByRole('link', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Delete In-store tablet signup?' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('In-store tablet signup was deleted')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/forms/signup'));
    expect(rows()).toHaveLength(2);
  });

  it('is there under /legacy too', async () => {
    renderApp('/legacy/forms/signup');
    await waitFor(() => expect(rows()).toHaveLength(3));
  });
});

describe('the signup form editor', () => {
  it('has settings, build and styles views beside a sandboxed preview at desktop and mobile width', async () => {
    const { user } = await openEditor();
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter footer' })).toBeInTheDocument();
    const preview = screen.getByTitle('Form preview at desktop width');
    expect(preview.getAttribute('sandbox')).toBe('');
    expect(preview.getAttribute('srcdoc')).toContain('Get the Lumen Outfitters newsletter');

    await user.click(screen.getByRole('tab', { name: 'Build' }));
    const header = screen.getByRole('textbox', { name: 'Header' });
    await user.clear(header);
    await user.type(header, 'Hello <b>there</b>');
    await waitFor(() => expect(screen.getByTitle('Form preview at desktop width').getAttribute('srcdoc')).toContain('Hello &lt;b&gt;there&lt;/b&gt;'));

    await user.click(screen.getByRole('button', { name: 'Mobile' }));
    expect(screen.getByTitle('Form preview at mobile width')).toHaveStyle({ width: '375px' });
    expect(screen.getByRole('button', { name: 'Mobile' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('requires a confirmation message and sends nothing without one', async () => {
    const requests = recordRequests();
    const { user } = await openEditor();
    const confirmation = screen.getByRole('textbox', { name: /Confirmation Message/ });
    await user.clear(confirmation);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(confirmation).toHaveAccessibleDescription(expect.stringContaining('is a required field') as string));
    expect(requests.filter((request) => request.method === 'PATCH')).toEqual([]);
  });

  it('requires at least one required identifier field, showing the build view with the message', async () => {
    const requests = recordRequests();
    const { user } = await openEditor();
    await user.click(screen.getByRole('tab', { name: 'Build' }));
    const emailField = screen.getByRole('group', { name: /Email \(identifier\)/ });
    await user.click(within(emailField).getByRole('checkbox', { name: 'Required' }));
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(IDENTIFIER_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Build' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByText(IDENTIFIER_REQUIRED_MESSAGE)).toHaveFocus());
    expect(requests.filter((request) => request.method === 'PATCH')).toEqual([]);
  });

  it('saves settings, fields and styles in one PATCH', async () => {
    const requests = recordRequests();
    const { user } = await openEditor();
    const name = screen.getByRole('textbox', { name: /Form Name/ });
    await user.clear(name);
    await user.type(name, 'Footer signup');
    await user.selectOptions(screen.getByRole('combobox', { name: /List/ }), 'Trail runners');
    await user.click(screen.getByRole('checkbox', { name: 'Use a captcha' }));

    await user.click(screen.getByRole('tab', { name: 'Build' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Field to Add' }), 'City');
    await user.click(screen.getByRole('button', { name: 'Add Field' }));
    const city = screen.getByRole('group', { name: 'City' });
    expect(within(city).getByRole('textbox', { name: /Label/ })).toHaveFocus();
    await user.type(within(city).getByRole('textbox', { name: 'Helper Text' }), 'Where you live');
    await user.click(within(city).getByRole('checkbox', { name: 'Required' }));
    await user.click(within(city).getByRole('button', { name: 'Move Up' }));

    await user.click(screen.getByRole('tab', { name: 'Styles' }));
    const buttonText = screen.getByRole('textbox', { name: 'Button Text' });
    await user.clear(buttonText);
    await user.type(buttonText, 'Join');
    const width = screen.getByRole('spinbutton', { name: 'Width (px)' });
    await user.clear(width);
    await user.type(width, '900');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(width).toHaveAccessibleDescription(expect.stringContaining('must not exceed 800') as string));
    await user.clear(width);
    await user.type(width, '600');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Footer signup was saved')).toBeInTheDocument();
    const patch = requests.find((request) => request.method === 'PATCH');
    const lists = await contactStore().getLists('avery');
    expect(patch?.body).toMatchObject({
      name: 'Footer signup',
      list_id: lists.find((list) => list.name === 'Trail runners')!.id,
      captcha: true,
      fields: [
        { field_id: 'email', required: true },
        { field_id: 'city', label: 'City', helper_text: 'Where you live', required: true },
        { field_id: 'first_name', required: false },
      ],
      styles: { button_text: 'Join', width: 600 },
    });
    expect(signupFormsTable.get(NEWSLETTER_ID)?.name).toBe('Footer signup');
  });

  it('keeps the edits and says once, next to the form, that the save failed', async () => {
    server.use(http.patch('*/v3/marketing/signup_forms/:id', () => HttpResponse.json({ errors: [{ message: 'db down' }] }, { status: 500 })));
    const { user } = await openEditor();
    const name = screen.getByRole('textbox', { name: /Form Name/ });
    await user.clear(name);
    await user.type(name, 'Kept');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SAVE_MESSAGES.serverFailed)).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: 'Notifications' })).queryByText(/could not save|db down/)).not.toBeInTheDocument();
    expect(name).toHaveValue('Kept');
  });

  it('creates a new list from editor/new_list and chooses it', async () => {
    const { user, router } = await openEditor();
    await user.click(screen.getByRole('link', { name: 'Create a New List' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a New List' });
    expect(router.state.location.pathname).toBe(`/forms/signup/${NEWSLETTER_ID}/editor/new_list`);
    await user.type(within(dialog).getByRole('textbox', { name: /List Name/ }), 'Website signups');
    await user.click(within(dialog).getByRole('button', { name: 'Create List' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/forms/signup/${NEWSLETTER_ID}/editor`));
    const created = (await contactStore().getLists('avery')).find((list) => list.name === 'Website signups');
    expect(created).toBeDefined();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /List/ })).toHaveValue(created!.id));
  });

  it('goes back to the index from the breadcrumb, in the experience it is in', async () => {
    const { user, router } = renderApp(`/legacy/forms/signup/${NEWSLETTER_ID}/editor`);
    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await user.click(within(breadcrumb).getByRole('link', { name: 'Signup Forms' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/legacy/forms/signup'));
  });

  it('gives the 404 page for an id that is not a UUID, and says an unknown form was not found', async () => {
    renderApp('/forms/signup/not-a-uuid/editor');
    expect(await screen.findByRole('heading', { name: 'We could not find that page' })).toBeInTheDocument();
  });

  it('says an unknown form was not found', async () => {
    renderApp('/forms/signup/4b5c8f7e-0000-4000-8000-000000000000/editor');
    expect(await screen.findByRole('heading', { name: 'Signup form not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Signup Forms' })).toHaveAttribute('href', '/forms/signup');
  });
});

describe('sharing a form', () => {
  it('gives the hosted page link and the embed code, each with a copy button', async () => {
    const { user } = renderApp(`/forms/signup/${NEWSLETTER_ID}/share`);
    const dialog = await screen.findByRole('dialog', { name: 'Share Newsletter footer' });
    const link = within(dialog).getByRole('textbox', { name: 'Hosted page link' });
    expect(link).toHaveValue(`http://localhost:3000/hosted/forms/${NEWSLETTER_ID}`);
    const code = within(dialog).getByRole('textbox', { name: 'Embed code' });
    expect((code as HTMLTextAreaElement).value).toContain(`action="http://localhost:3000/v3/marketing/signup_forms/${NEWSLETTER_ID}/submissions"`);
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await within(dialog).findByText('Hosted page link copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`http://localhost:3000/hosted/forms/${NEWSLETTER_ID}`);
    await user.click(within(dialog).getByRole('button', { name: 'Copy code' }));
    expect(await navigator.clipboard.readText()).toContain('<form ');
  });

  it('opens from the editor as editor/share', async () => {
    const { user, router } = await openEditor();
    await user.click(screen.getByRole('link', { name: 'Share' }));
    expect(await screen.findByRole('dialog', { name: 'Share Newsletter footer' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/forms/signup/${NEWSLETTER_ID}/editor/share`);
  });
});
