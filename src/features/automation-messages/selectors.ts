import type { AppState } from '@/shared/store/app-state';
import { selectAutomationMessagesState } from './slice';

export const selectReadAutomation = (state: AppState) => selectAutomationMessagesState(state).automation;
export const selectEditingMessage = (state: AppState) => selectAutomationMessagesState(state).editing;
export const selectInboxOptionsRequest = (state: AppState) => selectAutomationMessagesState(state).inboxOptions;
export const selectContentStart = (state: AppState) => selectAutomationMessagesState(state).start;
