import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';
import { FEATURES, type Feature } from '../features';
import { areaForPath, AREAS, within, type Area } from './areas';
import { isOffline, loadChunk, OfflineRoutesError, withChunkLoading } from './chunk-loading';

/** The ids of the routes a feature's screens are patched into (router.tsx): the area gate, and /legacy inside it. */
export const FEATURE_ROUTES_ID = 'features';
export const LEGACY_ROUTES_ID = 'legacy';

/** Starts loading a feature's epics, by its action prefix; a failure is left to the feature's first action. */
export type EpicsPreload = (actionPrefix: string) => void;

/**
 * The app's preload: the loaders are in the epic layer's chunk (feature-epics.ts), which loads right after
 * the entry, so asking for it here does not wait on another download.
 */
const preloadFeatureEpics: EpicsPreload = (actionPrefix) => {
  void import('../feature-epics').then((module) => module.FEATURE_EPICS[actionPrefix]?.()).catch(() => undefined);
};

/** Opening a feature's screens starts loading its epics at once, beside the page's own chunk, so its first request is not held up. */
const loadingEpics = (feature: Feature, preloadEpics: EpicsPreload) => (route: RouteObject) => ({
  ...route,
  loader: () => {
    preloadEpics(feature.actionPrefix);
    return null;
  },
});

/**
 * The path of a feature's top route under /legacy: its area's legacy root (areas.ts), which for most
 * areas is the same path (/legacy/senders) and for the design library is another (/legacy/templates).
 */
function legacyPath(path: string | undefined): string | undefined {
  const legacyRoot = AREAS.find((area) => area.root === `/${path}`)?.legacyRoot;
  return legacyRoot === undefined ? path : legacyRoot.replace(/^\/legacy\//, '');
}

/** The path's segments under the area's root or its legacy twin: `['segments', '12']` of /legacy/contacts/segments/12. */
function segmentsUnder(area: Area, path: string): string[] {
  const root = [area.root, area.legacyRoot].find((candidate) => candidate !== undefined && within(path, candidate)) ?? area.root;
  return path.slice(root.length).split('/').filter((segment) => segment !== '');
}

/**
 * Whether a table's sections hold the path: a section names the first segment under the area's root
 * (`segments`), or, written `*\/review`, the second one (/single-sends/:id/review/…).
 */
function holds(sections: readonly string[] | undefined, [first = '', second = '']: string[]): boolean {
  return sections !== undefined && (sections.includes(first) || sections.includes(`*/${second}`));
}

/** The feature whose route table holds the path: the one naming its section, else the area's table without sections. */
function tableFeature(features: readonly Feature[], area: Area, path: string): Feature | undefined {
  const tables = features.filter((candidate) => candidate.routes?.area === area.key);
  const segments = segmentsUnder(area, path);
  return tables.find((candidate) => holds(candidate.routes?.sections, segments)) ?? tables.find((candidate) => candidate.routes?.sections === undefined);
}

/**
 * Lazy route discovery (React Router's patchRoutesOnNavigation): the first time a path of an area
 * is opened, at its root or its /legacy twin, the area's feature's route table is loaded and mounted
 * at both, so no feature's routes ride in the entry. Paths of no area are left alone (404). A table that fails while the browser is offline becomes an OfflineRoutesError
 * (the offline page, RouteErrorPage); any other failure a ChunkLoadError (the reload, ChunkErrorPage);
 * either way the next visit tries again. The router asks again on every path with parameters: a table
 * is loaded once, and mounting it again changes nothing (the router keeps the routes it has).
 */
export function featureRouteDiscovery(features: readonly Feature[], preloadEpics: EpicsPreload): PatchRoutesOnNavigationFunction {
  const tables = new Map<Feature, Promise<RouteObject[]>>();
  const table = (feature: Feature, load: () => Promise<RouteObject[]>, name: string) => {
    const loading =
      tables.get(feature) ??
      loadChunk(load, name).catch((error: unknown) => {
        tables.delete(feature);
        throw isOffline() ? new OfflineRoutesError(error) : error;
      });
    tables.set(feature, loading);
    return loading;
  };

  return async ({ path, patch }) => {
    const area = areaForPath(path);
    const feature = area && tableFeature(features, area, path);
    if (!area || !feature?.routes) return;
    const mounted = (await table(feature, feature.routes.load, `${area.key} routes`)).map(loadingEpics(feature, preloadEpics));
    patch(FEATURE_ROUTES_ID, withChunkLoading(mounted));
    // Only an area with a legacy twin (areas.ts) is opened under /legacy, so only it is mounted there.
    if (area.legacyRoot) patch(LEGACY_ROUTES_ID, withChunkLoading(mounted.map((route) => ({ ...route, path: legacyPath(route.path) }))));
  };
}

/** The app's route discovery over every feature. */
export const discoverFeatureRoutes = featureRouteDiscovery(FEATURES, preloadFeatureEpics);
