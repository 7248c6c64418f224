import { createContext, useContext, useLayoutEffect, useRef } from 'react';
import { useResolvedPath, type To } from 'react-router-dom';

/** Work that a navigation away from `within` would lose. */
export interface UnsavedWork {
  /** What the Stay-or-Leave dialog says; by default that the changes will be lost. */
  message?: string;
  /** The pathname the work stays on screen under: this path and every path below it. */
  within: string;
  /** The user chose Leave: the work is given up (kept copies of it are dropped). */
  onLeave(): void;
}

export interface UnsavedWorkRegistry {
  /** Guards the work until the returned release is called. */
  hold(work: UnsavedWork): () => void;
  /**
   * The user chose Leave and the navigation it let through has not landed yet: whatever unmounts now was
   * given up (use-kept-edits.ts drops its kept copy then, so no editor has to wire it).
   */
  leftOnPurpose(): boolean;
}

export const UnsavedWorkContext = createContext<UnsavedWorkRegistry | null>(null);

interface Options {
  message?: string;
  /**
   * Where the work stays on screen, resolved by path segments from the calling route: navigating to
   * it or below it (child dialogs, another search or hash) is not guarded. By default the route's own path.
   */
  scope?: To;
  /** Called when the user confirms leaving (Leave), before the navigation; not on a reload or a sign-out. */
  onLeave?(): void;
}

/**
 * While `when` is true, leaving asks first: in-app navigation shows the Stay-or-Leave dialog of the
 * enclosing `UnsavedChangesGuard`, and reloading or closing the tab shows the browser's prompt.
 */
export function useUnsavedChangesGuard(when: boolean, { message, scope = '.', onLeave }: Options = {}): void {
  const registry = useContext(UnsavedWorkContext);
  if (!registry) throw new Error('useUnsavedChangesGuard needs an <UnsavedChangesGuard> around the routes.');
  const within = useResolvedPath(scope, { relative: 'path' }).pathname;
  const latestOnLeave = useRef(onLeave);
  latestOnLeave.current = onLeave;
  // A layout effect: the guard lets go before any passive effect (a completed save) navigates away.
  useLayoutEffect(
    () => (when ? registry.hold({ message, within, onLeave: () => latestOnLeave.current?.() }) : undefined),
    [registry, when, message, within],
  );
}
