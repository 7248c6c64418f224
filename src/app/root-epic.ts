import { combineEpics } from 'redux-observable';
import { catchError } from 'rxjs/operators';
import { accountEpics } from '@/shared/account/account-epics';
import { alertsEpics } from '@/shared/alerts/alerts-epics';
import { connectivityEpics } from '@/shared/connectivity/connectivity-epics';
import type { AppEpic } from '@/shared/store/app-epic';
import { sessionEpics } from '@/shared/session/session-epics';
import { FEATURE_EPICS } from './feature-epics';
import { lazyEpics } from './lazy-epics';
import { shellEpics } from './shell/shell-epics';

const epics = [
  ...alertsEpics,
  ...sessionEpics,
  ...accountEpics,
  ...connectivityEpics,
  ...shellEpics,
  // The job poller: loaded with the first job, then on whatever page the user opens.
  // Pictures of the app's own origin for sandboxed previews: loaded with the first preview that shows one.
  lazyEpics('emailPreview', () => import('@/shared/email-preview/preview-images-epics').then((module) => module.previewImagesEpics as AppEpic[])),
  lazyEpics('jobs', () => import('@/shared/jobs/jobs-epics').then((module) => module.jobsEpics as AppEpic[])),
  // Each feature's epics load with the feature, keeping them out of the first-load bundle.
  ...Object.entries(FEATURE_EPICS).map(([actionPrefix, load]) => lazyEpics(actionPrefix, load)),
] as AppEpic[];

/** Epics catch their own errors; this restarts one that still dies, so a bug never silences the app. */
export const rootEpic: AppEpic = (action$, state$, dependencies) =>
  combineEpics(...epics)(action$, state$, dependencies).pipe(
    catchError((error: unknown, source) => {
      console.error('An epic failed and was restarted', error);
      return source;
    }),
  );
