import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useBlocker, useLocation, type BlockerFunction } from 'react-router-dom';
import { readAuthToken } from '../session/session-cookies';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';
import { UnsavedWorkContext, type UnsavedWork, type UnsavedWorkRegistry } from './use-unsaved-changes-guard';

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '') || '/';

function isWithin(pathname: string, scope: string): boolean {
  const path = withoutTrailingSlash(pathname);
  const base = withoutTrailingSlash(scope);
  return path === base || path.startsWith(base === '/' ? '/' : `${base}/`);
}

/**
 * The one navigation guard of the app (a router supports one blocker), for every screen under it that
 * holds unsaved work through `useUnsavedChangesGuard`. Mount it inside the data router, around the routes.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const [held] = useState(() => new Set<UnsavedWork>());
  const [anyHeld, setAnyHeld] = useState(false);
  const leaving = useRef(false);
  const location = useLocation();
  // The screens the Leave gave up unmount in the commit that shows the new location, and their effects'
  // cleanups run before this effect: they still see leftOnPurpose().
  useEffect(() => {
    leaving.current = false;
  }, [location]);
  const registry = useMemo<UnsavedWorkRegistry>(
    () => ({
      hold(work) {
        held.add(work);
        setAnyHeld(true);
        return () => {
          held.delete(work);
          setAnyHeld(held.size > 0);
        };
      },
      leftOnPurpose: () => leaving.current,
    }),
    [held],
  );

  return (
    <UnsavedWorkContext.Provider value={registry}>
      {children}
      {/* Mounted only while work is held: an idle blocker would still be asked about every hash-link click. */}
      {anyHeld && <LeaveConfirmation held={held} onLeft={() => (leaving.current = true)} />}
    </UnsavedWorkContext.Provider>
  );
}

function LeaveConfirmation({ held, onLeft }: { held: ReadonlySet<UnsavedWork>; onLeft(): void }) {
  // Read when asked, not when rendered: a save releases its work in the same commit that navigates away.
  const lostTo = useCallback((pathname: string) => [...held].filter((work) => !isWithin(pathname, work.within)), [held]);
  const lostBy = useCallback((pathname: string) => lostTo(pathname)[0], [lostTo]);
  const shouldBlock = useCallback<BlockerFunction>(({ nextLocation }) => lostBy(nextLocation.pathname) !== undefined, [lostBy]);
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    function askFirst(event: BeforeUnloadEvent) {
      // Logging out clears the session cookies before it leaves: staying could not save anything.
      if (held.size === 0 || !readAuthToken()) return;
      event.preventDefault();
      // Browsers before the standard (Chrome < 119) show the prompt only for a truthy returnValue.
      event.returnValue = true;
    }
    window.addEventListener('beforeunload', askFirst);
    return () => window.removeEventListener('beforeunload', askFirst);
  }, [held]);

  if (blocker.state !== 'blocked') return null;
  return (
    <UnsavedChangesDialog
      message={lostBy(blocker.location.pathname)?.message}
      onStay={() => blocker.reset()}
      onLeave={() => {
        lostTo(blocker.location.pathname).forEach((work) => work.onLeave());
        onLeft();
        blocker.proceed();
      }}
    />
  );
}
