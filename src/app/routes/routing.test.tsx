import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { v4 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { renderApp } from '@test/render-app';

describe('routes', () => {
  it('shows the 404 page for an unknown path, with a way home', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'We could not find that page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('moves a known legacy route outside the new experience to its /legacy twin', async () => {
    const { router } = renderApp('/templates/sendgrid-designs?tab=code');
    expect(await screen.findByRole('heading', { level: 1, name: 'Design Library' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/legacy/templates/sendgrid-designs');
    expect(router.state.location.search).toBe('?tab=code');
    expect(screen.getByText('Legacy experience')).toBeInTheDocument();
  });

  it('shows every top-level area from the navigation', async () => {
    const { router } = renderApp('/');
    await within(screen.getByRole('navigation', { name: 'Main' })).findByRole('link', { name: 'Senders' });
    await router.navigate('/automations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Automations' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  describe('editor identifiers', () => {
    it.each([
      '/single-sends/12345/editor',
      '/single-sends/not-a-uuid/editor/preview',
      '/single-sends/sms/xyz/editor',
      '/legacy/single-sends/abc/review',
      '/automations/ffffffff-ffff-ffff-ffff-ffffffffffff/detail',
      '/dynamic-templates/d-f43daeeaef504760851f727007e0b5d0/version/1/editor',
    ])('gives the 404 page for the invalid id in %s', async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'We could not find that page' })).toBeInTheDocument();
    });

    it.each([
      [`/single-sends/${v4()}/editor`, 'Single send not found'],
      ['/single-sends/00000000-0000-0000-0000-000000000000/editor', 'Single send not found'],
      [`/single-sends/sms/${v4()}/editor/image_manager`, 'Single send not found'],
      [`/automations/${v4()}/detail`, 'Automation not found'],
      [`/dynamic-templates/d-f43daeeaef504760851f727007e0b5d0/version/${v4()}/editor`, 'Version not found'],
    ])('opens %s with a valid id: the screen itself says what is missing', async (path, heading) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { name: heading }, { timeout: 10_000 })).toBeInTheDocument();
    });
  });

  it.each([
    ['/legacy/forms/signup', 'Signup Forms'],
    ['/legacy/single-sends', 'Single Sends'],
    ['/legacy/automations', 'Automations'],
  ])('opens %s, the legacy twin of a sending area (spec §2: a path starting with /legacy/ is legacy)', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Legacy experience')).toBeInTheDocument();
  });

  it('keeps the shell around the 404 page', async () => {
    renderApp('/still/not/here');
    await screen.findByRole('heading', { name: 'We could not find that page' });
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument());
  });
});

describe('home page', () => {
  it('links every area the user may open, with what it is for', async () => {
    const { user } = renderApp('/', { persona: 'subuser-eu' });
    const areas = await screen.findByRole('list', { name: 'Areas' });
    await waitFor(() => expect(within(areas).getAllByRole('link').map((link) => link.textContent)).toEqual(['Dynamic Templates', 'Unsubscribe Groups']));
    expect(within(areas).getByText('The kinds of email recipients can opt out of one by one.')).toBeInTheDocument();
    await user.click(within(areas).getByRole('link', { name: 'Unsubscribe Groups' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsubscribe Groups' })).toBeInTheDocument();
  });

  it('says so when no area is open to the user', async () => {
    server.use(http.get('*/v3/scopes', () => HttpResponse.json({ scopes: ['user.profile.read'] })));
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'No area is open to your user' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home']);
  });
});
