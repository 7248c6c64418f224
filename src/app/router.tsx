import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { featureRoutes } from './routes/feature-routes';
import { HomePage } from './routes/HomePage';
import { NotFoundPage } from './routes/NotFoundPage';
import { PageLoading } from './routes/PageLoading';
import { RouteErrorPage } from './routes/RouteErrorPage';
import { AppShell } from './shell/AppShell';

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: AppShell,
    HydrateFallback: PageLoading,
    children: [
      {
        ErrorBoundary: RouteErrorPage,
        children: [
          { index: true, Component: HomePage },
          ...featureRoutes,
          { path: 'legacy', children: featureRoutes },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
