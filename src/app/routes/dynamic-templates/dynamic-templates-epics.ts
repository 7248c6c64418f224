import { dynamicTemplatesEpics as createEpics } from '@/features/dynamic-templates/epics';
import { versionEditorBridge } from './version-editor-bridge';

/** The dynamic templates' epics, wired to the email editor (loaded with the feature: src/app/features.ts). */
export const dynamicTemplatesEpics = createEpics(versionEditorBridge);
