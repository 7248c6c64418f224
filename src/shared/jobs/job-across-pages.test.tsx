import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertStack } from '@/app/shell/AlertStack';
import { createAppStore } from '@/app/store';
import { server } from '@mocks/node';
import { createTestDependencies } from '@test/test-dependencies';
import { useAppDispatch } from '../store/hooks';
import { jobStarted, selectJob } from './jobs-slice';
// Loaded ahead, so the app's lazy load of the poller resolves at once under fake timers.
import './jobs-epics';

/** A page that starts an import job and links away; nothing of the job lives in it. */
function ImportPage() {
  const dispatch = useAppDispatch();
  const start = () =>
    dispatch(
      jobStarted({
        id: 'job-7',
        kind: 'contacts-import',
        pollPath: '/marketing/contacts/imports/job-7',
        messages: { completed: 'Your 10 contacts were imported', failed: 'We could not import your contacts.' },
      }),
    );
  return (
    <>
      <h1>Import contacts</h1>
      <button type="button" onClick={start}>
        Start import
      </button>
      <Link to="/lists">Lists</Link>
    </>
  );
}

describe('a job started on one page', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps being polled after that page is left, and its completion alert shows on the page the user is on', async () => {
    let polls = 0;
    server.use(
      http.get('*/v3/marketing/contacts/imports/:id', ({ params }) => {
        polls += 1;
        return HttpResponse.json({ id: params.id, status: polls < 4 ? 'pending' : 'completed', results: { created_count: 10 } });
      }),
    );
    const store = createAppStore(createTestDependencies());
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <>
            <Outlet />
            <AlertStack />
          </>
        ),
        children: [
          { index: true, element: <ImportPage /> },
          { path: 'lists', element: <h1>Lists</h1> },
        ],
      },
    ]);
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Start import' }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(polls).toBe(1);

    fireEvent.click(screen.getByRole('link', { name: 'Lists' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('heading', { name: 'Lists' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Import contacts' })).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(14_000));
    expect(polls).toBe(4);
    expect(selectJob(store.getState(), 'job-7')?.status).toBe('completed');
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(within(notifications).getByText('Your 10 contacts were imported')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/lists');
  });
});
