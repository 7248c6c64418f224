import type { RouteObject } from 'react-router-dom';
import { requireValidIdentifiers } from '../identifier-guard';

/**
 * The single sends area's `*\/editor` table (src/app/features.ts): the email editor of one send with its
 * settings, at /single-sends/:id/editor/* and, as a /legacy twin, /legacy/single-sends/:id/editor/*.
 * Its sub-screens (the editor's, the inline creates and the A/B confirmations) are paths below it.
 */
export const singleSendEditorRoutes: RouteObject[] = [
  {
    path: 'single-sends',
    children: [
      {
        path: ':id/editor/*',
        loader: requireValidIdentifiers('id'),
        lazy: () => import('./SingleSendEditorRoute').then((module) => ({ Component: module.SingleSendEditorRoute })),
      },
    ],
  },
];
