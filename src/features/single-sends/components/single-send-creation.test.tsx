import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { designsOf } from '@mocks/db/designs';
import { preBuiltSummaries } from '@mocks/db/pre-built-designs';
import { findSingleSend } from '@mocks/db/single-sends';
import { findUser } from '@mocks/db/users';
import { server } from '@mocks/node';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-app';

const UUID = '[0-9a-f-]{36}';
const created = (requests: ReturnType<typeof recordRequests>) => requests.filter((request) => request.method === 'POST' && request.path === '/v3/marketing/singlesends');

describe('creating a single send', () => {
  it('makes a blank design email draft, named, and opens its editor', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp('/single-sends/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create a Single Send' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Blank', selected: true })).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: /Single Send Name/ });
    expect(name).toHaveValue('Untitled Single Send');
    await user.clear(name);
    await user.type(name, 'Spring launch');
    await user.click(screen.getByRole('button', { name: 'Create Single Send' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(new RegExp(`^/single-sends/${UUID}/editor$`)), { timeout: 5000 });
    const [post] = created(requests);
    expect(post?.body).toMatchObject({ name: 'Spring launch', channel: 'email', email_config: { editor: 'design' } });
    // The design travels beside the HTML (design_document), never inside what is sent.
    const config = (post?.body as { email_config: { html_content: string; design_document: unknown } }).email_config;
    expect(config.html_content).not.toContain('<!--mc-design-document');
    expect(config.design_document).toMatchObject({ rows: expect.any(Array) });
    const id = router.state.location.pathname.split('/')[2]!;
    expect(findSingleSend('avery', id)?.status).toBe('draft');
  });

  it('makes an SMS draft and opens the SMS editor', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp('/single-sends/new', { persona: 'admin-impersonating' });
    await user.click(await screen.findByRole('radio', { name: 'SMS' }));
    await user.click(screen.getByRole('button', { name: 'Create Single Send' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(new RegExp(`^/single-sends/sms/${UUID}/editor$`)));
    expect(created(requests)[0]?.body).toMatchObject({ name: 'Untitled Single Send', channel: 'sms' });
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeInTheDocument();
  });

  it('makes a code editor email from /single-sends/create-design, which offers email only', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp('/single-sends/create-design');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create a Single Send from a Design' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'SMS' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Email: code editor' }));
    await user.click(screen.getByRole('button', { name: 'Create Single Send' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(new RegExp(`^/single-sends/${UUID}/editor$`)));
    expect(created(requests)[0]?.body).toMatchObject({ channel: 'email', email_config: { editor: 'code' } });
  });

  it('says what is wrong with the name next to it', async () => {
    const requests = recordRequests();
    const { user } = renderApp('/single-sends/new');
    const name = await screen.findByRole('textbox', { name: /Single Send Name/ });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Create Single Send' }));
    expect(await screen.findByText('is a required field')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(created(requests)).toHaveLength(0);
  });

  it('shows the server’s 10,000 limit and keeps the typed name', async () => {
    server.use(
      http.post('*/v3/marketing/singlesends', () =>
        HttpResponse.json({ errors: [{ field: null, message: 'You have reached the maximum of 10,000 Single Sends.', error_id: 'limit' }] }, { status: 400 }),
      ),
    );
    const { user, router } = renderApp('/single-sends/new');
    const name = await screen.findByRole('textbox', { name: /Single Send Name/ });
    await user.type(name, ' 2');
    await user.click(screen.getByRole('button', { name: 'Create Single Send' }));
    expect(await screen.findByText('You have reached the maximum of 10,000 Single Sends.')).toBeInTheDocument();
    expect(name).toHaveValue('Untitled Single Send 2');
    expect(router.state.location.pathname).toBe('/single-sends/new');
  });

  it('shows your designs at /single-sends/new/selector/your-designs and starts from one by its template route', async () => {
    const owner = findUser('avery')!;
    const requests = recordRequests();
    const { user, router } = renderApp('/single-sends/new/selector/your-designs');
    const list = await screen.findByRole('list', { name: 'Your designs' });
    const [design] = designsOf(owner);
    await user.click(within(list).getByRole('link', { name: `Use ${design!.name}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/single-sends/new/selector/template/${design!.id}`));
    const name = await screen.findByRole('textbox', { name: /Single Send Name/ });
    expect(name).toHaveValue(design!.name);
    await user.click(screen.getByRole('button', { name: 'Create Single Send' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(new RegExp(`^/single-sends/${UUID}/editor$`)));
    expect(created(requests)[0]?.body).toMatchObject({ name: design!.name, channel: 'email', email_config: { design_id: design!.id } });
  });

  it.each([
    ['/single-sends/new/selector/sendgrid-designs'],
    ['/single-sends/new/selector/marketing-designs'],
    ['/single-sends/create-design/selector/sendgrid-designs'],
    ['/single-sends/selector/sendgrid-designs/new'],
  ])('shows the system designs at %s', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('tab', { name: 'System designs', selected: true })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'System designs' });
    const [system] = preBuiltSummaries();
    expect(within(list).getByRole('link', { name: `Use ${system!.name}` })).toHaveAttribute('href', expect.stringMatching(`/selector/template/${system!.id}$`));
  });

  it('starts from a system design at /single-sends/create-design/selector/template/:templateId', async () => {
    const [system] = preBuiltSummaries();
    const requests = recordRequests();
    const { user, router } = renderApp(`/single-sends/create-design/selector/template/${system!.id}`);
    await screen.findByRole('heading', { level: 2, name: system!.name });
    await user.click(screen.getByRole('button', { name: 'Create Single Send' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(new RegExp(`^/single-sends/${UUID}/editor$`)));
    const body = created(requests)[0]?.body as { email_config: { design_id: string; html_content: string } };
    expect(body.email_config.design_id).toBe(system!.id);
    expect(body.email_config.html_content.length).toBeGreaterThan(100);
  });

  it('says a missing design was not found', async () => {
    renderApp('/single-sends/new/selector/template/00000000-0000-4000-8000-000000000000');
    expect(await screen.findByRole('heading', { name: 'Design not found' })).toBeInTheDocument();
  });

  it('moves between the tabs with the arrow keys, keeping focus on the tabs', async () => {
    const { user, router } = renderApp('/single-sends/new');
    const blank = await screen.findByRole('tab', { name: 'Blank' });
    blank.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/single-sends/new/selector/your-designs'));
    expect(screen.getByRole('tab', { name: 'Your designs' })).toHaveFocus();
  });
});
