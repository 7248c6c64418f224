import type { AppState } from '@/shared/store/app-state';
import { selectSingleSendEditorState } from './slice';

export const selectEditingSend = (state: AppState) => selectSingleSendEditorState(state).editing;
export const selectSettingsDraft = (state: AppState) => selectSingleSendEditorState(state).editing.draft;
export const selectSingleSendCategories = (state: AppState) => selectSingleSendEditorState(state).categories;
