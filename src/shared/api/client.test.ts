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
});
