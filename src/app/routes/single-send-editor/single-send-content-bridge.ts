import { contentModules } from '@/features/email-editor/document/locate';
import { updateModuleSettings } from '@/features/email-editor/document/operations';
import type { SingleSendContentBridge } from '@/features/single-send-editor/content-bridge';
import { openStoredEmail, storedContentOf } from '../email-hosting/email-content-bridge';

/** The single send's view of the email editor: its content is stored like any host's (email-content-bridge.ts). */
export const singleSendContentBridge: SingleSendContentBridge = {
  openContent: openStoredEmail,
  storedContentOf,
  withoutPreferencesLinks(content) {
    if (content.editor !== 'design' || !content.document) return null;
    const showing = contentModules(content.document).filter((module) => module.type === 'unsubscribe' && module.settings.showPreferencesLink);
    if (showing.length === 0) return null;
    const document = showing.reduce((current, module) => updateModuleSettings(current, module.id, 'unsubscribe', { showPreferencesLink: false }), content.document);
    return { ...content, document };
  },
  preheaderOf: (content) => (content.editor === 'design' && content.document ? content.document.settings.preheader : null),
};
