import { getResponse, http, HttpHandler, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { domains } from './all-handlers';
import { api } from './api-path';
import { lazyDomainHandler, preloadDomains, servesPath } from './lazy-domain';

/** An address the MSW path pattern matches: each `:param` (optional or not) filled in, `*` as one segment. */
const addressOf = (pattern: string) => pattern.replace(/^\*/, '').replace(/:\w+\??/g, 'x').replace(/\*/g, 'x');

describe('the handler list', () => {
  it('puts every handler of a domain under that domain’s prefixes, so its first request loads it', async () => {
    for (const domain of domains) {
      for (const handler of await domain.load()) {
        expect(handler).toBeInstanceOf(HttpHandler);
        const pattern = String((handler as HttpHandler).info.path);
        expect(pattern.startsWith('*/v3/'), pattern).toBe(true);
        expect(servesPath(domain.prefixes, addressOf(pattern)), `${pattern} is outside ${domain.prefixes.join(', ')}`).toBe(true);
      }
    }
  });

  it('starts with the scenario overrides, which see every request', () => {
    expect(domains[0]?.prefixes).toEqual(['/']);
  });
});

describe('a lazily loaded domain', () => {
  const request = (path: string) => new Request(`http://localhost:3000/v3${path}`);
  const domainOf = () => {
    const load = vi.fn(async () => [
      http.get(api('/things'), () => HttpResponse.json({ things: [] })),
      http.get(api('/things/:id'), ({ params }) => HttpResponse.json({ id: params.id })),
    ]);
    return { load, handler: lazyDomainHandler({ prefixes: ['/things'], load }) };
  };

  it('loads nothing for a request outside its prefixes', async () => {
    const { load, handler } = domainOf();
    expect(await getResponse([handler], request('/thingsmore'))).toBeUndefined();
    expect(await getResponse([handler], request('/other/things'))).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads its handlers once and answers with them', async () => {
    const { load, handler } = domainOf();
    const [first, second] = await Promise.all([getResponse([handler], request('/things')), getResponse([handler], request('/things/7'))]);
    expect(await first?.json()).toEqual({ things: [] });
    expect(await second?.json()).toEqual({ id: '7' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets a request its handlers do not answer fall through to the next handler of the list', async () => {
    const { handler } = domainOf();
    const next = http.post(api('/things'), () => HttpResponse.json({ created: true }, { status: 201 }));
    const response = await getResponse([handler, next], new Request('http://localhost:3000/v3/things', { method: 'POST' }));
    expect(response?.status).toBe(201);
  });

  it('tries to load again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue([http.get(api('/things'), () => HttpResponse.json({ ok: true }))]);
    const handler = lazyDomainHandler({ prefixes: ['/things'], load });
    await expect(getResponse([handler], request('/things'))).rejects.toThrow('chunk failed');
    expect(await (await getResponse([handler], request('/things')))?.json()).toEqual({ ok: true });
  });

  it('is preloaded for a path it serves, and its first request then uses that load', async () => {
    const { load } = domainOf();
    const domain = { prefixes: ['/things'], load };
    const answering = lazyDomainHandler(domain);
    preloadDomains([domain], '/v3/other');
    expect(load).not.toHaveBeenCalled();
    preloadDomains([domain], '/v3/things/7');
    expect(load).toHaveBeenCalledTimes(1);
    expect(await (await getResponse([answering], request('/things/7')))?.json()).toEqual({ id: '7' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed preload to the request, which loads again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue([http.get(api('/things'), () => HttpResponse.json({ ok: true }))]);
    const domain = { prefixes: ['/things'], load };
    preloadDomains([domain], '/v3/things');
    // The failed load settles before the request comes.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await (await getResponse([lazyDomainHandler(domain)], request('/things')))?.json()).toEqual({ ok: true });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
