import { createSingleSendsEpics } from '@/features/single-sends/epics';
import type { AppEpic } from '@/shared/store/app-epic';

/** The single sends' epics; a blank design's HTML comes from the email editor's rendering, loaded only when one is made. */
export const singleSendsEpics: AppEpic[] = createSingleSendsEpics({
  blankEmail: () => import('../email-hosting/email-content-bridge').then((module) => module.blankEmail()),
});
