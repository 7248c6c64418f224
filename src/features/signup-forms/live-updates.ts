import { refreshOnDataChangedEpic } from '@/shared/broadcast/refresh-on-data-changed';
import { isComplete } from '@/shared/request-state/request-state';
import { selectSignupFormsState, signupFormsRequested } from './slice';

/** Signup forms written in another tab, and submissions made on a hosted form, show here without a reload. */
export const signupFormsLiveUpdatesEpic = refreshOnDataChangedEpic({
  paths: ['/marketing/signup_forms'],
  refresh: (state) => (isComplete(selectSignupFormsState(state).requests.list) ? [signupFormsRequested()] : []),
});
