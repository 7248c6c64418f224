/// <reference types="vitest/config" />
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath, URL } from 'node:url';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { contentSecurityPolicy, securityHeaders } from './src/app/security-headers.js';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** What a plugin sees of the module graph once it is complete (buildEnd). */
interface ModuleGraph {
  getModuleIds(): Iterable<string>;
  getModuleInfo(id: string): { importedIds: readonly string[]; isEntry: boolean } | null;
}

/** The modules that `roots` import statically, recursively, themselves included, through modules `follow` accepts. */
function staticImports(graph: ModuleGraph, roots: Iterable<string>, follow: (id: string) => boolean): Set<string> {
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id) || !follow(id)) return;
    found.add(id);
    graph.getModuleInfo(id)?.importedIds.forEach(visit);
  };
  for (const root of roots) visit(root);
  return found;
}

const isLibrary = (id: string) => /[\\/]node_modules[\\/]/.test(id);
const isMockModule = (id: string) => /[\\/]mocks[\\/]/.test(id);
const modulesNamed = (graph: ModuleGraph, path: RegExp) => [...graph.getModuleIds()].filter((id) => path.test(id.replace(/\\/g, '/')));

/**
 * The app's own modules that the entry imports statically, recursively. As one chunk group, with what they
 * use of the libraries (a group takes its modules' dependencies along), they make the entry one chunk.
 * Left alone, rolldown splits whatever the entry shares with lazy chunks (react-router, redux, rxjs,
 * Button, Icon…) into a dozen small chunks on every page's first load, each with its own gzip start and
 * import lists: 3.8 KB gzip more per page. Libraries are not listed themselves: a library's index imports
 * all of it, parts only lazy chunks use included.
 */
let firstLoadModules = new Set<string>();
/**
 * The same for the app's epics layer (src/app/epic-layer.ts), which every page loads right after the
 * entry and before its first request: one chunk instead of some twenty RxJS pieces that queued for the
 * page's few connections (the start bench's waterfall, BENCH_WATERFALL=1).
 */
let epicLayerModules = new Set<string>();
/**
 * The mock backend's tables: what its data load (mocks/db/browser-database.ts) imports statically under
 * mocks/, less what the mock's start chunk (mocks/browser.ts) imports itself. One file instead of some
 * thirty, which queued beside the page's own chunks at every start.
 */
let mockDataModules = new Set<string>();
const startGroupsPlugin: Plugin = {
  name: 'start-chunk-groups',
  apply: 'build',
  buildEnd() {
    const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
    firstLoadModules = staticImports(this, entries, (id) => !isLibrary(id));
    epicLayerModules = staticImports(this, modulesNamed(this, /\/src\/app\/epic-layer\.ts$/), (id) => !isLibrary(id) && !firstLoadModules.has(id));
    const mockStart = staticImports(this, modulesNamed(this, /\/mocks\/browser\.ts$/), isMockModule);
    mockDataModules = staticImports(this, modulesNamed(this, /\/mocks\/db\/browser-database\.ts$/), (id) => isMockModule(id) && !mockStart.has(id));
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
    plugins: [react(), startGroupsPlugin, ...(mockMode ? [ownOriginImagesPlugin(devNonce)] : [])],
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
              { name: 'epic-layer', test: (id: string) => epicLayerModules.has(id) },
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
