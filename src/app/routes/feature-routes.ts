import type { RouteObject } from 'react-router-dom';
import { FEATURES } from '../features';

/**
 * Every feature's route tree, with relative paths. The router mounts this list at the root and again
 * under /legacy, so each feature route has its legacy twin. Opening a feature's screens starts loading
 * its epics at once, beside the page's own chunk, so its first request is not held up.
 */
export const featureRoutes: RouteObject[] = FEATURES.flatMap((feature) =>
  feature.routes.map((route) => ({
    ...route,
    loader: () => {
      void feature.loadEpics().catch(() => undefined);
      return null;
    },
  })),
);
