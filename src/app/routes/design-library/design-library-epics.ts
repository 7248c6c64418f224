import { createDesignLibraryEpics } from '@/features/design-library/epics';
import { designEditorBridge } from './design-editor-bridge';

/** The design library's epics, wired to the email editor (loaded with the feature: src/app/features.ts). */
export const designLibraryEpics = createDesignLibraryEpics(designEditorBridge);
