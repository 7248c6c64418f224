import 'fake-indexeddb/auto';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_REGION_COOKIE, AUTH_TOKEN_COOKIE, IMPERSONATION_COOKIE } from '@/shared/session/cookie-names';
import { contactStore } from '../db/contacts/contact-store-provider';
import type { GenerationProgress } from '../db/contacts/contact-store';
import { LARGE_ACCOUNT_OWNER } from '../db/contacts/large-account';
import { NODE_LARGE_ACCOUNT_CONTACTS } from '../db/contacts/node-contact-store';
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

  it('generates the large account’s contacts on its first sign-in, showing how far it got', async () => {
    let progress: (update: GenerationProgress) => void = () => undefined;
    let finish: () => void = () => undefined;
    const generate = vi.spyOn(contactStore(), 'ensureLargeAccount').mockImplementation(async (onProgress) => {
      progress = onProgress ?? progress;
      await new Promise<void>((resolve) => (finish = resolve));
    });
    const { navigate, user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Large account (1,000,000 contacts)' }));
    act(() => progress({ done: 3, total: 8 }));
    const bar = await screen.findByRole('progressbar', { name: 'Generating the large account’s 1,000,000 contacts' });
    expect(bar).toHaveAttribute('aria-valuetext', '37%');
    expect(screen.getByText('37%')).toBeVisible();
    expect(navigate).not.toHaveBeenCalled();
    act(() => progress({ done: 8, total: 8 }));
    expect(bar).toHaveAttribute('aria-valuetext', '100%');
    finish();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(generate).toHaveBeenCalledTimes(1);
    expect(sessionUser(Cookies.get(AUTH_TOKEN_COOKIE) ?? '')?.username).toBe(LARGE_ACCOUNT_OWNER);
  });

  it('signs in to the large account with its contacts generated (a few thousand in Node)', async () => {
    const { navigate, user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Large account (1,000,000 contacts)' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(await contactStore().countContacts(LARGE_ACCOUNT_OWNER)).toBe(NODE_LARGE_ACCOUNT_CONTACTS);
  });

  it('resets the demo data', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
    expect(await screen.findByText('The demo data was reset.')).toBeInTheDocument();
  });
});
