import type { ApiError } from '@/shared/api/errors';
import type { AutomationDto } from '@/shared/sending/automation';
import { delayProblem } from '@/shared/sending/automation-delay';
import { AUTOMATION_LIMITS, AUTOMATION_MESSAGES } from '@/shared/sending/automation-limits';
import { saveProblems, type AutomationMessageField, type AutomationProblem } from '@/shared/sending/automation-readiness';
import { allMessages } from '@/shared/sending/automation-tree';
import { automationOfDraft } from './draft';
import type { AutomationDraft, PlacedProblem, ProblemPlace } from './types';

const HTTP_URL = /^https?:\/\/[^\s/?#]+\S*$/i;

export const placed = ({ field, message, messageNumber, messageField }: AutomationProblem): PlacedProblem => ({
  place: field,
  message,
  ...(messageNumber === undefined ? {} : { messageNumber }),
  ...(messageField === undefined ? {} : { messageField }),
});

/** What stops the form's save: the shared save rules, and values the server would refuse (delays, the custom link, categories). */
export function saveChecks(automation: AutomationDto, draft: AutomationDraft): PlacedProblem[] {
  const edited = automationOfDraft(automation, draft);
  const problems = saveProblems(edited).map(placed);
  const url = draft.customUnsubscribeUrl.trim();
  if (draft.unsubscribeMode === 'custom' && url !== '' && !HTTP_URL.test(url)) problems.push({ place: 'unsubscribe', message: AUTOMATION_MESSAGES.customUrl });
  if (draft.categories.length > AUTOMATION_LIMITS.categories) problems.push({ place: 'categories', message: `An automation can have at most ${AUTOMATION_LIMITS.categories} categories.` });
  for (const message of allMessages(edited.steps)) {
    const problem = delayProblem(message.delay);
    if (problem) problems.push({ place: 'message', message: problem, messageNumber: message.number, messageField: 'delay' });
  }
  return problems;
}

/** The server's field names, by the place of the form that shows them. */
const PLACES: [pattern: RegExp, place: ProblemPlace][] = [
  [/^name/, 'name'],
  [/^(entry|list_id|segment_id)/, 'entry'],
  [/^(suppression_group_id|custom_unsubscribe_url|unsubscribe)/, 'unsubscribe'],
  [/^exit_criteria/, 'exit_criteria'],
  [/^goal/, 'goal'],
  [/^categor/, 'categories'],
  [/^ip_pool/, 'ip_pool'],
  [/^(messages|steps|branch)/, 'messages'],
];

const MESSAGE_FIELDS: [pattern: RegExp, field: AutomationMessageField][] = [
  [/sender/, 'sender'],
  [/subject/, 'subject'],
  [/delay/, 'delay'],
  [/handlebars/, 'handlebars'],
  [/unsubscribe/, 'unsubscribe'],
  [/(content|html)/, 'content'],
];

const isMessageField = (value: unknown): value is AutomationMessageField =>
  typeof value === 'string' && ['sender', 'subject', 'content', 'unsubscribe', 'handlebars', 'delay'].includes(value);

function problemOf(field: string, message: string, messageNumber: unknown, messageField: unknown): PlacedProblem {
  if (typeof messageNumber === 'number') {
    const named = isMessageField(messageField) ? messageField : MESSAGE_FIELDS.find(([pattern]) => pattern.test(field))?.[1];
    return { place: 'message', message, messageNumber, ...(named ? { messageField: named } : {}) };
  }
  return { place: PLACES.find(([pattern]) => pattern.test(field))?.[1] ?? 'general', message };
}

/** A refused save or set live, each error placed where the form shows it (by field, and by email number). */
export function serverProblems(error: ApiError): PlacedProblem[] {
  if (error.items) {
    const problems = error.items.flatMap((item) =>
      typeof item.message === 'string' ? [problemOf(typeof item.field === 'string' ? item.field : '', item.message, item.message_number, item.message_field)] : [],
    );
    if (problems.length > 0) return problems;
  }
  const byField = Object.entries(error.fieldErrors).map(([field, message]) => problemOf(field, message, undefined, undefined));
  return byField.length > 0 ? byField : [{ place: 'general', message: error.message }];
}
