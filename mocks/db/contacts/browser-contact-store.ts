import { ContactStoreError, type ContactStoreAdmin, type GenerationProgress } from './contact-store';
import { forwardContactStore, type ContactStoreMethod } from './delegate-contact-store';
import { reportStorageNotice } from '../../tabs/storage-notices';
import type { StoreRequest, StoreResponse } from './worker-protocol';

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  onProgress?: (progress: GenerationProgress) => void;
}

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

function failAll(error: Error): void {
  for (const request of pending.values()) request.reject(error);
  pending.clear();
}

function receive({ data }: MessageEvent<StoreResponse>): void {
  if (data.kind === 'notice') {
    reportStorageNotice(data.notice);
    return;
  }
  const request = pending.get(data.id);
  if (request === undefined) return;
  if (data.kind === 'progress') {
    request.onProgress?.(data.progress);
    return;
  }
  pending.delete(data.id);
  if (data.kind === 'result') {
    request.resolve(data.value);
    return;
  }
  const { code, name, message } = data.error;
  request.reject(code === undefined ? Object.assign(new Error(message), { name }) : new ContactStoreError(code as ContactStoreError['code'], message));
}

/** The worker starts with the first call: pages that never touch contacts never load SQLite. */
function contactWorker(): Worker {
  if (worker !== undefined) return worker;
  const started = new Worker(new URL('./contact-store-worker.ts', import.meta.url), { type: 'module', name: 'mock-contact-store' });
  started.addEventListener('message', receive);
  started.addEventListener('error', (event) => {
    event.preventDefault();
    failAll(new Error(`the mock contact store failed: ${event.message || 'the worker could not start'}`));
    worker = undefined;
  });
  worker = started;
  return started;
}

function call(method: ContactStoreMethod, args: unknown[], onProgress?: Pending['onProgress']): Promise<unknown> {
  const id = nextId;
  nextId += 1;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject, onProgress });
    const request: StoreRequest = { id, method, args: args.map((arg) => (typeof arg === 'function' ? null : arg)) };
    // Bytes (an import's file) move to the worker instead of being copied on the page's main thread.
    contactWorker().postMessage(request, args.flatMap((arg) => (arg instanceof Uint8Array && arg.buffer instanceof ArrayBuffer ? [arg.buffer] : [])));
  });
}

/**
 * The page's side of the browser contact store: each call is a message to the worker with a request id,
 * answered by a small result (a page, a count). Nothing here blocks the main thread.
 */
export const browserContactStore: ContactStoreAdmin = forwardContactStore(call, {
  ensureLargeAccount: async (onProgress) => {
    await call('ensureLargeAccount', [], onProgress);
  },
});
