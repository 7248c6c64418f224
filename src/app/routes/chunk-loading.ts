import type { RouteObject } from 'react-router-dom';
import { offlineChunkRoute } from './OfflineChunkRoute';

/** How long a script chunk may take before it counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

export type ChunkFailureType = 'error' | 'timeout';

/** A lazily loaded script chunk that did not arrive: "Loading chunk N failed." with its type and address. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';

  constructor(
    readonly chunk: string,
    readonly type: ChunkFailureType,
    readonly request: string,
  ) {
    super(`Loading chunk ${chunk} failed.\n(${type}: ${request})`);
  }
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError => error instanceof ChunkLoadError;

/** A feature's route table that did not download while the browser was offline (feature-routes.ts). */
export class OfflineRoutesError extends Error {
  override readonly name = 'OfflineRoutesError';

  constructor(cause: unknown) {
    super('The routes of this area did not download: the browser is offline.', { cause });
  }
}

/** Browsers name the module in the message ("Failed to fetch dynamically imported module: <url>"). */
const moduleUrlOf = (error: unknown): string | undefined =>
  error instanceof Error ? /(https?:\/\/\S+|\/\S+\.js)/.exec(error.message)?.[1] : undefined;

/** The chunk's file name without the extension, e.g. "SendersPage-B4x9". */
const chunkNameOf = (url: string) => url.split('/').pop()?.replace(/\.m?js(\?.*)?$/, '') ?? url;

/** Loads a chunk, or fails with a ChunkLoadError after an error or CHUNK_TIMEOUT_MS. */
export function loadChunk<T>(load: () => Promise<T>, fallbackName: string, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(fallbackName, 'timeout', fallbackName)), timeoutMs);
  });
  const loaded = load().catch((error: unknown) => {
    const url = moduleUrlOf(error) ?? fallbackName;
    throw new ChunkLoadError(chunkNameOf(url), 'error', url);
  });
  return Promise.race([loaded, timeout]).finally(() => clearTimeout(timer));
}

/** Stylesheets that failed to download. An `error` event does not bubble, so a capture listener sees them. */
const failedStylesheets = new Set<HTMLLinkElement>();
let watchingStylesheets = false;

function watchStylesheetFailures() {
  if (watchingStylesheets) return;
  watchingStylesheets = true;
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLLinkElement && event.target.rel === 'stylesheet') failedStylesheets.add(event.target);
    },
    true,
  );
}

/**
 * Vite adds a chunk's stylesheets as <link> elements before loading its script and never adds the
 * same one twice, so one that failed to download (offline) would stay missing when the chunk is
 * loaded again. Puts a fresh copy in place of each stylesheet that failed, and waits for them.
 */
export function reloadFailedStylesheets(): Promise<void> {
  const failed = [...failedStylesheets].filter((link) => link.isConnected);
  failedStylesheets.clear();
  const reloads = failed.map(
    (link) =>
      new Promise<void>((resolve, reject) => {
        const copy = link.cloneNode() as HTMLLinkElement;
        copy.addEventListener('load', () => resolve());
        copy.addEventListener('error', () => reject(new ChunkLoadError(chunkNameOf(copy.href), 'error', copy.href)));
        link.replaceWith(copy);
      }),
  );
  return Promise.all(reloads).then(() => undefined);
}

export const isOffline = () => !navigator.onLine;

/**
 * The route tree with every `lazy` loader going through loadChunk. A chunk that fails while the
 * browser is offline does not go to the error boundary (whose reload would show the browser's own
 * error page and lose what is typed elsewhere in the app): the route shows the offline page instead,
 * which loads the chunk again when asked.
 */
export function withChunkLoading(routes: RouteObject[]): RouteObject[] {
  watchStylesheetFailures();
  return routes.map((route) => {
    const { lazy, children } = route;
    const next = { ...route } as RouteObject;
    if (typeof lazy === 'function') {
      const name = route.path ?? route.id ?? 'route';
      const load = () => loadChunk(() => lazy(), name);
      next.lazy = (() =>
        load().catch((error: unknown) => {
          if (!isOffline()) throw error;
          return { Component: offlineChunkRoute(() => reloadFailedStylesheets().then(load), isOffline) };
        })) as typeof lazy;
    }
    if (children) next.children = withChunkLoading(children);
    return next;
  });
}
