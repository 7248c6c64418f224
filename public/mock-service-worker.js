// The mock backend's service worker: MSW's own (mockServiceWorker.js, written by `msw init` on every
// install), except that it stays registered when its last tab closes. MSW unregisters itself then, and a
// tab opened in that moment (a reload of the last tab, a second tab opened as the first closes) starts
// without a controlling worker: its API requests go to the network (404s, then a sign-out).
Object.defineProperty(self.registration, 'unregister', { value: () => Promise.resolve(false) });
importScripts('/mockServiceWorker.js');
