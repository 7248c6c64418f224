import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, signInAs } from '@mocks/node';
import { apiFetch } from '@mocks/testing/api-fetch';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-app';
import { limitMessages } from '../messages';

interface VersionDto {
  id: string;
  name: string;
  active: 0 | 1;
  editor: 'code' | 'design';
}
interface TemplateDto {
  id: string;
  name: string;
  versions: VersionDto[];
}

const templateList = () => screen.getByRole('list', { name: 'Dynamic templates' });
// Plain DOM queries: role queries over twenty cards of tables are slow in jsdom.
const cards = () => [...templateList().querySelectorAll<HTMLElement>(':scope > li > article')];
const cardOf = (name: string) => {
  const card = cards().find((article) => article.querySelector('h2')?.textContent === name);
  if (!card) throw new Error(`no card ${name}`);
  return card;
};
const noCard = (name: string) => cards().every((article) => article.querySelector('h2')?.textContent !== name);
const versionRow = (card: HTMLElement, name: string) => within(card).getByRole('row', { name: new RegExp(`^${name}`) });

const token = () => signInAs('owner-advanced').token;
async function templateNamed(name: string): Promise<TemplateDto> {
  const { result } = (await (await apiFetch(`/templates?generations=dynamic&page_size=200&name=${encodeURIComponent(name)}`, { token: token() })).json()) as {
    result: TemplateDto[];
  };
  const found = result.find((template) => template.name === name);
  if (!found) throw new Error(`no template ${name}`);
  return found;
}

// The index renders twenty cards of tables: slow in jsdom on a loaded machine.
describe('the dynamic templates index', { timeout: 40_000 }, () => {
  it('shows a page of 20 templates with their id, active version and versions, then the rest on request', async () => {
    const requests = recordRequests();
    const { user } = renderApp('/dynamic-templates');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dynamic Templates' })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(20));
    const order = await templateNamed('Order Confirmation');
    const card = cardOf('Order Confirmation');
    expect(within(card).getByText(order.id)).toBeInTheDocument();
    expect(within(card).getByText('Active version: With item list')).toBeInTheDocument();
    const table = within(card).getByRole('table', { name: 'Versions of Order Confirmation' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const active = versionRow(card, 'With item list');
    expect(within(active).getByText('Active')).toBeInTheDocument();
    expect(within(active).getByText('Code')).toBeInTheDocument();
    expect(within(active).getByText('Order {{order_number}}: thanks, {{first_name}}')).toBeInTheDocument();
    expect(within(active).queryByRole('button', { name: 'Activate' })).toBeNull();
    expect(within(versionRow(card, 'Holiday draft')).getByRole('button', { name: 'Activate' })).toHaveAccessibleDescription('Holiday draft');
    expect(within(card).getByRole('link', { name: 'Add Version' })).toHaveAttribute('href', `/dynamic-templates/${order.id}/versions/new`);
    expect(within(versionRow(card, 'Holiday draft')).getByRole('link', { name: 'Preview' })).toHaveAttribute(
      'href',
      `/dynamic-templates/${order.id}/version/${order.versions.find((version) => version.name === 'Holiday draft')!.id}/preview`,
    );
    expect(within(cardOf('Welcome Email')).getByText('Active version: Welcome (design)')).toBeInTheDocument();
    expect(within(versionRow(cardOf('Welcome Email'), 'Welcome \\(design\\)')).getByText('Design')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more templates' }));
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(screen.getByText('All 24 templates are shown. You have reached the end of the list.')).toBeInTheDocument();
    const pages = requests.filter((request) => request.method === 'GET' && request.path === '/v3/templates');
    const pageRequests = pages.filter((request) => new URLSearchParams(request.search).get('page_size') === '20');
    expect(pageRequests.map((request) => new URLSearchParams(request.search).get('generations'))).toEqual(['dynamic', 'dynamic']);
  });

  it('stays open to the EU subuser (an Email API feature)', async () => {
    renderApp('/dynamic-templates', { persona: 'subuser-eu' });
    await waitFor(() => expect(cardOf('Buchungsbestätigung')).toBeInTheDocument());
  });

  it('leads to the legacy templates, which can be copied into a dynamic template', async () => {
    const { user, router } = renderApp('/dynamic-templates');
    await user.click(await screen.findByRole('link', { name: 'Legacy Templates' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/design-library/legacy-templates'));
  });

  it('searches by name or by id', async () => {
    const { user } = renderApp('/dynamic-templates');
    await waitFor(() => expect(cards()).toHaveLength(20));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or ID' }), 'password');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cardOf('Password Reset')).toBeInTheDocument();

    const order = await templateNamed('Order Confirmation');
    await user.clear(screen.getByRole('searchbox', { name: 'Search by name or ID' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or ID' }), `${order.id}{Enter}`);
    await waitFor(() => expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual(['Order Confirmation']));

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(cards()).toHaveLength(20));
  });
});

describe('templates', { timeout: 40_000 }, () => {
  it('creates a template, then asks for its first version', async () => {
    const { user, router } = renderApp('/dynamic-templates');
    await waitFor(() => expect(cards()).toHaveLength(20));
    await user.click(screen.getByRole('link', { name: 'Create a Dynamic Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a Dynamic Template' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('is a required field')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Template Name/ }), 'Shipping Notice');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a Version' })).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/^\/dynamic-templates\/d-[0-9a-f]{32}\/versions\/new$/);
    expect(await templateNamed('Shipping Notice')).toMatchObject({ versions: [] });
  });

  it('renames, duplicates and deletes a template through their dialogs', async () => {
    const { user } = renderApp('/dynamic-templates');
    await waitFor(() => expect(cards()).toHaveLength(20));
    await user.click(within(cardOf('Password Reset')).getByRole('link', { name: 'Rename Template' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename Password Reset' });
    const name = within(rename).getByRole('textbox', { name: /Template Name/ });
    await user.clear(name);
    await user.type(name, 'Password Help');
    await user.click(within(rename).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(cardOf('Password Help')).toBeInTheDocument());

    await user.click(within(cardOf('Password Help')).getByRole('link', { name: 'Duplicate Template' }));
    const duplicate = await screen.findByRole('dialog', { name: 'Duplicate Password Help' });
    expect(within(duplicate).getByRole('textbox', { name: /Template Name/ })).toHaveValue('Copy of Password Help');
    await user.click(within(duplicate).getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(cardOf('Copy of Password Help')).toBe(cards()[0]));
    const copy = cardOf('Copy of Password Help');
    expect(within(copy).getByText('Active version: Reset link')).toBeInTheDocument();

    await user.click(within(copy).getByRole('link', { name: 'Delete Template' }));
    const remove = await screen.findByRole('dialog', { name: 'Delete Copy of Password Help?' });
    await user.click(within(remove).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(noCard('Copy of Password Help')).toBe(true));
    expect(await screen.findByText('Copy of Password Help was deleted')).toBeInTheDocument();
  });

  it('offers a rename typed before a reload (or a sign-in) back when the dialog opens again, and Cancel drops it', async () => {
    const reset = await templateNamed('Password Reset');
    const kept = () => Object.keys(localStorage).filter((key) => key.includes(':template-name:'));
    const first = renderApp(`/dynamic-templates/${reset.id}/edit`);
    const typed = within(await screen.findByRole('dialog', { name: 'Rename Password Reset' })).getByRole('textbox', { name: /Template Name/ });
    await first.user.clear(typed);
    await first.user.type(typed, 'Password Help Desk');
    await waitFor(() => expect(kept()).toHaveLength(1));
    first.unmount();

    const again = renderApp(`/dynamic-templates/${reset.id}/edit`);
    const dialog = await screen.findByRole('dialog', { name: 'Rename Password Reset' });
    const name = within(dialog).getByRole('textbox', { name: /Template Name/ });
    expect(await within(dialog).findByText('You have changes that were not saved')).toBeInTheDocument();
    expect(name).toHaveValue('Password Reset');
    await again.user.click(within(dialog).getByRole('button', { name: 'Restore my changes' }));
    expect(name).toHaveValue('Password Help Desk');
    await again.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await again.user.click(within(await screen.findByRole('dialog', { name: 'Leave this page?' })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(kept()).toEqual([]);
    expect((await templateNamed('Password Reset')).id).toBe(reset.id);
  });

  it('keeps the typed name and says why when the server refuses', async () => {
    server.use(http.post('*/v3/templates', () => HttpResponse.json({ errors: [{ field: null, message: limitMessages.templates }] }, { status: 400 }), { once: true }));
    const { user } = renderApp('/dynamic-templates/new');
    const dialog = await screen.findByRole('dialog', { name: 'Create a Dynamic Template' });
    await user.type(within(dialog).getByRole('textbox', { name: /Template Name/ }), 'One too many');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(limitMessages.templates)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Template Name/ })).toHaveValue('One too many');
  });
});

describe('versions', () => {
  it('activates a version, which deactivates the others', async () => {
    const { user } = renderApp('/dynamic-templates');
    await waitFor(() => expect(cards()).toHaveLength(20));
    const card = cardOf('Order Confirmation');
    await user.click(within(versionRow(card, 'Holiday draft')).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(within(cardOf('Order Confirmation')).getByText('Active version: Holiday draft')).toBeInTheDocument());
    expect(within(versionRow(cardOf('Order Confirmation'), 'With item list')).getByRole('button', { name: 'Activate' })).toBeInTheDocument();
    const order = await templateNamed('Order Confirmation');
    expect(order.versions.filter((version) => version.active === 1).map((version) => version.name)).toEqual(['Holiday draft']);
  });

  it('duplicates a version and deletes one', async () => {
    const { user } = renderApp('/dynamic-templates');
    await waitFor(() => expect(cards()).toHaveLength(20));
    await user.click(within(versionRow(cardOf('Password Reset'), 'Reset link')).getByRole('button', { name: 'Duplicate' }));
    expect(await within(cardOf('Password Reset')).findByRole('row', { name: /^Copy of Reset link/ })).toBeInTheDocument();
    const copy = (await templateNamed('Password Reset')).versions.find((version) => version.name === 'Copy of Reset link');
    expect(copy).toMatchObject({ active: 0, editor: 'code' });

    await user.click(within(versionRow(cardOf('Password Reset'), 'Copy of Reset link')).getByRole('link', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the version Copy of Reset link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(cardOf('Password Reset')).queryByRole('row', { name: /^Copy of Reset link/ })).toBeNull());
    expect((await templateNamed('Password Reset')).versions).toHaveLength(1);
  });

  it('creates a blank code version and opens it in the editor', async () => {
    const order = await templateNamed('Order Confirmation');
    const requests = recordRequests();
    const { user, router } = renderApp(`/dynamic-templates/${order.id}/versions/new`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a Version' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Version Name/ }), 'Plain text receipt');
    await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Receipt {{{{order_number}}');
    await user.click(screen.getByRole('radio', { name: 'Blank, in the code editor' }));
    await user.click(screen.getByRole('button', { name: 'Create Version' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(new RegExp(`^/dynamic-templates/${order.id}/version/[0-9a-f-]{36}$`)));
    const post = requests.find((request) => request.method === 'POST' && request.path === `/v3/templates/${order.id}/versions`);
    expect(post?.body).toMatchObject({ name: 'Plain text receipt', subject: 'Receipt {{order_number}}', editor: 'code', generate_plain_content: false });
  });

  it('creates a version from a design chosen in the selector', async () => {
    const order = await templateNamed('Password Reset');
    const requests = recordRequests();
    const { user, router } = renderApp(`/dynamic-templates/${order.id}/versions/new`);
    const yours = await screen.findByRole('region', { name: 'Your designs' });
    const links = within(yours).getAllByRole('link', { name: 'Use this design' });
    await user.click(links[0]!);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/versions\/new\/selector\/template\/[0-9a-f-]{36}$/));
    const designId = router.state.location.pathname.split('/').at(-1)!;
    expect(await screen.findByRole('radio', { name: /^The design / })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: /Version Name/ }), 'From a design');
    await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Create Version' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/version\/[0-9a-f-]{36}$/));
    expect(requests.some((request) => request.method === 'GET' && request.path === `/v3/designs/${designId}`)).toBe(true);
  });
});

describe('limits', () => {
  it('says before a create that the account has 300 templates, and that a template has 50 versions', async () => {
    const meridian = signInAs('owner-large').token;
    await apiFetch('/templates', { method: 'POST', token: meridian, body: { name: 'The 300th', generation: 'dynamic' } });
    const { user } = renderApp('/dynamic-templates', { persona: 'owner-large' });
    expect(await screen.findByText(limitMessages.templates)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Create a Dynamic Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a Dynamic Template' });
    expect(within(dialog).getByText(limitMessages.templates)).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });

  it('shows the version limit before and from the server', async () => {
    const meridian = signInAs('owner-large').token;
    const { result } = (await (await apiFetch('/templates?generations=dynamic&page_size=200&name=Catalog', { token: meridian })).json()) as { result: TemplateDto[] };
    const catalog = result[0]!;
    const { user, router } = renderApp(`/dynamic-templates/${catalog.id}/versions/new`, { persona: 'owner-large' });
    await screen.findByRole('heading', { level: 1, name: 'Add a Version' });
    const create = async (name: string) => {
      await user.type(screen.getByRole('textbox', { name: /Version Name/ }), name);
      await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Catalog');
      await user.click(screen.getByRole('radio', { name: 'Blank, in the code editor' }));
      await user.click(screen.getByRole('button', { name: 'Create Version' }));
    };
    expect(screen.queryByText(limitMessages.versionsPerTemplate)).toBeNull();
    await create('Version 50');
    expect(await screen.findByRole('heading', { level: 1, name: 'Version 50' })).toBeInTheDocument();

    await router.navigate(`/dynamic-templates/${catalog.id}/versions/new`);
    expect(await screen.findByText(limitMessages.versionsPerTemplate)).toBeInTheDocument();
    await create('Version 51');
    await waitFor(() => expect(screen.getAllByText(limitMessages.versionsPerTemplate)).toHaveLength(2));
    expect(screen.getByRole('textbox', { name: /Version Name/ })).toHaveValue('Version 51');
  });
});
