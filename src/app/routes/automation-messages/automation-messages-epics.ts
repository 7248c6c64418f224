import { createAutomationMessagesEpics } from '@/features/automation-messages/epics';
import type { AppEpic } from '@/shared/store/app-epic';
import { messageContentBridge } from './message-content-bridge';

/** The automation messages' epics, wired to the email editor (loaded with the feature: src/app/features.ts). */
export const automationMessagesEpics: AppEpic[] = createAutomationMessagesEpics(messageContentBridge);
