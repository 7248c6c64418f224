// The mock backend's service worker: MSW's own (mockServiceWorker.js, written by `msw init` on every
// install), with two changes.
// 1. It stays registered when its last tab closes. MSW unregisters itself then, and a tab opened in that
//    moment (a reload of the last tab, a second tab opened as the first closes) starts without a
//    controlling worker: its API requests go to the network (404s, then a sign-out).
Object.defineProperty(self.registration, 'unregister', { value: () => Promise.resolve(false) });

// 2. An API request from a page that MSW does not serve at this moment waits instead of going to the
//    network (a 404 there). That happens between a page's `beforeunload` (MSW's page tells the worker it
//    is closing) and its end: the old page of a navigation still sends a request, or its unload was
//    cancelled and its backend starts again. The request is answered by MSW once the page is served
//    again; if the page goes away first (or after WAIT_MS), it ends as a network error nobody sees.
const WAIT_MS = 20000;
const POLL_MS = 50;

addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith('/v3/') || !event.clientId) return;
  // activeClientIds: MSW's set of pages it serves (a top-level binding of mockServiceWorker.js).
  if (activeClientIds.has(event.clientId)) return;
  event.stopImmediatePropagation();
  event.respondWith(
    (async () => {
      const until = Date.now() + WAIT_MS;
      while (Date.now() < until) {
        if (activeClientIds.has(event.clientId)) return handleRequest(event, crypto.randomUUID(), Date.now());
        if ((await self.clients.get(event.clientId)) === undefined) break;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      return Response.error();
    })(),
  );
});

importScripts('/mockServiceWorker.js');
