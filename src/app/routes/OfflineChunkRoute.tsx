import { useEffect, useState, type ComponentType } from 'react';
import { focusHeadingWhenShown } from '../shell/heading-focus';
import { OfflinePage } from './OfflinePage';
import { PageLoading } from './PageLoading';

/** What a lazy route of this app resolves to: its component, and nothing else. */
export interface RouteModule {
  Component?: ComponentType | null;
}

type Attempt =
  | { kind: 'offline'; again: boolean }
  | { kind: 'loading'; by: 'visit' | 'retry' }
  | { kind: 'loaded'; by: 'visit' | 'retry' }
  | { kind: 'failed'; error: unknown };

/**
 * The component a lazy route becomes when its script chunk failed while the browser was offline.
 * React Router keeps a lazy route's first outcome for good, a failure too, so the retry lives here:
 * the offline page's "Try again" runs `retry` (the chunk's load) and then shows the route's own
 * component, on this visit and every later one. A later visit tries again by itself. A retry that
 * fails while online is thrown to the route's error boundary, as a first failure would have been.
 */
export function offlineChunkRoute(retry: () => Promise<RouteModule>, isOffline: () => boolean): ComponentType {
  let Loaded: ComponentType | null | undefined;
  let loaded = false;
  let visited = false;

  return function OfflineChunkRoute() {
    const [attempt, setAttempt] = useState<Attempt>(() => {
      if (loaded) return { kind: 'loaded', by: 'visit' };
      return visited ? { kind: 'loading', by: 'visit' } : { kind: 'offline', again: false };
    });

    useEffect(() => {
      visited = true;
    }, []);

    useEffect(() => {
      if (attempt.kind !== 'loading') return;
      let current = true;
      retry().then(
        (module) => {
          Loaded = module.Component;
          loaded = true;
          if (current) setAttempt({ kind: 'loaded', by: attempt.by });
        },
        (error: unknown) => {
          if (current) setAttempt(isOffline() ? { kind: 'offline', again: true } : { kind: 'failed', error });
        },
      );
      return () => {
        current = false;
      };
    }, [attempt]);

    // The focused "Try again" is gone: focus goes where a navigation would have put it.
    useEffect(() => {
      const main = document.getElementById('main');
      return attempt.kind === 'loaded' && attempt.by === 'retry' && main ? focusHeadingWhenShown(main) : undefined;
    }, [attempt]);

    switch (attempt.kind) {
      case 'failed':
        throw attempt.error;
      case 'loaded':
        return Loaded ? <Loaded /> : null;
      case 'loading':
        if (attempt.by === 'visit') return <PageLoading />;
        return <OfflinePage retrying stillOffline={false} onRetry={() => undefined} />;
      case 'offline':
        return <OfflinePage retrying={false} stillOffline={attempt.again} onRetry={() => setAttempt({ kind: 'loading', by: 'retry' })} />;
    }
  };
}
