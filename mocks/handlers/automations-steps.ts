import { sendClockNow } from '../db/send-simulator-clock';
import { patchedContent } from '../db/design-content';
import { http, HttpResponse } from 'msw';
import { AUTOMATIONS_PATH, ROOT_SEQUENCE_ID, type BranchDto, type StepSequenceDto } from '@/shared/sending/automation';
import { AUTOMATION_LIMITS, AUTOMATION_MESSAGES } from '@/shared/sending/automation-limits';
import {
  addBranch,
  appendMessage,
  countMessages,
  findBranch,
  findMessage,
  findSequence,
  removeBranch,
  removeMessage,
  sequenceDepth,
} from '@/shared/sending/automation-tree';
import { FIRST_DELAY, messageContent, NEXT_DELAY, newMessage } from '../db/automation-templates';
import { updateAutomation, type AutomationRecord } from '../db/automations';
import { api } from './api-path';
import { authenticated } from './auth';
import { answerAutomation, automationErrors, liveNotEditable, withAutomation } from './automations-shared';
import { CONTENT_FIELDS, readMessageRequest, replaceMessage } from './automations-request';
import { invalidJsonBody } from './errors';
import { readJsonObject } from './request';
import { staleEdit } from './edit-precondition';

/**
 * An automation's steps (mocks/README.md "Automations"): messages created from a design or blank, their
 * content and settings, deleted; branching steps added and removed. The structure changes only while the
 * automation is not live; a message's content also while it is (the editor's autosave).
 */
const BASE = `${AUTOMATIONS_PATH}/:id`;
type IdParams = { id: string };
type MessageParams = { id: string; number: string };
type BranchParams = { id: string; branchId: string };

const messageNotFound = () => automationErrors(404, [{ field: 'number', error_id: 'not_found', message: 'message not found' }]);

const numberOf = (value: string) => (/^\d{1,6}$/.test(value) ? Number(value) : undefined);

/** Whether a contact reaching the (empty) sequence got an email before it: the branch it is an arm of splits on one. */
function hasEmailAbove(steps: StepSequenceDto, sequenceId: string, emailAbove = false): boolean {
  if (steps.id === sequenceId) return emailAbove;
  if (steps.branch === null) return false;
  const above = emailAbove || steps.messages.length > 0;
  return hasEmailAbove(steps.branch.yes, sequenceId, above) || hasEmailAbove(steps.branch.no, sequenceId, above);
}

/** The message named by the path, or a 404. */
function withMessage(automation: AutomationRecord, raw: string, handle: (number: number) => Response | Promise<Response>): Response | Promise<Response> {
  const number = numberOf(raw);
  return number === undefined || findMessage(automation.steps, number) === undefined ? messageNotFound() : handle(number);
}

export const automationStepHandlers = [
  /** A new message at the end of `sequence_id` (201, the whole automation): blank, or a copy of a design's content. */
  http.post(
    api(`${BASE}/messages`),
    authenticated<IdParams>(({ request, params, account }) =>
      withAutomation(account, 'write', params.id, async (automation) => {
        const body = await readJsonObject(request);
        if (body === undefined) return invalidJsonBody();
        if (automation.status === 'live') return liveNotEditable();
        const sequenceId = typeof body.sequence_id === 'string' ? body.sequence_id : ROOT_SEQUENCE_ID;
        const sequence = findSequence(automation.steps, sequenceId);
        if (sequence === undefined) return automationErrors(400, [{ field: 'sequence_id', message: 'unknown sequence' }]);
        if (countMessages(automation.steps) >= AUTOMATION_LIMITS.messages) {
          return automationErrors(400, [{ field: 'messages', error_id: 'messages_limit', message: AUTOMATION_MESSAGES.tooManyMessages }]);
        }
        if (body.design_id !== undefined && typeof body.design_id !== 'string') return automationErrors(400, [{ field: 'design_id', message: 'must be a string' }]);
        if (body.editor !== undefined && body.editor !== 'design' && body.editor !== 'code') return automationErrors(400, [{ field: 'editor', message: 'must be design or code' }]);
        const content = await messageContent(account.actingAs, body.design_id, body.editor);
        if (content === undefined) return automationErrors(400, [{ field: 'design_id', message: 'unknown design' }]);
        const now = sendClockNow();
        const first = sequenceId === ROOT_SEQUENCE_ID && sequence.messages.length === 0;
        const message = newMessage(automation.next_message_number, first ? FIRST_DELAY : NEXT_DELAY, content, now.toISOString());
        const changed = updateAutomation(
          automation,
          { steps: appendMessage(automation.steps, sequenceId, message), next_message_number: automation.next_message_number + 1 },
          now,
        );
        return answerAutomation(changed, 201);
      }),
    ),
  ),

  /** Content (html, plain, editor) any time; delay and inbox options only while not live. Answers the message. */
  http.patch(
    api(`${BASE}/messages/:number`),
    authenticated<MessageParams>(({ request, params, account }) =>
      withAutomation(account, 'write', params.id, (automation, references) =>
        withMessage(automation, params.number, async (number) => {
          const body = await readJsonObject(request);
          if (body === undefined) return invalidJsonBody();
          const read = readMessageRequest(body, references, number);
          if ('errors' in read) return automationErrors(400, read.errors);
          const settingsChanged = Object.keys(read.value).some((key) => !(CONTENT_FIELDS as readonly string[]).includes(key));
          if (automation.status === 'live' && settingsChanged) return liveNotEditable();
          const current = findMessage(automation.steps, number)?.message;
          const stale = current && staleEdit(request, current.updated_at, 'email');
          if (stale) return stale;
          const now = sendClockNow();
          // The document goes beside the HTML, also when an older client sends it embedded (design-content.ts).
          const content = current && ('html_content' in read.value || 'design_document' in read.value) ? patchedContent(current, read.value) : {};
          const changed = updateAutomation(automation, { steps: replaceMessage(automation.steps, number, { ...read.value, ...content }, now.toISOString()) }, now);
          return HttpResponse.json(findMessage(changed.steps, number)?.message);
        }),
      ),
    ),
  ),

  /** Removes the message (its number is never given again); a branching step after it then splits on the one before. */
  http.delete(
    api(`${BASE}/messages/:number`),
    authenticated<MessageParams>(({ params, account }) =>
      withAutomation(account, 'write', params.id, (automation) =>
        withMessage(automation, params.number, (number) => {
          if (automation.status === 'live') return liveNotEditable();
          return answerAutomation(updateAutomation(automation, { steps: removeMessage(automation.steps, number) }, sendClockNow()));
        }),
      ),
    ),
  ),

  /** A branching step ending `sequence_id`, splitting on the email before it; both paths start empty. */
  http.post(
    api(`${BASE}/branches`),
    authenticated<IdParams>(({ request, params, account }) =>
      withAutomation(account, 'write', params.id, async (automation) => {
        const body = await readJsonObject(request);
        if (body === undefined) return invalidJsonBody();
        if (automation.status === 'live') return liveNotEditable();
        if (body.condition !== 'opened' && body.condition !== 'clicked') return automationErrors(400, [{ field: 'condition', message: 'must be opened or clicked' }]);
        const sequenceId = typeof body.sequence_id === 'string' ? body.sequence_id : '';
        const sequence = findSequence(automation.steps, sequenceId);
        if (sequence === undefined) return automationErrors(400, [{ field: 'sequence_id', message: 'unknown sequence' }]);
        if (sequence.branch !== null) return automationErrors(400, [{ field: 'sequence_id', error_id: 'has_branch', message: 'This path already ends in a branching step.' }]);
        if (sequence.messages.length === 0 && !hasEmailAbove(automation.steps, sequenceId)) return automationErrors(400, [{ field: 'sequence_id', error_id: 'branch_needs_message', message: AUTOMATION_MESSAGES.branchNeedsMessage }]);
        if ((sequenceDepth(automation.steps, sequenceId) ?? 0) + 1 > AUTOMATION_LIMITS.branchDepth) {
          return automationErrors(400, [{ field: 'sequence_id', error_id: 'branch_depth', message: AUTOMATION_MESSAGES.branchDepth }]);
        }
        const branch: BranchDto = {
          id: crypto.randomUUID(),
          condition: body.condition,
          yes: { id: crypto.randomUUID(), messages: [], branch: null },
          no: { id: crypto.randomUUID(), messages: [], branch: null },
        };
        return answerAutomation(updateAutomation(automation, { steps: addBranch(automation.steps, sequenceId, branch) }, sendClockNow()));
      }),
    ),
  ),

  /** Removes the branching step and every email of both its paths. */
  http.delete(
    api(`${BASE}/branches/:branchId`),
    authenticated<BranchParams>(({ params, account }) =>
      withAutomation(account, 'write', params.id, (automation) => {
        if (automation.status === 'live') return liveNotEditable();
        if (findBranch(automation.steps, params.branchId) === undefined) return automationErrors(404, [{ field: 'branch_id', error_id: 'not_found', message: 'branching step not found' }]);
        return answerAutomation(updateAutomation(automation, { steps: removeBranch(automation.steps, params.branchId) }, sendClockNow()));
      }),
    ),
  ),
];
