/**
 * Lets a failed chunk reload the page at most once per window, so a chunk that keeps failing shows
 * the exception page instead of reloading forever. The mark lives in sessionStorage because it must
 * survive the reload (it is not a secret). The window is longer than two chunk time-outs.
 */
const KEY = 'marketing-console:chunk-reload-at';
export const CHUNK_RELOAD_WINDOW_MS = 5 * 60_000;

/** True when this failure may reload the page: no automatic reload happened within the window. */
export function claimChunkReload(now: number): boolean {
  try {
    const last = Number(sessionStorage.getItem(KEY));
    if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
    sessionStorage.setItem(KEY, String(now));
    return true;
  } catch {
    // Without storage nothing guards against a loop, so never reload automatically.
    return false;
  }
}
