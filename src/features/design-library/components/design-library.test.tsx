import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { hasEmbeddedDocument } from '@/features/email-editor/document/embedded-document';
import { SYSTEM_DESIGNS } from '@/features/email-editor/system-designs/system-designs';
import { BLANK_CODE_HTML } from '@/shared/sending/blank-code-email';
import { server } from '@mocks/node';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-app';
import { apiFetch } from '@mocks/testing/api-fetch';
import { signInAs } from '@mocks/node';

const designList = () => screen.getByRole('list', { name: 'Your designs' });
const cards = () => within(designList()).getAllByRole('article');
const cardOf = (name: string) => within(designList()).getByRole('article', { name });
const notifications = () => screen.getByRole('region', { name: 'Notifications' });

interface DesignDto {
  id: string;
  name: string;
  html_content: string;
  updated_at: string;
}

/** Avery's designs as the API lists them, newest first. */
async function averyDesigns(): Promise<DesignDto[]> {
  const token = signInAs('owner-advanced').token;
  return ((await (await apiFetch('/designs?summary=false&page_size=3', { token })).json()) as { result: DesignDto[] }).result;
}

describe('Your designs', () => {
  it('shows 24 designs with their name, categories and update date, then the rest on request, announcing the end', async () => {
    const requests = recordRequests();
    const { user } = renderApp('/design-library');
    expect(await screen.findByRole('heading', { level: 1, name: 'Design Library' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Your Designs' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(cards()).toHaveLength(24));
    const october = cardOf('October Trail Notes');
    expect(within(october).getByText('Newsletter')).toBeInTheDocument();
    expect(within(october).getByText(/^Updated/)).toHaveTextContent(/Updated (Sep 30|Oct 1), 2026/);
    for (const name of ['Edit', 'Preview', 'Duplicate', 'Rename', 'Delete']) {
      expect(within(october).getByRole('link', { name })).toHaveAccessibleDescription('October Trail Notes');
    }
    expect(screen.getByText('Showing 24 of 27 designs.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more designs' }));
    await waitFor(() => expect(cards()).toHaveLength(27));
    expect(screen.getByText('All 27 designs are shown. You have reached the end of the list.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more designs' })).toBeNull();
    expect(within(cardOf('Holiday Hours Notice')).getByText(/Code editor/)).toBeInTheDocument();

    const pages = requests.filter((request) => request.method === 'GET' && request.path === '/v3/designs');
    expect(pages).toHaveLength(2);
  });

  it('asks for pages of 24 summaries and follows the page token', async () => {
    const searches: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/v3/designs') searches.push(url.search);
    });
    const { user } = renderApp('/design-library/your-designs');
    await user.click(await screen.findByRole('button', { name: 'Load more designs' }));
    await screen.findByText(/You have reached the end of the list/);
    expect(searches[0]).toBe('?page_size=24&summary=true');
    expect(searches[1]).toMatch(/^\?page_size=24&page_token=[\w-]+&summary=true$/);
  });

  it('explains what designs are for when there are none', async () => {
    renderApp('/design-library/your-designs', { persona: 'owner-free' });
    expect(await screen.findByRole('heading', { name: 'Create your first design' })).toBeInTheDocument();
    expect(screen.getByText(/start from a blank canvas or one of the system designs/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Create a Design' }).length).toBeGreaterThan(0);
  });

  it('shows a danger alert and a retry when the list fails to load', async () => {
    server.use(http.get('*/v3/designs', () => HttpResponse.json({ errors: [{ message: 'internal server error' }] }, { status: 500 }), { once: true }));
    const { user } = renderApp('/design-library/your-designs');
    expect(await within(await screen.findByRole('region', { name: 'Notifications' })).findByText('We could not load your designs.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'We could not load your designs' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(24));
  });
});

describe('A design’s dialogs', () => {
  it('duplicates a design under the name the user confirms; the copy goes first', async () => {
    const requests = recordRequests();
    const [october] = await averyDesigns();
    const { user } = renderApp('/design-library/your-designs');
    await user.click(within(await screen.findByRole('article', { name: 'October Trail Notes' })).getByRole('link', { name: 'Duplicate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate October Trail Notes' });
    expect(within(dialog).getByRole('textbox', { name: /Design Name/ })).toHaveValue('Duplicate: October Trail Notes');
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    expect(await within(notifications()).findByText('Duplicate: October Trail Notes was created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(cards()[0]!).getByRole('heading', { name: 'Duplicate: October Trail Notes' })).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')).toMatchObject({ path: `/v3/designs/${october!.id}`, body: { name: 'Duplicate: October Trail Notes' } });
  });

  it('renames with the name checked as typed, the server’s verdict next to the field, and what was typed kept', async () => {
    const { user } = renderApp('/design-library/your-designs');
    await user.click(within(await screen.findByRole('article', { name: 'October Trail Notes' })).getByRole('link', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename October Trail Notes' });
    const name = within(dialog).getByRole('textbox', { name: /Design Name/ });
    expect(name).toHaveAttribute('maxlength', '100');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('is a required field')).toBeInTheDocument();

    server.use(http.patch('*/v3/designs/:id', () => HttpResponse.json({ errors: [{ field: 'name', message: 'must be unique' }] }, { status: 400 }), { once: true }));
    await user.type(name, 'Trail Notes');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('must be unique')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription(expect.stringContaining('must be unique'));
    expect(name).toHaveValue('Trail Notes');

    server.use(http.patch('*/v3/designs/:id', () => HttpResponse.json({ errors: [{ message: 'internal server error' }] }, { status: 500 }), { once: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('We could not rename the design. internal server error')).toBeInTheDocument();
    expect(name).toHaveValue('Trail Notes');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(notifications()).findByText('The design was renamed Trail Notes')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Trail Notes' })).toBeInTheDocument();
  });

  it('does not rename over a design saved elsewhere since the dialog opened: Keep mine renames over it, Reload shows the stored name', async () => {
    const token = signInAs('owner-advanced').token;
    const [october] = await averyDesigns();
    const stored = async () => (await (await apiFetch(`/designs/${october!.id}`, { token })).json()) as DesignDto;
    const { user } = renderApp('/design-library/your-designs');
    // The page and the dialog are lazy chunks: generous waits for a loaded machine.
    const openRename = async (name: string) => {
      await user.click(within(await screen.findByRole('article', { name }, { timeout: 20_000 })).getByRole('link', { name: 'Rename' }));
      return screen.findByRole('dialog', { name: `Rename ${name}` }, { timeout: 20_000 });
    };
    let dialog = await openRename('October Trail Notes');
    await apiFetch(`/designs/${october!.id}`, { token, method: 'PATCH', body: { subject: 'Saved elsewhere' } });
    await user.clear(within(dialog).getByRole('textbox', { name: /Design Name/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Design Name/ }), 'Trail Notes');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This design was saved elsewhere')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Design Name/ })).toHaveValue('Trail Notes');
    expect((await stored()).name).toBe('October Trail Notes');
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await stored()).toMatchObject({ name: 'Trail Notes', subject: 'Saved elsewhere' });

    dialog = await openRename('Trail Notes');
    await apiFetch(`/designs/${october!.id}`, { token, method: 'PATCH', body: { name: 'Renamed elsewhere' } });
    await user.clear(within(dialog).getByRole('textbox', { name: /Design Name/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Design Name/ }), 'Typed here');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(screen.getByRole('dialog')).getByRole('textbox', { name: /Design Name/ })).toHaveValue('Renamed elsewhere'));
    expect(screen.queryByText('This design was saved elsewhere')).toBeNull();
    expect((await stored()).name).toBe('Renamed elsewhere');
  }, 90_000);

  it('deletes a design once confirmed, saying so', async () => {
    const requests = recordRequests();
    const [october] = await averyDesigns();
    const { user } = renderApp('/design-library/your-designs');
    await user.click(within(await screen.findByRole('article', { name: 'October Trail Notes' })).getByRole('link', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete October Trail Notes?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(notifications()).findByText('October Trail Notes was deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'October Trail Notes' })).toBeNull());
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([`/v3/designs/${october!.id}`]);
  });

  it('says a design that does not exist cannot be renamed', async () => {
    renderApp('/design-library/your-designs/0b7a4a52-6a3e-4c55-8f5a-1c2d3e4f5a6b/rename');
    expect(await screen.findByRole('dialog', { name: 'Design not found' })).toBeInTheDocument();
  });
});

describe('Creating a design', () => {
  it('copies a system design into yours with "Use this design" and opens it in the editor', async () => {
    const requests = recordRequests();
    const [, promotion] = SYSTEM_DESIGNS;
    const { user, router } = renderApp('/design-library/sendgrid-designs');
    const systemList = await screen.findByRole('list', { name: 'System designs' });
    await waitFor(() => expect(within(systemList).getAllByRole('article')).toHaveLength(4));
    await user.click(within(within(systemList).getByRole('article', { name: 'Promotion' })).getByRole('button', { name: 'Use this design' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/design-library\/your-designs\/[0-9a-f-]{36}\/editor$/));
    expect(requests.find((request) => request.method === 'POST')).toMatchObject({ path: `/v3/designs/pre-builts/${promotion!.id}`, body: { name: 'Promotion' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotion' })).toBeInTheDocument();
  });

  it('starts a blank design: the editor’s empty document, rendered and embedded, named by the user', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp('/design-library/selector/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create a Design' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Newsletter' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Blank design' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Create Design' }));
    expect(await screen.findByText('is a required field')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Design Name/ }), 'Winter Newsletter');
    await user.click(screen.getByRole('button', { name: 'Create Design' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/design-library\/your-designs\/[0-9a-f-]{36}\/editor$/), { timeout: 15_000 });
    const post = requests.find((request) => request.method === 'POST' && request.path === '/v3/designs');
    const body = post?.body as { name: string; editor: string; html_content: string; design_document: unknown; generate_plain_content: boolean };
    expect(body).toMatchObject({ name: 'Winter Newsletter', editor: 'design', generate_plain_content: false });
    expect(body.html_content).toContain('<!doctype html>');
    expect(hasEmbeddedDocument(body.html_content)).toBe(false);
    expect(body.design_document).toMatchObject({ rows: [] });
  });

  it('starts from code: a code design holding one blank email, opened in the code editor with its live preview', async () => {
    // jsdom lays nothing out; CodeMirror measures text ranges once it shows the HTML.
    Range.prototype.getClientRects ??= () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
    const requests = recordRequests();
    const { user, router } = renderApp('/design-library/selector/new');
    await user.click(await screen.findByRole('radio', { name: 'Start from code' }));
    await user.type(screen.getByRole('textbox', { name: /Design Name/ }), 'Receipt (HTML)');
    await user.click(screen.getByRole('button', { name: 'Create Design' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/design-library\/your-designs\/[0-9a-f-]{36}\/editor$/), { timeout: 15_000 });
    const post = requests.find((request) => request.method === 'POST' && request.path === '/v3/designs');
    expect(post?.body).toEqual({ name: 'Receipt (HTML)', editor: 'code', html_content: BLANK_CODE_HTML, design_document: null, plain_content: '', generate_plain_content: true });
    expect(await screen.findByRole('textbox', { name: 'HTML' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Live preview' })).toBeInTheDocument();
    expect(screen.getByLabelText('Import an HTML file')).toBeInTheDocument();
  });

  it('starts from the system design the user picks', async () => {
    const requests = recordRequests();
    const [newsletter] = SYSTEM_DESIGNS;
    const { user, router } = renderApp(`/design-library/selector/new?design=${newsletter!.id}`);
    expect(await screen.findByRole('radio', { name: 'Newsletter' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Preview Newsletter' })).toHaveAttribute('href', `/design-library/sendgrid-designs/${newsletter!.id}/preview`);
    await user.type(screen.getByRole('textbox', { name: /Design Name/ }), 'November Trail Notes');
    await user.click(screen.getByRole('button', { name: 'Create Design' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/editor$/));
    expect(requests.find((request) => request.method === 'POST')).toMatchObject({
      path: `/v3/designs/pre-builts/${newsletter!.id}`,
      body: { name: 'November Trail Notes' },
    });
  });
});

describe('Previews and the legacy twin', () => {
  it('previews a system design in a sandboxed frame that runs nothing, at desktop or mobile width', async () => {
    const [newsletter] = SYSTEM_DESIGNS;
    const { user } = renderApp(`/design-library/sendgrid-designs/${newsletter!.id}/preview`);
    const frame = await screen.findByTitle('Preview of Newsletter');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('<!doctype html>');
    expect(screen.getByRole('heading', { level: 1, name: 'Preview: Newsletter' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mobile' }));
    expect(screen.getByRole('button', { name: 'Mobile' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Use this design' })).toBeInTheDocument();
  });

  it('says so for a preview of a design that does not exist', async () => {
    renderApp('/design-library/your-designs/0b7a4a52-6a3e-4c55-8f5a-1c2d3e4f5a6b/preview');
    expect(await screen.findByRole('heading', { name: 'This design does not exist' })).toBeInTheDocument();
  });

  it('moves between the tabs, each its own address, the images tab holding the image library', async () => {
    const { user, router } = renderApp('/design-library/my-designs');
    await waitFor(() => expect(router.state.location.pathname).toBe('/design-library/your-designs'));
    await user.click(await screen.findByRole('tab', { name: 'Your Images' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/design-library/images'));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Your Images' })).toHaveAttribute('aria-selected', 'true'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your images' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'System Designs' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/design-library/sendgrid-designs'));
    expect(await screen.findByRole('list', { name: 'System designs' })).toBeInTheDocument();
  });

  it('reaches the same screens under /legacy/templates, and moves /templates there', async () => {
    const { router } = renderApp('/templates');
    await waitFor(() => expect(router.state.location.pathname).toBe('/legacy/templates/your-designs'));
    await waitFor(() => expect(cards()).toHaveLength(24));
    const [october] = await averyDesigns();
    expect(within(cardOf('October Trail Notes')).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/legacy/templates/your-designs/${october!.id}/editor`);
    expect(screen.getByRole('tab', { name: 'System Designs' })).toBeInTheDocument();
  });
});
