import mjmlScriptUrl from 'mjml-browser/lib/index.js?url';
import { compileMjmlHere, MJML_OPTIONS, toCompiled, type CompiledMjml, type MjmlCompiler } from './compile-mjml';
import { type MjmlWorkerReply, type MjmlWorkerRequest } from './mjml-worker-messages';

interface Pending {
  mjml: string;
  resolve: (compiled: CompiledMjml | Promise<CompiledMjml>) => void;
  reject: (error: Error) => void;
}

let worker: Worker | undefined;
let workerBroken = false;
let nextId = 0;
const pending = new Map<number, Pending>();

function startWorker(): Worker {
  // A classic worker: it loads mjml-browser with importScripts (see mjml-worker.ts).
  const started = new Worker(new URL('./mjml-worker.ts', import.meta.url), { name: 'email-mjml' });
  started.onmessage = ({ data }: MessageEvent<MjmlWorkerReply>) => {
    const request = pending.get(data.id);
    pending.delete(data.id);
    if (data.ok) request?.resolve(toCompiled(data.output));
    else request?.reject(new Error(data.message));
  };
  // The worker could not start or crashed: compile what it held, and everything after, on this thread.
  started.onerror = (event) => {
    event.preventDefault();
    workerBroken = true;
    started.terminate();
    worker = undefined;
    for (const request of pending.values()) request.resolve(compileMjmlHere(request.mjml));
    pending.clear();
  };
  return started;
}

/**
 * Compiles MJML in one long-lived Web Worker (mjml-browser is parsed once, and a long design never
 * holds up typing or dragging). Where there is no Worker (tests) or it failed, it compiles here.
 */
export const compileMjml: MjmlCompiler = (mjml) => {
  if (typeof Worker === 'undefined' || workerBroken) return compileMjmlHere(mjml);
  worker ??= startWorker();
  const id = (nextId += 1);
  const request: MjmlWorkerRequest = { id, mjml, options: MJML_OPTIONS, scriptUrl: new URL(mjmlScriptUrl, location.href).href };
  return new Promise<CompiledMjml>((resolve, reject) => {
    pending.set(id, { mjml, resolve, reject });
    worker?.postMessage(request);
  });
};
