/**
 * The app's save time-out in this tab, set from the QA panel so that a hanging save (the `saves-hang`
 * scenario) can be tried without waiting the real 30 s. Unset, the app's own default applies.
 */
const STORAGE_KEY = 'mock-write-timeout-ms';

export function writeTimeoutMs(): number | undefined {
  const stored = Number(sessionStorage.getItem(STORAGE_KEY) ?? Number.NaN);
  return Number.isFinite(stored) && stored > 0 ? stored : undefined;
}

/** A positive number of milliseconds, or undefined for the app's default. */
export function setWriteTimeoutMs(ms: number | undefined): void {
  if (ms === undefined || !Number.isFinite(ms) || ms <= 0) sessionStorage.removeItem(STORAGE_KEY);
  else sessionStorage.setItem(STORAGE_KEY, String(Math.round(ms)));
}
