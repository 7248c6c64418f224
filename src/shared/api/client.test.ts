import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { createTestDependencies } from '@test/test-dependencies';
import { AUTH_TOKEN_COOKIE, IMPERSONATION_COOKIE } from '../session/cookie-names';

const echoHeaders = () => {
  const seen: Headers[] = [];
  server.use(
    http.all('*/v3/echo', ({ request }) => {
      seen.push(request.headers);
      return HttpResponse.json({ ok: true });
    }),
  );
  return seen;
};

describe('api client', () => {
  it('sends the token from the cookie, the request source and JSON', async () => {
    Cookies.set(AUTH_TOKEN_COOKIE, 'abc123', { path: '/' });
    const seen = echoHeaders();
    const { api } = createTestDependencies();
    await expect(firstValueFrom(api.post('/echo', { a: 1 }))).resolves.toEqual({ ok: true });
    const [headers] = seen;
    expect(headers?.get('authorization')).toBe('Bearer abc123');
    expect(headers?.get('x-request-source')).toBe('marketing-console');
    expect(headers?.get('content-type')).toBe('application/json');
    expect(headers?.get('on-behalf-of')).toBeNull();
  });

  it('adds the on-behalf-of header while impersonating a subuser', async () => {
    Cookies.set(AUTH_TOKEN_COOKIE, 'admin-token', { path: '/' });
    Cookies.set(IMPERSONATION_COOKIE, 'marketing-sub', { path: '/' });
    const seen = echoHeaders();
    await firstValueFrom(createTestDependencies().api.get('/echo'));
    expect(seen[0]?.get('on-behalf-of')).toBe('marketing-sub');
  });

  it('normalises a failure into one error type', async () => {
    server.use(
      http.post('*/v3/echo', () =>
        HttpResponse.json({ errors: [{ field: 'name', message: 'is a required field' }] }, { status: 400 }),
      ),
    );
    await expect(firstValueFrom(createTestDependencies().api.post('/echo', {}))).rejects.toEqual({
      status: 400,
      message: 'is a required field',
      fieldErrors: { name: 'is a required field' },
    });
  });

  it('reports a network failure as status 0 with a message', async () => {
    server.use(http.get('*/v3/echo', () => HttpResponse.error()));
    await expect(firstValueFrom(createTestDependencies().api.get('/echo'))).rejects.toMatchObject({ status: 0 });
  });

  it('reports a 401 for the current token, and not one for a token replaced since (signed in again)', async () => {
    const { api } = createTestDependencies();
    const reported: unknown[] = [];
    api.unauthorized$.subscribe((error) => reported.push(error));
    Cookies.set(AUTH_TOKEN_COOKIE, 'current', { path: '/' });

    server.use(http.get('*/v3/echo', () => HttpResponse.json({}, { status: 401 }), { once: true }));
    await firstValueFrom(api.get('/echo')).catch(() => undefined);
    expect(reported).toHaveLength(1);

    // The user signs in again while the request is on its way.
    server.use(
      http.get(
        '*/v3/echo',
        () => {
          Cookies.set(AUTH_TOKEN_COOKIE, 'signed-in-again', { path: '/' });
          return HttpResponse.json({}, { status: 401 });
        },
        { once: true },
      ),
    );
    await expect(firstValueFrom(api.get('/echo'))).rejects.toMatchObject({ status: 401 });
    expect(reported).toHaveLength(1);
  });
});
