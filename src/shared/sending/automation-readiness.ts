import type { AutomationDto, AutomationMessageDto, CriteriaDto, StepSequenceDto } from './automation';
import { delayProblem } from './automation-delay';
import { AUTOMATION_LIMITS, AUTOMATION_MESSAGES } from './automation-limits';
import { allMessages, countMessages } from './automation-tree';
import { hasUnsubscribeLink } from './unsubscribe-tags';

export type AutomationProblemField = 'name' | 'entry' | 'unsubscribe' | 'exit_criteria' | 'goal' | 'messages' | 'message';
export type AutomationMessageField = 'sender' | 'subject' | 'content' | 'unsubscribe' | 'handlebars' | 'delay';

/** One thing that stops a save or setting live; `messageNumber` and `messageField` place it on one email. */
export interface AutomationProblem {
  field: AutomationProblemField;
  message: string;
  messageNumber?: number;
  messageField?: AutomationMessageField;
}

/**
 * What the checks ask of the world outside the automation. The app answers from what it has loaded and
 * the mock from its tables; a check whose function is absent takes everything as there and valid.
 */
export interface AutomationReadinessContext {
  /** The Handlebars issues in a text (findHandlebarsIssues(text).length; 0 when it is not loaded yet). */
  handlebarsIssues(text: string): number;
  /** Whether the sender exists and is verified. */
  senderExists?(id: number): boolean;
  listExists?(id: string): boolean;
  /** Whether the segment exists and is not invalid. */
  segmentValid?(id: string): boolean;
}

const HTTP_URL = /^https?:\/\/[^\s/?#]+\S*$/i;

/** What the form's save needs: a name and an entry list or segment. */
export function saveProblems(draft: Pick<AutomationDto, 'name' | 'entry'>): AutomationProblem[] {
  const problems: AutomationProblem[] = [];
  const name = draft.name.trim();
  if (name === '') problems.push({ field: 'name', message: AUTOMATION_MESSAGES.nameRequired });
  else if (name.length > AUTOMATION_LIMITS.nameLength) problems.push({ field: 'name', message: AUTOMATION_MESSAGES.nameTooLong });
  const { list_id: list, segment_id: segment } = draft.entry;
  if ((list === null) === (segment === null)) problems.push({ field: 'entry', message: AUTOMATION_MESSAGES.entryRequired });
  return problems;
}

function entryGone({ entry }: AutomationDto, context: AutomationReadinessContext): boolean {
  if (entry.list_id !== null && context.listExists) return !context.listExists(entry.list_id);
  if (entry.segment_id !== null && context.segmentValid) return !context.segmentValid(entry.segment_id);
  return false;
}

function unsubscribeProblems(automation: AutomationDto): AutomationProblem[] {
  const url = automation.custom_unsubscribe_url?.trim() ?? '';
  if (url !== '') return HTTP_URL.test(url) ? [] : [{ field: 'unsubscribe', message: AUTOMATION_MESSAGES.customUrl }];
  return automation.suppression_group_id === null ? [{ field: 'unsubscribe', message: AUTOMATION_MESSAGES.unsubscribe }] : [];
}

/** Criteria that name a deleted list or segment. Too-complex criteria are kept as they are: they do not block. */
function criteriaProblems(criteria: CriteriaDto | null, field: 'exit_criteria' | 'goal', context: AutomationReadinessContext): AutomationProblem[] {
  if (!criteria) return [];
  const gone = criteria.rules.some(
    (rule) =>
      (rule.kind === 'added_to_list' && context.listExists !== undefined && !context.listExists(rule.list_id)) ||
      (rule.kind === 'in_segment' && context.segmentValid !== undefined && !context.segmentValid(rule.segment_id)),
  );
  return criteria.invalid || gone ? [{ field, message: AUTOMATION_MESSAGES.criteriaInvalid }] : [];
}

/** Branching steps nested too deep, or with no email before them on the path. */
function branchProblems(steps: StepSequenceDto): AutomationProblem[] {
  const problems = new Set<string>();
  const walk = (sequence: StepSequenceDto, depth: number, emailBefore: boolean) => {
    if (!sequence.branch) return;
    const before = emailBefore || sequence.messages.length > 0;
    if (!before) problems.add(AUTOMATION_MESSAGES.branchNeedsMessage);
    if (depth + 1 > AUTOMATION_LIMITS.branchDepth) problems.add(AUTOMATION_MESSAGES.branchDepth);
    walk(sequence.branch.yes, depth + 1, before);
    walk(sequence.branch.no, depth + 1, before);
  };
  walk(steps, 0, false);
  return [...problems].map((message) => ({ field: 'messages', message }));
}

function messageProblems(automation: AutomationDto, message: AutomationMessageDto, context: AutomationReadinessContext): AutomationProblem[] {
  const problems: AutomationProblem[] = [];
  const add = (messageField: AutomationMessageField, text: string) =>
    problems.push({ field: 'message', message: text, messageNumber: message.number, messageField });
  if (message.sender_id === null) add('sender', AUTOMATION_MESSAGES.messageSender);
  else if (context.senderExists && !context.senderExists(message.sender_id)) add('sender', AUTOMATION_MESSAGES.messageSenderGone);
  if (message.subject.trim() === '') add('subject', AUTOMATION_MESSAGES.messageSubject);
  if (message.html_content.trim() === '') add('content', AUTOMATION_MESSAGES.messageContent);
  else if (!hasUnsubscribeLink(message.html_content, automation.custom_unsubscribe_url)) add('unsubscribe', AUTOMATION_MESSAGES.messageUnsubscribe);
  const issues = [message.subject, message.preheader, message.html_content].reduce((sum, text) => sum + context.handlebarsIssues(text), 0);
  if (issues > 0) add('handlebars', AUTOMATION_MESSAGES.messageHandlebars);
  const delay = delayProblem(message.delay);
  if (delay) add('delay', delay);
  return problems;
}

/**
 * Everything that stops an automation from going live (spec §5), in the order the form shows it: its
 * fields top to bottom, then each email in timeline order. The server runs the same checks with its own
 * context on POST /live, plus the account's exit-criteria and goal limits, which only it knows.
 */
export function setLiveProblems(automation: AutomationDto, context: AutomationReadinessContext): AutomationProblem[] {
  const problems = saveProblems(automation);
  if (!problems.some((problem) => problem.field === 'entry') && entryGone(automation, context)) {
    problems.push({ field: 'entry', message: AUTOMATION_MESSAGES.entryGone });
  }
  problems.push(...unsubscribeProblems(automation));
  problems.push(...criteriaProblems(automation.exit_criteria, 'exit_criteria', context), ...criteriaProblems(automation.goal, 'goal', context));
  const count = countMessages(automation.steps);
  if (count === 0) problems.push({ field: 'messages', message: AUTOMATION_MESSAGES.noMessages });
  if (count > AUTOMATION_LIMITS.messages) problems.push({ field: 'messages', message: AUTOMATION_MESSAGES.tooManyMessages });
  problems.push(...branchProblems(automation.steps));
  for (const message of allMessages(automation.steps)) problems.push(...messageProblems(automation, message, context));
  return problems;
}
