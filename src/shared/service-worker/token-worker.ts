/** Messages between the app and its service worker (public/app-service-worker.js). */
export type TokenWorkerMessage =
  | { type: 'auth-token'; token: string | null }
  | { type: 'auth-token-status' };

/** The app's service worker, as the epics see it: it receives the auth token and its removal. */
export interface TokenWorker {
  /** Registers the worker; `currentToken` answers the worker when it asks again (after the browser stopped it). */
  start(currentToken: () => string | null): void;
  sendToken(token: string | null): void;
}

export interface TokenWorkerOptions {
  scriptUrl: string;
  /**
   * The registration scope. In mock mode MSW's worker must control every page (it answers the API),
   * and a scope holds one worker, so the app's worker takes a scope no page lives in; messages still
   * reach it through `registration.active`.
   */
  scope: string;
}

export function createServiceWorkerTokenWorker({ scriptUrl, scope }: TokenWorkerOptions): TokenWorker {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (container === undefined) return { start: () => undefined, sendToken: () => undefined };

  let active: Promise<ServiceWorker | undefined> = Promise.resolve(undefined);
  const post = (message: TokenWorkerMessage) => {
    void active.then((worker) => worker?.postMessage(message));
  };

  return {
    start(currentToken) {
      active = container
        .register(scriptUrl, { scope })
        .then((registration) => activeWorker(registration))
        .catch((error: unknown) => {
          console.warn('The service worker could not be registered', error);
          return undefined;
        });
      container.addEventListener('message', (event: MessageEvent<unknown>) => {
        if (isTokenRequest(event.data)) post({ type: 'auth-token', token: currentToken() });
      });
    },
    sendToken: (token) => post({ type: 'auth-token', token }),
  };
}

const isTokenRequest = (data: unknown) => typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'auth-token-wanted';

/** The registration's worker once it is activated (a new one installs first). */
function activeWorker(registration: ServiceWorkerRegistration): Promise<ServiceWorker | undefined> {
  const worker = registration.active ?? registration.waiting ?? registration.installing;
  if (worker === null || worker.state === 'activated') return Promise.resolve(worker ?? undefined);
  return new Promise((resolve) => {
    const onChange = () => {
      if (worker.state === 'activated' || worker.state === 'redundant') {
        worker.removeEventListener('statechange', onChange);
        resolve(worker.state === 'activated' ? worker : undefined);
      }
    };
    worker.addEventListener('statechange', onChange);
  });
}
