import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { isValidIdentifier } from '@/shared/routing/identifier';
import type { WizardStep } from './wizard';

/** The page alone: no dialog open over it. */
const NoDialog = () => null;

/** A campaign id in the path that is not a UUID gives the 404 page instead of a broken screen. */
const requireCampaignId = ({ params }: LoaderFunctionArgs) => {
  if (!isValidIdentifier(params.id)) throw new Response(null, { status: 404, statusText: 'Not Found' });
  return null;
};

const wizard = (start: WizardStep) => () =>
  import('./components/CampaignWizardPage').then((module) => ({ Component: () => <module.CampaignWizardPage start={start} /> }));

const QUICKSTART = wizard(0);
const TARGET = wizard(3);

/**
 * A campaign's screens (spec §2 Ads). They sit under /ads/campaigns and, as the spec lists them relative to
 * the area, under /ads as well; `new` comes before or after the step name alike.
 */
const campaignScreens: RouteObject[] = [
  { path: 'new/quickstart', lazy: QUICKSTART },
  { path: 'quickstart/new', lazy: QUICKSTART },
  { path: 'new/target', lazy: TARGET },
  { path: 'target/new', lazy: TARGET },
  { path: ':id/quickstart', loader: requireCampaignId, lazy: QUICKSTART },
  { path: ':id/target', loader: requireCampaignId, lazy: TARGET },
  {
    path: ':id/editor',
    loader: requireCampaignId,
    lazy: () => import('./components/CampaignEditorPage').then((module) => ({ Component: module.CampaignEditorPage })),
    children: [
      { index: true, Component: NoDialog },
      { path: 'image_manager', lazy: () => import('./components/ImageManagerDialog').then((module) => ({ Component: module.ImageManagerDialog })) },
    ],
  },
  {
    path: ':id/editor/review',
    loader: requireCampaignId,
    lazy: () => import('./components/CampaignReviewPage').then((module) => ({ Component: module.CampaignReviewPage })),
  },
];

/** Ads screens; each page loads on first visit. */
export const adsRoutes: RouteObject[] = [
  {
    path: 'ads',
    children: [
      { index: true, lazy: () => import('./components/AdsOverviewPage').then((module) => ({ Component: module.AdsOverviewPage })) },
      {
        path: 'campaigns',
        children: [
          {
            lazy: () => import('./components/CampaignsPage').then((module) => ({ Component: module.CampaignsPage })),
            children: [
              { index: true, Component: NoDialog },
              {
                path: ':id/delete',
                loader: requireCampaignId,
                lazy: () => import('./components/DeleteCampaignDialog').then((module) => ({ Component: module.DeleteCampaignDialog })),
              },
            ],
          },
          ...campaignScreens,
        ],
      },
      ...campaignScreens,
      {
        path: 'settings',
        lazy: () => import('./components/AdSettingsPage').then((module) => ({ Component: module.AdSettingsPage })),
        children: [
          { index: true, Component: NoDialog },
          { path: 'disconnect/:partner?', lazy: () => import('./components/DisconnectPartnerDialog').then((module) => ({ Component: module.DisconnectPartnerDialog })) },
          { path: 'ad_account', lazy: () => import('./components/AdAccountDialog').then((module) => ({ Component: module.AdAccountDialog })) },
        ],
      },
    ],
  },
];
