import type { DesignEditorBridge } from '@/features/design-library/editor-bridge';
import { blankEmail, openStoredEmail, storedContentOf } from '../email-hosting/email-content-bridge';

/** The design library's view of the email editor: a design is stored like any host's email (email-content-bridge.ts). */
export const designEditorBridge: DesignEditorBridge = {
  blankDesign: blankEmail,
  openDesign: (design) => openStoredEmail(design),
  storedContentOf,
};
