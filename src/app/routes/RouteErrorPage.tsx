import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { isChunkLoadError, OfflineRoutesError } from './chunk-loading';
import { ChunkErrorPage } from './ChunkErrorPage';
import { ErrorScreen } from './ErrorScreen';
import { NotFoundPage } from './NotFoundPage';
import { OfflineRoutesPage } from './OfflineRoutesPage';

/** The exception page: whatever a screen threw, the user gets a way back instead of a blank page. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isChunkLoadError(error)) return <ChunkErrorPage error={error} />;
  if (error instanceof OfflineRoutesError) return <OfflineRoutesPage />;
  return (
    <ErrorScreen title="Something went wrong" heading="This page ran into a problem">
      Reload the page to try again. If it keeps happening, contact Support.
    </ErrorScreen>
  );
}
