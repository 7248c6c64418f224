import type { EmailContent, StoredContentFields } from '@/features/email-editor/types';
import type { AutomationMessageDto } from '@/shared/sending/automation';

/** The editor session of one message: `automation:<id>:<number>`. */
export const automationMessageSessionKey = (automationId: string, number: number) => `automation:${automationId}:${number}`;

/** The automation and message number of a session key of this feature, or undefined for another host's key. */
export function parseAutomationMessageSessionKey(key: string): { automationId: string; number: number } | undefined {
  const match = /^automation:([^:]+):(\d+)$/.exec(key);
  return match ? { automationId: match[1] as string, number: Number(match[2]) } : undefined;
}

/** How the content chooser's routes name a message's starting content: a blank design, blank code, or a design's id. */
export const BLANK_DESIGN = 'blank';
export const BLANK_CODE = 'blank-code';

/** `new`: a new message; `create-design`: an existing message's content replaced. */
export type ContentCreationType = 'new' | 'create-design';

/** Where a message's content comes from (the `:templateId` of the version route). */
export type ContentStart = { kind: 'blank'; editor: 'design' | 'code' } | { kind: 'design'; designId: string; system: boolean };

export const contentStartOf = (templateId: string, system: boolean): ContentStart =>
  templateId === BLANK_DESIGN
    ? { kind: 'blank', editor: 'design' }
    : templateId === BLANK_CODE
      ? { kind: 'blank', editor: 'code' }
      : { kind: 'design', designId: templateId, system };

/** A message's stored content (what PATCH messages/{number} writes). */
export type StoredMessageContent = Pick<AutomationMessageDto, 'html_content' | 'design_document' | 'plain_content' | 'editor'>;

/** The inbox options the editor's header edits (PATCH messages/{number}). */
export type InboxOptions = Pick<AutomationMessageDto, 'sender_id' | 'subject' | 'preheader'>;

/**
 * What this feature needs from the email editor beyond its actions: features share only types,
 * selectors and actions, so the composition root (src/app/routes/automation-messages) supplies these.
 */
export interface MessageContentBridge {
  openContent(stored: StoredMessageContent): { content: EmailContent; notice: string | null };
  /** The html_content (as sent) and design_document to store for the editor's content. */
  storedContentOf(content: EmailContent): StoredContentFields;
  /** The stored content of a blank design (the editor's empty document, rendered) or a blank code page. */
  blankContent(editor: 'design' | 'code'): Promise<StoredMessageContent>;
}

/** "Email 2" or, with a subject, "Email 2: Welcome aboard": how screens name a message. */
export const messageTitle = (message: Pick<AutomationMessageDto, 'number' | 'subject'>) =>
  message.subject.trim() ? `Email ${message.number}: ${message.subject.trim()}` : `Email ${message.number}`;
