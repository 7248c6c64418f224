import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AccessGate } from './access/AccessGate';
import { withChunkLoading } from './routes/chunk-loading';
import { featureRoutes } from './routes/feature-routes';
import { HomePage } from './routes/HomePage';
import { LocationRules } from './routes/LocationRules';
import { NotFoundPage } from './routes/NotFoundPage';
import { PageLoading } from './routes/PageLoading';
import { RouteErrorPage } from './routes/RouteErrorPage';
import { upcomingAreaRoutes, upcomingLegacyRoutes } from './routes/upcoming-area-routes';
import { AppShell } from './shell/AppShell';

/**
 * The shell stays; inside it the routing rules apply first, then the access gate, then the feature's
 * lazily loaded screens. Every feature route also sits under /legacy.
 */
export const appRoutes: RouteObject[] = withChunkLoading([
  {
    path: '/',
    Component: AppShell,
    HydrateFallback: PageLoading,
    children: [
      {
        ErrorBoundary: RouteErrorPage,
        children: [
          {
            Component: LocationRules,
            children: [
              { index: true, Component: HomePage },
              {
                Component: AccessGate,
                children: [
                  ...featureRoutes,
                  ...upcomingAreaRoutes,
                  { path: 'legacy', children: [...featureRoutes, ...upcomingLegacyRoutes] },
                ],
              },
              { path: '*', Component: NotFoundPage },
            ],
          },
        ],
      },
    ],
  },
]);

export const createAppRouter = () => createBrowserRouter(appRoutes);
