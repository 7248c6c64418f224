import type { LoaderFunction, RouteObject } from 'react-router-dom';
import type { SmsEditorComposition } from './sms-composition';

/** The SMS editor (spec route singleSends.smsEditor), relative to the area's root, with its sub-screens below it. */
export const smsEditorRoutes = (validId: LoaderFunction, composition: SmsEditorComposition): RouteObject[] => [
  {
    path: 'sms/:id/editor/*',
    loader: validId,
    lazy: () => import('./components/SmsEditorPage').then(({ SmsEditorPage }) => ({ Component: () => <SmsEditorPage {...composition} /> })),
  },
];
