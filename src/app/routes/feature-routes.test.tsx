import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, Link, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PageHeader } from '@/shared/ui/PageHeader';
import { createTestDependencies } from '@test/test-dependencies';
import type { Feature } from '../features';
import { createAppStore } from '../store';
import { withChunkLoading } from './chunk-loading';
import { FEATURE_ROUTES_ID, featureRouteDiscovery, LEGACY_ROUTES_ID } from './feature-routes';
import { NotFoundPage } from './NotFoundPage';
import { RouteErrorPage } from './RouteErrorPage';

const CHUNK_URL = 'http://localhost:3000/assets/routes-B4x9.js';
const failingImport = () => Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${CHUNK_URL}`));

const page = (title: string) => () => <PageHeader title={title} />;

const sendersTable: RouteObject[] = [
  {
    path: 'senders',
    children: [
      { index: true, Component: page('Senders') },
      { path: ':id/edit', Component: page('Edit sender') },
    ],
  },
];
const senderReviewTable: RouteObject[] = [{ path: 'senders', children: [{ path: ':id/review', Component: page('Review sender') }] }];
const designLibraryTable: RouteObject[] = [{ path: 'design-library', children: [{ path: 'your-designs', Component: page('Your designs') }] }];

/**
 * The app's frame around the discovered routes: a layout with a link, a field that stays mounted and the
 * main area; the area gate and /legacy the tables are patched into; the 404 for the rest. Pathless at the
 * top like the app's, so a failed discovery lands on the error boundary below the layout.
 */
function renderApp(path = '/') {
  // `up`: the senders' table can be downloaded; `online`: what the browser says.
  const network = { up: true, online: true };
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => network.online);
  const loadSenders = vi.fn(() => (network.up ? Promise.resolve(sendersTable) : failingImport()));
  const loadDesignLibrary = vi.fn(() => Promise.resolve(designLibraryTable));
  const loadSenderReview = vi.fn(() => Promise.resolve(senderReviewTable));
  const features: Feature[] = [
    { actionPrefix: 'senders', routes: { area: 'senders', load: loadSenders } },
    { actionPrefix: 'senderReview', routes: { area: 'senders', sections: ['*/review'], load: loadSenderReview } },
    { actionPrefix: 'emailEditor' },
    { actionPrefix: 'designLibrary', routes: { area: 'design-library', load: loadDesignLibrary } },
  ];
  const Layout = () => (
    <>
      <Link to="/senders">Senders</Link>
      <input aria-label="Note" />
      <main id="main">
        <Outlet />
      </main>
    </>
  );
  const routes = withChunkLoading([
    {
      Component: Layout,
      children: [
        {
          ErrorBoundary: RouteErrorPage,
          children: [
            { index: true, Component: page('Home') },
            { id: FEATURE_ROUTES_ID, children: [{ id: LEGACY_ROUTES_ID, path: 'legacy', children: [] }] },
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
  ]);
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation: featureRouteDiscovery(features, () => undefined) });
  const dependencies = createTestDependencies();
  render(
    <Provider store={createAppStore(dependencies)}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { network, router, loadSenders, loadDesignLibrary, loadSenderReview, location: dependencies.location, user: userEvent.setup() };
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const notFound = () => screen.findByRole('heading', { name: 'We could not find that page' });

describe('feature route discovery', () => {
  beforeEach(() => sessionStorage.clear());

  it("loads an area's route table on its first visit only, and mounts it at the root and at the area's /legacy twin", async () => {
    const { router, loadSenders, loadDesignLibrary } = renderApp('/senders');
    expect(await heading('Senders')).toBeInTheDocument();

    await act(() => router.navigate('/legacy/senders/7/edit'));
    expect(await heading('Edit sender')).toBeInTheDocument();
    expect(loadSenders).toHaveBeenCalledTimes(1);
    expect(loadDesignLibrary).not.toHaveBeenCalled();

    // The design library's legacy twin has another root: /legacy/templates.
    await act(() => router.navigate('/legacy/templates/your-designs'));
    expect(await heading('Your designs')).toBeInTheDocument();
    await act(() => router.navigate('/design-library/your-designs'));
    expect(await heading('Your designs')).toBeInTheDocument();
    expect(loadDesignLibrary).toHaveBeenCalledTimes(1);
  });

  it("loads only the table naming a path's second segment (`*/review`), and the area's other table for the rest", async () => {
    const { router, loadSenders, loadSenderReview } = renderApp('/legacy/senders/7/review');
    expect(await heading('Review sender')).toBeInTheDocument();
    expect(loadSenders).not.toHaveBeenCalled();

    await act(() => router.navigate('/senders/7/edit'));
    expect(await heading('Edit sender')).toBeInTheDocument();
    expect(loadSenders).toHaveBeenCalledTimes(1);
    expect(loadSenderReview).toHaveBeenCalledTimes(1);
  });

  it('gives the 404 page for an unknown path inside an area, and for a path of no area without loading any table', async () => {
    const { router, loadSenders, loadDesignLibrary } = renderApp('/no-such-page');
    expect(await notFound()).toBeInTheDocument();
    expect(loadSenders).not.toHaveBeenCalled();
    expect(loadDesignLibrary).not.toHaveBeenCalled();

    await act(() => router.navigate('/senders/7/no/such/screen'));
    expect(await notFound()).toBeInTheDocument();
    expect(loadSenders).toHaveBeenCalledTimes(1);
  });

  it('reloads the page once when a route table does not download online, like a page whose chunk fails', async () => {
    const { network, router, location, user } = renderApp('/');
    await heading('Home');
    network.up = false;
    await user.click(screen.getByRole('link', { name: 'Senders' }));
    expect(await screen.findByText('Reloading the page')).toBeInTheDocument();
    await waitFor(() => expect(location.reload).toHaveBeenCalledTimes(1));
    expect(router.state.location.pathname).toBe('/senders');
  });
});

describe('feature route discovery while the browser is offline', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the offline page instead of reloading, keeps what is typed, and opens the screen on a retry once online', async () => {
    const { network, router, loadSenders, location, user } = renderApp('/');
    await heading('Home');
    Object.assign(network, { up: false, online: false });
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'half-written note');

    await user.click(screen.getByRole('link', { name: 'Senders' }));
    expect(await heading('You are offline')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/senders');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Still offline: the page could not be downloaded.')).toBeInTheDocument();

    Object.assign(network, { up: true, online: true });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const senders = await heading('Senders');
    await waitFor(() => expect(senders).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('half-written note');
    expect(location.reload).not.toHaveBeenCalled();
    expect(loadSenders).toHaveBeenCalledTimes(3);

    // The retries replaced the address in the history: back is the page before.
    await act(() => router.navigate(-1));
    expect(await heading('Home')).toBeInTheDocument();
  });

  it('tries again by itself on the next visit', async () => {
    const { network, router, user } = renderApp('/');
    await heading('Home');
    Object.assign(network, { up: false, online: false });
    await user.click(screen.getByRole('link', { name: 'Senders' }));
    await heading('You are offline');
    await act(() => router.navigate('/'));

    Object.assign(network, { up: true, online: true });
    await user.click(screen.getByRole('link', { name: 'Senders' }));
    expect(await heading('Senders')).toBeInTheDocument();
  });
});
