import type { AppEpic } from '@/shared/store/app-epic';
import { codeEpics } from './code/code-epics';
import { conflictEpics } from './conflict-epics';
import { editorAnalyticsEpic } from './editor-analytics-epics';
import { emailTestingEpics } from './email-testing/email-testing-epics';
import { imagesEpics } from './images/images-epics';
import { saveEpics } from './save-epics';
import { testSendEpics } from './test-send/test-send-epics';

/** The email editor's epics, loaded with the feature's first action (src/app/features.ts). */
export const emailEditorEpics: AppEpic[] = [
  ...saveEpics,
  ...conflictEpics,
  editorAnalyticsEpic,
  ...codeEpics,
  ...testSendEpics,
  ...imagesEpics,
  ...emailTestingEpics,
];
