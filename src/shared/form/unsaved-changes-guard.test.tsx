import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_TOKEN_COOKIE } from '../session/cookie-names';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

function Work({ scope }: { scope?: string }) {
  const [running, setRunning] = useState(false);
  useUnsavedChangesGuard(running, { message: 'The upload is still running.', scope });
  return (
    <>
      <label>
        <input type="checkbox" checked={running} onChange={(event) => setRunning(event.target.checked)} />
        Running
      </label>
      <Link to="/work/a?sort=name#top">Sort</Link>
      <Link to="/work/a/details">Details</Link>
      <Link to="/work/b">Tab B</Link>
      <Link to="/elsewhere">Elsewhere</Link>
      <Outlet />
    </>
  );
}

/** `Work` on /work/:tab (with a child route) inside the guard, and a page elsewhere. */
function renderWork(scope?: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <UnsavedChangesGuard>
            <Outlet />
          </UnsavedChangesGuard>
        ),
        children: [
          { path: '/work/:tab', element: <Work scope={scope} />, children: [{ path: 'details', element: <p>The details</p> }] },
          { path: '/elsewhere', element: <h1>Elsewhere</h1> },
        ],
      },
    ],
    { initialEntries: ['/work/a'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const leaveDialog = () => screen.findByRole('dialog', { name: 'Leave this page?' });

/** Fires the event the browser sends before a reload or close; true when the page asked to stay. */
function beforeUnloadCancelled(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useUnsavedChangesGuard', () => {
  beforeEach(() => {
    Cookies.set(AUTH_TOKEN_COOKIE, 'token', { path: '/' });
  });

  it("asks with the work's own message before leaving its path, but not for another search, hash or a path below it", async () => {
    const { router, user } = renderWork();
    await user.click(screen.getByRole('checkbox', { name: 'Running' }));

    await user.click(screen.getByRole('link', { name: 'Sort' }));
    expect(router.state.location).toMatchObject({ pathname: '/work/a', search: '?sort=name', hash: '#top' });
    await user.click(screen.getByRole('link', { name: 'Details' }));
    expect(screen.getByText('The details')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Tab B' }));
    const dialog = await leaveDialog();
    expect(dialog).toHaveTextContent('The upload is still running.');
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/work/a/details');
    expect(screen.getByRole('checkbox', { name: 'Running' })).toBeChecked();

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(within(await leaveDialog()).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  it('lets a wider scope take in the paths beside the route', async () => {
    const { router, user } = renderWork('..');
    await user.click(screen.getByRole('checkbox', { name: 'Running' }));
    await user.click(screen.getByRole('link', { name: 'Tab B' }));
    expect(router.state.location.pathname).toBe('/work/b');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await leaveDialog()).toBeInTheDocument();
  });

  it('lets go once the work is over', async () => {
    const { user } = renderWork();
    const running = screen.getByRole('checkbox', { name: 'Running' });
    await user.click(running);
    await user.click(running);
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("asks for the browser's prompt on reload or close only while work is held and the session lasts", async () => {
    const { user } = renderWork();
    expect(beforeUnloadCancelled()).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: 'Running' }));
    expect(beforeUnloadCancelled()).toBe(true);

    // What logging out does just before it leaves for the sign-in page.
    Cookies.remove(AUTH_TOKEN_COOKIE, { path: '/' });
    expect(beforeUnloadCancelled()).toBe(false);
  });
});
