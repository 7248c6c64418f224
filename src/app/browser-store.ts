import { configureAppStore } from './configure-store';
import { deferredEpicMiddleware } from './deferred-epic-middleware';
import type { BrowserDependencyOptions } from './dependencies';
import { loadChunk } from './routes/chunk-loading';

/**
 * The browser's store: it renders the first screen at once while its epics (with RxJS and the API
 * clients) load beside the route's chunks, keeping them out of every page's first-load bundle.
 */
export function createBrowserStore(options: BrowserDependencyOptions) {
  const epics = loadChunk(() => import('./epic-layer'), 'app epics').then((module) => module.browserEpicLayer(options));
  return configureAppStore(deferredEpicMiddleware(epics));
}
