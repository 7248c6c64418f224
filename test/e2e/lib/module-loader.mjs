// Loads the app's and the mock's TypeScript modules in Node, through Vite's SSR loader with the app's own
// config (aliases, `import.meta.env` of the test mode). Shared by Node-side e2e specs and the benchmarks.
import { createServer } from 'vite';
import { repoRoot } from './server.mjs';

/** A Vite server without HTTP, HMR or dependency discovery: call `ssrLoadModule('/path.ts')`, then `close()`. */
export function createModuleLoader() {
  return createServer({
    root: repoRoot,
    configFile: `${repoRoot}vite.config.ts`,
    mode: 'test',
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
}
