import type { RouteObject } from 'react-router-dom';
import { HOSTED_FORMS_ROOT } from '@/features/signup-forms/hosted-path';

/**
 * A signup form's public page: a top-level route beside the app shell, so a visitor sees no navigation,
 * needs no sign-in (main.tsx lets public paths through) and its calls carry no session.
 */
export const hostedFormRoute: RouteObject = {
  path: `${HOSTED_FORMS_ROOT.replace(/^\//, '')}/:id`,
  lazy: () => import('@/features/signup-forms/components/HostedFormPage').then((module) => ({ Component: module.HostedFormPage })),
};

/** Whether a path is a public page: opened without a session. */
export const isPublicPath = (pathname: string) => pathname.startsWith(`${HOSTED_FORMS_ROOT}/`);
