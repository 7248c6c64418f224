import type { RouteObject } from 'react-router-dom';
import { AREAS, type AreaKey } from './areas';
import { AreaComingSoonRoute } from './AreaComingSoonRoute';
import { requireValidIdentifiers } from './identifier-guard';

/** The editor routes of areas still to come, so their identifier check already holds. */
const EDITOR_ROUTES: Partial<Record<AreaKey, { path: string; ids: string[] }[]>> = {
  automations: [{ path: ':id/detail/*', ids: ['id'] }],
  'signup-forms': [{ path: ':id/editor/*', ids: ['id'] }],
};

const routesUnder = (root: string, key: AreaKey): RouteObject => ({
  path: root.replace(/^\//, ''),
  children: [
    { index: true, Component: AreaComingSoonRoute },
    { path: '*', Component: AreaComingSoonRoute },
    ...(EDITOR_ROUTES[key] ?? []).map(({ path, ids }) => ({ path, loader: requireValidIdentifiers(...ids), Component: AreaComingSoonRoute })),
  ],
});

const upcoming = AREAS.filter((area) => !area.built);

/** New-experience routes of the areas this build does not have yet. */
export const upcomingAreaRoutes: RouteObject[] = upcoming.map((area) => routesUnder(area.root, area.key));

/** Their /legacy twins, relative to /legacy. */
export const upcomingLegacyRoutes: RouteObject[] = upcoming.flatMap((area) =>
  area.legacyRoot ? [routesUnder(area.legacyRoot.replace(/^\/legacy/, ''), area.key)] : [],
);
