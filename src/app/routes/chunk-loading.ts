import type { RouteObject } from 'react-router-dom';

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

/** The route tree with every `lazy` loader going through loadChunk. */
export function withChunkLoading(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy, children } = route;
    const next = { ...route } as RouteObject;
    if (typeof lazy === 'function') {
      const name = route.path ?? route.id ?? 'route';
      next.lazy = (() => loadChunk(() => lazy(), name)) as typeof lazy;
    }
    if (children) next.children = withChunkLoading(children);
    return next;
  });
}
