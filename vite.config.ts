/// <reference types="vitest/config" />
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath, URL } from 'node:url';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { contentSecurityPolicy, securityHeaders } from './src/app/security-headers.js';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The app's own modules that the entry imports statically, recursively, found once the module graph is
 * complete. As one chunk group, with what they use of the libraries (a group takes its modules'
 * dependencies along), they make the entry one chunk. Left alone, rolldown splits whatever the entry
 * shares with lazy chunks (react-router, redux, rxjs, Button, Icon…) into a dozen small chunks on every
 * page's first load, each with its own gzip start and import lists: 3.8 KB gzip more per page. Libraries
 * are not listed themselves: a library's index imports all of it, parts only lazy chunks use included.
 */
const firstLoadModules = new Set<string>();
const isLibrary = (id: string) => /[\\/]node_modules[\\/]/.test(id);
const firstLoadModulesPlugin: Plugin = {
  name: 'first-load-modules',
  apply: 'build',
  buildEnd() {
    firstLoadModules.clear();
    const visit = (id: string) => {
      if (firstLoadModules.has(id) || isLibrary(id)) return;
      firstLoadModules.add(id);
      this.getModuleInfo(id)?.importedIds.forEach(visit);
    };
    for (const id of this.getModuleIds()) if (this.getModuleInfo(id)?.isEntry) visit(id);
  },
};

/**
 * The mock backend's tables: what its data load (mocks/db/browser-database.ts) imports statically under
 * mocks/, less what the mock's start chunk (mocks/browser.ts) imports itself. As one chunk group they load
 * as one file instead of some thirty, which queued beside the page's own chunks at every start (the start
 * bench's waterfall, BENCH_WATERFALL=1).
 */
const mockDataModules = new Set<string>();
const isMockModule = (id: string) => /[\\/]mocks[\\/]/.test(id);
const mockDataModulesPlugin: Plugin = {
  name: 'mock-data-modules',
  apply: 'build',
  buildEnd() {
    const closure = (root: string | undefined) => {
      const found = new Set<string>();
      const visit = (id: string) => {
        if (found.has(id) || !isMockModule(id)) return;
        found.add(id);
        this.getModuleInfo(id)?.importedIds.forEach(visit);
      };
      if (root !== undefined) visit(root);
      return found;
    };
    const ids = [...this.getModuleIds()];
    const start = closure(ids.find((id) => /[\\/]mocks[\\/]browser\.ts$/.test(id)));
    mockDataModules.clear();
    closure(ids.find((id) => /[\\/]mocks[\\/]db[\\/]browser-database\.ts$/.test(id))).forEach((id) => {
      if (!start.has(id)) mockDataModules.add(id);
    });
  },
};

/** The page's own origin, from a request's Host header: a name or address and a port, nothing else. */
const ownOrigin = (host: string | undefined) => (host !== undefined && /^[\w.-]+(:\d+)?$|^\[[\d:a-f]+\](:\d+)?$/i.test(host) ? `http://${host}` : undefined);

/**
 * Mock mode serves uploaded images from the app's own origin (/v3/mock-images/…), over http here; a
 * sandboxed preview's opaque origin matches no 'self', so each response's policy names the origin the
 * page was asked for (security-headers.ts). Set per request, before Vite's own middlewares.
 */
const ownOriginImagesPlugin = (nonce: string | undefined): Plugin => {
  // Returns nothing: a function returned from these hooks would run after Vite's middlewares.
  const policyPerRequest = (server: { middlewares: { use: (handle: (req: IncomingMessage, res: ServerResponse, next: () => void) => void) => unknown } }): void => {
    server.middlewares.use((req, res, next) => {
      res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, ownOrigin(req.headers.host)));
      next();
    });
  };
  return { name: 'own-origin-images', configureServer: policyPerRequest, configurePreviewServer: policyPerRequest };
};

export default defineConfig(({ command, isPreview, mode }) => {
  // The dev server writes a script and <style> tags into the page; Vite marks them with this nonce,
  // new at every start, and the dev policy allows it. Builds need none.
  const devNonce = command === 'serve' && !isPreview ? randomBytes(16).toString('base64') : undefined;
  const mockMode = mode === 'mock';
  // In mock mode the policy is set per request (ownOriginImagesPlugin); the static headers would overwrite it.
  const headers = Object.fromEntries(Object.entries(securityHeaders(devNonce)).filter(([name]) => !mockMode || name !== 'Content-Security-Policy'));
  return {
    plugins: [react(), firstLoadModulesPlugin, ...(mockMode ? [mockDataModulesPlugin, ownOriginImagesPlugin(devNonce)] : [])],
    html: { cspNonce: devNonce },
    resolve: {
      // RxJS's ES2015 build (its `es2015` export condition) instead of its ES5 one: 1.6 KB gzip less on every page.
      conditions: ['es2015', ...defaultClientConditions],
      alias: {
        '@/': dir('./src/'),
        '@mocks/': dir('./mocks/'),
        '@test/': dir('./test/'),
        // msw's cookie store (tough-cookie) asks tldts for a cookie domain's registrable part at the mock's
        // start. tldts-experimental, by the same author with the same API, keeps the public-suffix list as
        // packed hashes, read without parsing, instead of a trie built at load: 58 KB gzip less on the mock's start.
        ...(mockMode ? { tldts: 'tldts-experimental' } : {}),
      },
    },
    build: {
      manifest: true,
      target: 'es2022',
      sourcemap: false,
      // modulePreload stays on for the epics' chunks too: a list page's first request waits for its feature's
      // epics, and without their dependencies preloaded they loaded in two or three serial hops (the start
      // bench's waterfall, BENCH_WATERFALL=1). The preload table costs 0.6 KB gzip.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'first-load', test: (id: string) => firstLoadModules.has(id) },
              // Its modules alone: what they import from the app and the libraries stays in the app's chunks.
              { name: 'mock-data', test: (id: string) => mockDataModules.has(id), includeDependenciesRecursively: false },
            ],
          },
        },
      },
    },
    css: {
      modules: { localsConvention: 'camelCaseOnly' },
    },
    // SQLite's module finds its .wasm next to itself (new URL(…, import.meta.url)): pre-bundling would move it away.
    optimizeDeps: { exclude: ['@sqlite.org/sqlite-wasm'] },
    preview: { port: 4173, strictPort: false, headers },
    server: { port: 5173, headers },
    test: {
      environment: 'jsdom',
      setupFiles: ['./test/setup.ts'],
      globalSetup: ['./test/global-setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}', 'test/unit/**/*.test.{ts,tsx}'],
      css: { modules: { classNameStrategy: 'non-scoped' } },
      restoreMocks: true,
      testTimeout: 15000,
      // One more run for a test that fails once: on a loaded two-core machine a wait has run out while a
      // page was still loading (segments' detail, once in CI). A test that fails twice still fails the run.
      retry: 1,
    },
  };
});
