import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { AccessGate } from './access/AccessGate';
import { withChunkLoading } from './routes/chunk-loading';
import { discoverFeatureRoutes, FEATURE_ROUTES_ID, LEGACY_ROUTES_ID } from './routes/feature-routes';
import { hostedFormRoute } from './routes/hosted-form/hosted-form-routes';
import { LocationRules } from './routes/LocationRules';
import { NotFoundPage } from './routes/NotFoundPage';
import { PageLoading } from './routes/PageLoading';
import { RouteErrorPage } from './routes/RouteErrorPage';
import { AppShell } from './shell/AppShell';

// The home page loads beside the shell, which shows at once: its area descriptions stay out of the first load.
const HomePage = lazy(() => import('./routes/HomePage').then((module) => ({ default: module.HomePage })));
const HomeRoute = () => (
  <Suspense fallback={<PageLoading />}>
    <HomePage />
  </Suspense>
);

/**
 * The shell stays; inside it the routing rules apply first, then the access gate, then the feature's
 * lazily loaded screens. Every feature route also sits under /legacy. The features' route tables are
 * not here: each is patched in when its area is first opened (discoverFeatureRoutes).
 */
export const appRoutes: RouteObject[] = withChunkLoading([
  // Public, outside the shell and its sign-in: a signup form's hosted page.
  { ...hostedFormRoute, HydrateFallback: PageLoading, ErrorBoundary: RouteErrorPage },
  {
    // Pathless, so a route table that fails to load while its area is discovered lands on the error
    // boundary inside the shell: the router puts a discovery error on the partial match of the path,
    // and a path here would make the shell alone that match (and React Router's bare error page the result).
    Component: AppShell,
    HydrateFallback: PageLoading,
    children: [
      {
        ErrorBoundary: RouteErrorPage,
        children: [
          {
            Component: LocationRules,
            children: [
              { index: true, Component: HomeRoute },
              {
                id: FEATURE_ROUTES_ID,
                Component: AccessGate,
                children: [
                  // A Component, so the partial match of a /legacy path whose area is still being discovered ends on one (no router warning).
                  { id: LEGACY_ROUTES_ID, path: 'legacy', Component: Outlet, children: [] },
                ],
              },
              // While the first route discovery runs, this catch-all is among the partial matches React Router
              // renders: the loader makes it wait (its HydrateFallback) instead of saying "Page not found" too early.
              { path: '*', Component: NotFoundPage, loader: () => null, HydrateFallback: PageLoading },
            ],
          },
        ],
      },
    ],
  },
]);

/**
 * How every router of the app finds the features' routes (the browser's here, the tests' memory routers too),
 * with React Router 7's behaviour opted into: the app runs on 6.30, whose bundle is 7 KB gzip smaller.
 */
export const appRouterOptions = {
  patchRoutesOnNavigation: discoverFeatureRoutes,
  future: {
    v7_relativeSplatPath: true,
    v7_fetcherPersist: true,
    v7_normalizeFormMethod: true,
    v7_partialHydration: true,
    v7_skipActionErrorRevalidation: true,
  },
} satisfies Parameters<typeof createBrowserRouter>[1];

/** React Router 7's rendering: state updates inside startTransition (RouterProvider's own future flag). */
export const routerProviderFuture = { v7_startTransition: true } as const;

export const createAppRouter = () => createBrowserRouter(appRoutes, appRouterOptions);
