import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDependencies } from '@test/test-dependencies';
import { createAppStore } from '../store';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadChunk, withChunkLoading } from './chunk-loading';
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
