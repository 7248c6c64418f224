import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { server } from '@mocks/node';
import { createFakeLocation, createTestDependencies } from '@test/test-dependencies';
import { AUTH_TOKEN_COOKIE } from './cookie-names';
import { logoutRequested, selectSessionStatus } from './session-slice';

const recordTokenDeletes = () => {
  const bodies: unknown[] = [];
  server.use(
    http.get('*/v3/expired', () => HttpResponse.json({ errors: [{ message: 'authorization required' }] }, { status: 401 })),
    http.delete('*/v3/public/tokens', async ({ request }) => {
      bodies.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return bodies;
};

describe('session', () => {
  it('logs out once when many requests get a 401 together, revoking the token first', async () => {
    Cookies.set(AUTH_TOKEN_COOKIE, 'stale-token', { path: '/' });
    const deletes = recordTokenDeletes();
    const deps = createTestDependencies(createFakeLocation('/senders/new', '?from=nav'));
    const store = createAppStore(deps);

    await Promise.allSettled([1, 2, 3, 4].map(() => firstValueFrom(deps.api.get('/expired'))));

    await vi.waitFor(() => expect(deps.location.assign).toHaveBeenCalled());
    expect(deletes).toEqual([{ token: 'stale-token' }]);
    expect(deps.location.assign).toHaveBeenCalledTimes(1);
    expect(deps.location.assign).toHaveBeenCalledWith('/login?redirect_to=%2Fsenders%2Fnew%3Ffrom%3Dnav');
    expect(Cookies.get(AUTH_TOKEN_COOKIE)).toBeUndefined();
    expect(selectSessionStatus(store.getState())).toBe('loggedOut');

    await Promise.allSettled([firstValueFrom(deps.api.get('/expired'))]);
    expect(deps.location.assign).toHaveBeenCalledTimes(1);
  });

  it('logs out on request, going to the sign-in page without a redirect', async () => {
    Cookies.set(AUTH_TOKEN_COOKIE, 'good-token', { path: '/' });
    const deletes = recordTokenDeletes();
    const deps = createTestDependencies();
    const store = createAppStore(deps);
    store.dispatch(logoutRequested());
    await vi.waitFor(() => expect(deps.location.assign).toHaveBeenCalledWith('/login'));
    expect(deletes).toEqual([{ token: 'good-token' }]);
  });

  it('still logs out when revoking the token fails', async () => {
    Cookies.set(AUTH_TOKEN_COOKIE, 'good-token', { path: '/' });
    server.use(http.delete('*/v3/public/tokens', () => new HttpResponse(null, { status: 500 })));
    const deps = createTestDependencies();
    createAppStore(deps).dispatch(logoutRequested());
    await vi.waitFor(() => expect(deps.location.assign).toHaveBeenCalledWith('/login'));
  });
});
