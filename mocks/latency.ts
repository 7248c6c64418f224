import { delay, http } from 'msw';
import { api } from './handlers/api-path';

/** Simulated network latency of the browser mock, adjustable from the QA panel for this tab. */
const STORAGE_KEY = 'mock-latency-ms';
const DEFAULT_LATENCY_MS = Number(import.meta.env.VITE_MOCK_LATENCY_MS ?? 250);

export function latencyMs(): number {
  const stored = Number(sessionStorage.getItem(STORAGE_KEY) ?? Number.NaN);
  return Number.isFinite(stored) && stored >= 0 ? stored : DEFAULT_LATENCY_MS;
}

export function setLatencyMs(ms: number): void {
  sessionStorage.setItem(STORAGE_KEY, String(Math.max(0, Math.round(ms))));
}

/** Prepended in the browser only: waits, then lets the request fall through to the real handlers. */
export const latencyHandler = http.all(api('/*'), async () => {
  await delay(latencyMs());
});
