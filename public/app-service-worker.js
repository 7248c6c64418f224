// The app's own service worker. It receives the auth token from the app ({ type: 'auth-token', token })
// and its removal at logout (token: null), and keeps it in memory only: never in Cache Storage,
// IndexedDB or Web Storage. When the browser has stopped and restarted the worker, it asks the open
// pages for the token again. { type: 'auth-token-status' } answers whether it holds one (tests use it).
// In mock mode it is registered with a scope no page lives in, so MSW's worker keeps controlling the
// pages; see README.md "Service workers".
let authToken = null;
let asked = false;

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

async function askPagesForToken() {
  if (asked) return;
  asked = true;
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage({ type: 'auth-token-wanted' });
}

self.addEventListener('message', (event) => {
  const message = event.data;
  if (message === null || typeof message !== 'object') return;
  if (message.type === 'auth-token') {
    authToken = typeof message.token === 'string' && message.token !== '' ? message.token : null;
    asked = true;
    event.source?.postMessage({ type: 'auth-token-stored', hasToken: authToken !== null });
  } else if (message.type === 'auth-token-status') {
    if (authToken === null) void askPagesForToken();
    event.source?.postMessage({ type: 'auth-token-status', hasToken: authToken !== null });
  }
});
