import type { RouteObject } from 'react-router-dom';
import { requireValidIdentifiers } from '../identifier-guard';

/** The screen alone: no dialog open over it. */
const NoDialog = () => null;

const share = () => import('@/features/signup-forms/components/ShareDialog').then((module) => ({ Component: module.ShareDialog }));

/**
 * The signup forms area (/forms/signup, and /legacy/forms/signup): the index with its delete and share
 * dialogs, the editor with its new_list and share dialogs. Editor ids are UUIDs (spec §5).
 */
export const signupFormsRoutes: RouteObject[] = [
  {
    path: 'forms/signup',
    children: [
      {
        lazy: () => import('@/features/signup-forms/components/SignupFormsPage').then((module) => ({ Component: module.SignupFormsPage })),
        children: [
          { index: true, Component: NoDialog },
          { path: ':id/delete', lazy: () => import('@/features/signup-forms/components/DeleteSignupFormDialog').then((module) => ({ Component: module.DeleteSignupFormDialog })) },
          { path: ':id/share', lazy: share },
        ],
      },
      {
        path: ':id/editor',
        loader: requireValidIdentifiers('id'),
        lazy: () => import('@/features/signup-forms/components/SignupFormEditorPage').then((module) => ({ Component: module.SignupFormEditorPage })),
        children: [
          { index: true, Component: NoDialog },
          { path: 'new_list', lazy: () => import('@/features/signup-forms/components/NewListDialog').then((module) => ({ Component: module.NewListDialog })) },
          { path: 'share', lazy: share },
        ],
      },
    ],
  },
];
