import type { TokenWorker } from './token-worker';

export interface MemoryTokenWorker extends TokenWorker {
  started: boolean;
  /** Every token sent, oldest first (null for a removal). */
  tokens: (string | null)[];
}

/** Records what the app sends to its service worker: tests read it. */
export function createMemoryTokenWorker(): MemoryTokenWorker {
  const worker: MemoryTokenWorker = {
    started: false,
    tokens: [],
    start: () => {
      worker.started = true;
    },
    sendToken: (token) => void worker.tokens.push(token),
  };
  return worker;
}
