import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDependencies } from '@test/test-dependencies';
import { createAppStore } from '../store';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadChunk, withChunkLoading } from './chunk-loading';
import { PageHeader } from '@/shared/ui/PageHeader';
import { RouteErrorPage } from './RouteErrorPage';

const CHUNK_URL = 'http://localhost:3000/assets/SendersPage-B4x9.js';
const failingImport = () => Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${CHUNK_URL}`));

describe('loadChunk', () => {
  afterEach(() => vi.useRealTimers());

  it('turns a failed import into "Loading chunk N failed" with its type and address', async () => {
    const error = await loadChunk(failingImport, 'senders').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).message).toBe(`Loading chunk SendersPage-B4x9 failed.\n(error: ${CHUNK_URL})`);
    expect(error).toMatchObject({ chunk: 'SendersPage-B4x9', type: 'error', request: CHUNK_URL });
  });

  it('gives up after 120000 ms', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise(() => undefined), 'senders').catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ type: 'timeout', message: 'Loading chunk senders failed.\n(timeout: senders)' });
  });

  it('passes a loaded module through', async () => {
    await expect(loadChunk(() => Promise.resolve({ Component: 'page' }), 'x')).resolves.toEqual({ Component: 'page' });
  });
});

describe('a page whose chunk fails', () => {
  beforeEach(() => sessionStorage.clear());

  function renderFailingRoute() {
    const dependencies = createTestDependencies();
    const store = createAppStore(dependencies);
    const routes = withChunkLoading([{ path: '/', ErrorBoundary: RouteErrorPage, children: [{ path: 'senders', lazy: failingImport }] }]);
    const router = createMemoryRouter(routes, { initialEntries: ['/senders'] });
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    return dependencies.location;
  }

  it('reloads once, then shows the exception page with the load error and a way back, never looping', async () => {
    const firstLoad = renderFailingRoute();
    expect(await screen.findByText('Reloading the page')).toBeInTheDocument();
    await waitFor(() => expect(firstLoad.reload).toHaveBeenCalledTimes(1));

    // What the page shows after that reload, when the chunk fails again.
    document.body.innerHTML = '';
    const secondLoad = renderFailingRoute();
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText(/Loading chunk SendersPage-B4x9 failed\./)).toHaveTextContent(`(error: ${CHUNK_URL})`);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(secondLoad.reload).not.toHaveBeenCalled();
  });
});

describe('a page whose chunk fails while the browser is offline', () => {
  beforeEach(() => sessionStorage.clear());

  function ReportsPage() {
    return <PageHeader title="Reports" />;
  }

  /** A layout with a link, a field that stays mounted, and the main area; /reports's chunk loads only when `network.up`. */
  function renderOfflineApp() {
    const network = { up: false };
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => network.up);
    const reportsChunk = vi.fn(() =>
      network.up ? Promise.resolve({ Component: ReportsPage }) : failingImport(),
    );
    const dependencies = createTestDependencies();
    const store = createAppStore(dependencies);
    const Layout = () => (
      <>
        <Link to="/reports">Reports</Link>
        <input aria-label="Note" />
        <main id="main">
          <Outlet />
        </main>
      </>
    );
    const routes = withChunkLoading([
      {
        path: '/',
        Component: Layout,
        children: [{ ErrorBoundary: RouteErrorPage, children: [{ index: true, element: <PageHeader title="Home" /> }, { path: 'reports', lazy: reportsChunk }] }],
      },
    ]);
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    return { network, reportsChunk, router, location: dependencies.location, user: userEvent.setup() };
  }

  it('shows the offline page instead of reloading, keeps what is typed, and opens the page on a retry once online', async () => {
    const { network, reportsChunk, router, location, user } = renderOfflineApp();
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'half-written note');

    await user.click(screen.getByRole('link', { name: 'Reports' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You are offline' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reports');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Still offline: the page could not be downloaded.')).toBeInTheDocument();

    network.up = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const reports = await screen.findByRole('heading', { level: 1, name: 'Reports' });
    await waitFor(() => expect(reports).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('half-written note');
    expect(location.reload).not.toHaveBeenCalled();
    expect(reportsChunk).toHaveBeenCalledTimes(3);

    // Loaded once, the page opens on every later visit.
    await act(() => router.navigate('/'));
    await act(() => router.navigate('/reports'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(reportsChunk).toHaveBeenCalledTimes(3);
  });

  it('tries again by itself on the next visit, and falls back to the reload when it fails online', async () => {
    const { reportsChunk, router, location, user } = renderOfflineApp();
    await user.click(screen.getByRole('link', { name: 'Reports' }));
    await screen.findByRole('heading', { level: 1, name: 'You are offline' });
    await act(() => router.navigate('/'));

    // Back online, but the chunk still does not load (a deployment replaced it, say).
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await act(() => router.navigate('/reports'));
    expect(await screen.findByText('Reloading the page')).toBeInTheDocument();
    await waitFor(() => expect(location.reload).toHaveBeenCalledTimes(1));
    expect(reportsChunk).toHaveBeenCalledTimes(2);
  });
});
