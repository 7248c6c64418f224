import { hasLoaded } from '@/shared/request-state/list-phase';
import { ready } from '@/shared/request-state/request-state';
import type { AppState } from '@/shared/store/app-state';
import { selectSignupFormsState, signupFormsAdapter, type SignupFormOperation } from './slice';

const adapterSelectors = signupFormsAdapter.getSelectors(selectSignupFormsState);
const READY = ready();

export const selectAllSignupForms = adapterSelectors.selectAll;
export const selectSignupFormById = (state: AppState, id: string) => adapterSelectors.selectById(state, id);
export const selectSignupFormsLoaded = (state: AppState) => {
  const forms = selectSignupFormsState(state);
  return hasLoaded(forms.requests.list, forms.ids.length === 0);
};
export const selectSignupFormRequest = (state: AppState, operation: SignupFormOperation) => selectSignupFormsState(state).requests[operation];
export const selectSignupFormRead = (state: AppState, id: string) => selectSignupFormsState(state).reads[id] ?? READY;
export const selectSignupFormDeleteRequest = (state: AppState, id: string) => selectSignupFormsState(state).deletes[id] ?? READY;
export const selectLastCreatedFormId = (state: AppState) => selectSignupFormsState(state).lastCreatedId;
export const selectLastCreatedListId = (state: AppState) => selectSignupFormsState(state).lastCreatedListId;
export const selectListOptions = (state: AppState) => selectSignupFormsState(state).listOptions;
export const selectFieldChoices = (state: AppState) => selectSignupFormsState(state).fieldChoices;
export const selectHostedForm = (state: AppState) => selectSignupFormsState(state).hosted;
