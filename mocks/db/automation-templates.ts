import { createDocument, createModule, randomId } from '@/features/email-editor/document/module-factories';
import { footerRows } from '@/features/email-editor/system-designs/footer-rows';
import { WELCOME_DESIGN } from '@/features/email-editor/system-designs/welcome';
import type { DesignDocument } from '@/features/email-editor/document/types';
import {
  ROOT_SEQUENCE_ID,
  type AutomationMessageDto,
  type DelayDto,
  type StepSequenceDto,
} from '@/shared/sending/automation';
import { AUTOMATION_TEMPLATES, type AutomationTemplateKey } from '@/shared/sending/automation-limits';
import { renderDocumentContent, separatedContent } from './design-content';
import { findDesign, renderedDesign } from './designs';
import { renderedPreBuilt } from './pre-built-designs';
import type { User } from './users';

/**
 * The content and steps of new automations and new messages: the starting points of
 * /automations/choose (blank, a welcome series, a re-engagement series with a branching step) and a
 * message's first content (a blank design, blank code, or a copy of a design). Design content is the
 * editor's own rendering with its document embedded, so it opens in the design editor.
 */
export const FIRST_DELAY: DelayDto = { amount: 0, unit: 'hours', after: 'entry' };
export const NEXT_DELAY: DelayDto = { amount: 1, unit: 'days', after: 'previous' };

/** `design_id` values of POST …/messages that are not designs: an empty design, or empty code. */
export const BLANK_DESIGN = 'blank';
export const BLANK_CODE = 'blank-code';

export type MessageContent = Pick<AutomationMessageDto, 'subject' | 'html_content' | 'design_document' | 'plain_content' | 'editor'>;

export const newMessage = (number: number, delay: DelayDto, content: MessageContent, now: string): AutomationMessageDto => ({
  id: crypto.randomUUID(),
  number,
  delay,
  sender_id: null,
  preheader: '',
  ...content,
  updated_at: now,
});

async function designed(subject: string, document: DesignDocument): Promise<MessageContent> {
  return { subject, editor: 'design', ...(await renderDocumentContent(document)) };
}

/** A short design: a heading and a paragraph, then the shared footer with its unsubscribe links. */
const simpleDocument = (heading: string, text: string) =>
  createDocument([createModule('text', { html: `<h2>${heading}</h2><p>${text}</p>`, padding: { top: 24, right: 40, bottom: 8, left: 40 } }), ...footerRows(randomId, '#FFFFFF')]);

/**
 * What a message starts from: undefined for an unknown design. `designId` is an own design, a
 * pre-built, BLANK_DESIGN or BLANK_CODE; without one, blank in `editor` (design by default).
 */
export async function messageContent(owner: User, designId: string | undefined, editor: 'design' | 'code' = 'design'): Promise<MessageContent | undefined> {
  if (designId === BLANK_CODE || (designId === undefined && editor === 'code')) return { subject: '', editor: 'code', html_content: '', design_document: null, plain_content: '' };
  if (designId === BLANK_DESIGN || designId === undefined) return designed('', createDocument());
  const own = findDesign(owner, designId);
  const design = own ? await renderedDesign(own) : await renderedPreBuilt(designId);
  if (design === undefined) return undefined;
  return { subject: design.subject, editor: design.editor, ...separatedContent(design.html_content, design.design_document), plain_content: design.plain_content };
}

const sequence = (id: string, messages: AutomationMessageDto[], branch: StepSequenceDto['branch'] = null): StepSequenceDto => ({ id, messages, branch });

/** The steps of a starting point and the next message number after them. */
export async function templateSteps(template: AutomationTemplateKey, now: string): Promise<{ steps: StepSequenceDto; next_message_number: number }> {
  if (template === 'welcome') {
    const messages = [
      newMessage(1, FIRST_DELAY, await designed(WELCOME_DESIGN.subject, WELCOME_DESIGN.document), now),
      newMessage(2, { amount: 2, unit: 'days', after: 'previous' }, await designed('Get started in three steps', simpleDocument('Get started in three steps', 'Three quick ways to get the most from us.')), now),
      newMessage(3, { amount: 4, unit: 'days', after: 'previous' }, await designed('Our favourites, picked for you', simpleDocument('Our favourites, picked for you', 'A few things our regulars love most.')), now),
    ];
    return { steps: sequence(ROOT_SEQUENCE_ID, messages), next_message_number: 4 };
  }
  if (template === 'reengagement') {
    const first = newMessage(1, FIRST_DELAY, await designed('We miss you', simpleDocument('We miss you', 'It has been a while. Here is what is new.')), now);
    const yes = newMessage(2, NEXT_DELAY, await designed('Thanks for coming back', simpleDocument('Thanks for coming back', 'Good to see you again. Here is what changed while you were away.')), now);
    const no = newMessage(3, { amount: 3, unit: 'days', after: 'previous' }, await designed('Still interested?', simpleDocument('Still interested?', 'Tell us what you would like to hear about, or take 15% off your next order.')), now);
    const branch = { id: crypto.randomUUID(), condition: 'opened' as const, yes: sequence(crypto.randomUUID(), [yes]), no: sequence(crypto.randomUUID(), [no]) };
    return { steps: sequence(ROOT_SEQUENCE_ID, [first], branch), next_message_number: 4 };
  }
  return { steps: sequence(ROOT_SEQUENCE_ID, []), next_message_number: 1 };
}

export const templateName = (template: AutomationTemplateKey): string => AUTOMATION_TEMPLATES.find((candidate) => candidate.key === template)?.name ?? '';

export const isTemplateKey = (value: unknown): value is AutomationTemplateKey => AUTOMATION_TEMPLATES.some((template) => template.key === value);
