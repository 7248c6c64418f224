import { createSingleSendEditorEpics, loadCategoriesEpic } from '@/features/single-send-editor/epics';
import type { AppEpic } from '@/shared/store/app-epic';
import { singleSendContentBridge } from './single-send-content-bridge';

/** The single send editor's epics, wired to the email editor (loaded with the feature: src/app/features.ts). */
export const singleSendEditorEpics: AppEpic[] = [...createSingleSendEditorEpics(singleSendContentBridge), loadCategoriesEpic];
