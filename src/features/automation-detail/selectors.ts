import type { AppState } from '@/shared/store/app-state';
import { selectAutomationDetailState } from './slice';

export const selectAutomationDetail = (state: AppState) => selectAutomationDetailState(state).detail;
export const selectAutomationCategories = (state: AppState) => selectAutomationDetailState(state).categories;
