import type { RouteObject } from 'react-router-dom';
import { requireValidIdentifiers } from '../identifier-guard';
import { singleSendsAreaTable } from '../single-sends-area/area-table';

/** The review alone: no sub-screen open over it. */
const NoSubScreen = () => null;

const inlineCreate = (name: 'ReviewCreateSender' | 'ReviewCreateUnsubscribe' | 'ReviewCreateList') => () =>
  import('./ReviewInlineCreate').then((module) => ({ Component: module[name] }));

/**
 * /single-sends/:id/review and its sub-screens (spec §2): send, the inline creates, email testing. The
 * single-sends area's `*\/review` table (src/app/features.ts), mounted at / and under /legacy.
 */
export const reviewRoutes: RouteObject[] = singleSendsAreaTable([
  {
    path: ':id/review',
    loader: requireValidIdentifiers('id'),
    lazy: () => import('./ReviewRoute').then((module) => ({ Component: module.ReviewRoute })),
    children: [
      { index: true, Component: NoSubScreen },
      { path: 'send', lazy: () => import('@/features/single-send-review/components/SendDialog').then((module) => ({ Component: module.SendDialog })) },
      { path: 'create_sender', lazy: inlineCreate('ReviewCreateSender') },
      { path: 'create_unsubscribe', lazy: inlineCreate('ReviewCreateUnsubscribe') },
      { path: 'create_list', lazy: inlineCreate('ReviewCreateList') },
      { path: 'email_testing/*', lazy: () => import('./ReviewEmailTesting').then((module) => ({ Component: module.ReviewEmailTesting })) },
    ],
  },
]);
