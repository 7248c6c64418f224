import type { RouteObject } from 'react-router-dom';
import { requireValidIdentifiers } from '../identifier-guard';
import { singleSendsAreaTable } from '../single-sends-area/area-table';

const NoSubScreen = () => null;

/** /single-sends/:id/stats and stats/preview: the single-sends area's `*\/stats` table (src/app/features.ts). */
export const statsRoutes: RouteObject[] = singleSendsAreaTable([
  {
    path: ':id/stats',
    loader: requireValidIdentifiers('id'),
    lazy: () => import('@/features/single-send-stats/components/StatsPage').then((module) => ({ Component: module.StatsPage })),
    children: [
      { index: true, Component: NoSubScreen },
      { path: 'preview', lazy: () => import('@/features/single-send-stats/components/StatsPreview').then((module) => ({ Component: module.StatsPreview })) },
    ],
  },
]);
