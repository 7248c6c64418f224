import 'fake-indexeddb/auto';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_REGION_COOKIE, AUTH_TOKEN_COOKIE, IMPERSONATION_COOKIE } from '@/shared/session/cookie-names';
import { sessionUser } from '../db/sessions';
import { PERSONAS } from '../personas';
import { LoginPage } from './LoginPage';

const renderLogin = (search = '') => {
  window.history.pushState({}, '', `/login${search}`);
  const navigate = vi.fn<(url: string) => void>();
  render(<LoginPage navigate={navigate} />);
  return { navigate, user: userEvent.setup() };
};

describe('LoginPage', () => {
  it('offers one button per persona, named exactly by its display name', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to the demo' })).toBeInTheDocument();
    for (const persona of PERSONAS) {
      expect(screen.getByRole('button', { name: persona.displayName })).toHaveAccessibleDescription(/plan/);
    }
    expect(screen.getByRole('button', { name: 'Reset demo data' })).toBeVisible();
  });

  it('signs in: a valid token cookie, the region, then the same-origin redirect_to', async () => {
    const { navigate, user } = renderLogin('?redirect_to=%2Fsenders%3Fpage%3D2');
    await user.click(screen.getByRole('button', { name: 'Elena EU Subuser' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/senders?page=2'));
    expect(sessionUser(Cookies.get(AUTH_TOKEN_COOKIE) ?? '')?.username).toBe('elena-eu');
    expect(Cookies.get(ACCOUNT_REGION_COOKIE)).toBe('eu');
    expect(Cookies.get(IMPERSONATION_COOKIE)).toBeUndefined();
  });

  it('sets the impersonation cookie for the administrator and ignores a foreign redirect_to', async () => {
    const { navigate, user } = renderLogin('?redirect_to=https%3A%2F%2Fevil.example');
    await user.click(screen.getByRole('button', { name: 'Ada Admin (impersonating marketing-sub)' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(Cookies.get(IMPERSONATION_COOKIE)).toBe('marketing-sub');
    expect(Cookies.get(ACCOUNT_REGION_COOKIE)).toBe('global');
  });

  it('resets the demo data', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
    expect(await screen.findByText('The demo data was reset.')).toBeInTheDocument();
  });
});
