import type { AppState } from './app-state';

type WorkCheck = (state: AppState) => boolean;

const checks: WorkCheck[] = [];

/**
 * Declares work that goes on across the app's pages but stops when the tab reloads or closes (a
 * running upload): while `isRunning` holds, the shell has the browser ask before the page unloads.
 * Called by a feature's slice module as it loads, so a feature that never loaded has no work running.
 */
export function declareBackgroundWork(isRunning: WorkCheck): void {
  if (!checks.includes(isRunning)) checks.push(isRunning);
}

export const selectBackgroundWorkRunning = (state: AppState): boolean => checks.some((isRunning) => isRunning(state));
