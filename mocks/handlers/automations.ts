import { sendClockNow } from '../db/send-simulator-clock';
import { http, HttpResponse } from 'msw';
import { AUTOMATIONS_PATH, type AutomationShortDto, type AutomationStatus, type StepSequenceDto } from '@/shared/sending/automation';
import { AUTOMATION_LIMITS, AUTOMATION_MESSAGES } from '@/shared/sending/automation-limits';
import { setLiveProblems } from '@/shared/sending/automation-readiness';
import { countMessages } from '@/shared/sending/automation-tree';
import { planOf } from '../db/accounts';
import { flaggedCriteria, readinessContext, segmentValid, type OwnerReferences } from '../db/automation-references';
import { isTemplateKey, templateName, templateSteps } from '../db/automation-templates';
import {
  automationsOf,
  findAutomation,
  insertAutomation,
  removeAutomation,
  updateAutomation,
  type AutomationRecord,
} from '../db/automations';
import { findSegment } from '../db/segments';
import { api } from './api-path';
import { authenticated } from './auth';
import {
  answerAutomation,
  automationErrors,
  criteriaLimitErrors,
  gate,
  liveNotEditable,
  prepareAutomations,
  withAutomation,
} from './automations-shared';
import { readAutomationRequest } from './automations-request';
import { staleEdit } from './edit-precondition';
import { invalidJsonBody, noContent } from './errors';
import { newestFirstPage } from './newest-first-page';
import { readJsonObject } from './request';

/** The designed automation endpoints (mocks/README.md "Automations"): list, create, read, change, delete, duplicate, set live, disable. */
const PAGING = { defaultSize: 50, maxSize: 100 };
const STATUSES: readonly AutomationStatus[] = ['draft', 'live', 'disabled', 'paused'];

type IdParams = { id: string };

export const copyName = (name: string) => `Copy of ${name}`.slice(0, AUTOMATION_LIMITS.nameLength);

function entryName(automation: AutomationRecord, references: OwnerReferences): string | null {
  const { list_id: list, segment_id: segment } = automation.entry;
  if (list !== null) return references.lists.get(list) ?? null;
  return segment !== null && segmentValid(references.owner, segment) ? (findSegment(references.owner.username, segment)?.name ?? null) : null;
}

const toShortDto = (automation: AutomationRecord, references: OwnerReferences): AutomationShortDto => ({
  id: automation.id,
  name: automation.name,
  status: automation.status,
  entry: automation.entry,
  entry_name: entryName(automation, references),
  message_count: countMessages(automation.steps),
  has_exit_criteria: automation.exit_criteria !== null,
  has_goal: automation.goal !== null,
  created_at: automation.created_at,
  updated_at: automation.updated_at,
});

/** Fresh ids for every message, sequence (but the root) and branching step: a copy shares none with its source. */
function withNewIds(steps: StepSequenceDto, root = true): StepSequenceDto {
  return {
    id: root ? steps.id : crypto.randomUUID(),
    messages: steps.messages.map((message) => ({ ...message, id: crypto.randomUUID() })),
    branch: steps.branch && { ...steps.branch, id: crypto.randomUUID(), yes: withNewIds(steps.branch.yes, false), no: withNewIds(steps.branch.no, false) },
  };
}

export const automationHandlers = [
  /** `name`: case-insensitive substring; `status`: one status or several, comma-separated. Newest update first. */
  http.get(
    api(AUTOMATIONS_PATH),
    authenticated(async ({ request, account }) => {
      const refused = gate(account, 'read');
      if (refused) return refused;
      const url = new URL(request.url);
      const name = url.searchParams.get('name')?.trim().toLowerCase() ?? '';
      const statuses = (url.searchParams.get('status') ?? '').split(',').map((status) => status.trim()).filter(Boolean);
      const unknown = statuses.find((status) => !STATUSES.includes(status as AutomationStatus));
      if (unknown !== undefined) return automationErrors(400, [{ field: 'status', message: `must be one of ${STATUSES.join(', ')}` }]);
      const references = await prepareAutomations(account);
      const rows = automationsOf(account.actingAs.username).filter(
        (automation) => automation.name.toLowerCase().includes(name) && (statuses.length === 0 || statuses.includes(automation.status)),
      );
      const answer = newestFirstPage(request, rows, (automation) => [automation.updated_at, automation.id], PAGING);
      return answer.ok ? HttpResponse.json({ result: answer.page.map((automation) => toShortDto(automation, references)), _metadata: answer.metadata }) : answer.response;
    }),
  ),

  /** A draft from a starting point (201); `name` defaults to the starting point's. */
  http.post(
    api(AUTOMATIONS_PATH),
    authenticated(async ({ request, account }) => {
      const refused = gate(account, 'write');
      if (refused) return refused;
      const body = await readJsonObject(request);
      if (body === undefined) return invalidJsonBody();
      if (!isTemplateKey(body.template)) return automationErrors(400, [{ field: 'template', message: 'must be blank, welcome or reengagement' }]);
      const name = typeof body.name === 'string' ? body.name.trim() : '';
      if (body.name !== undefined && typeof body.name !== 'string') return automationErrors(400, [{ field: 'name', message: 'must be a string' }]);
      if (name.length > AUTOMATION_LIMITS.nameLength) return automationErrors(400, [{ field: 'name', message: AUTOMATION_MESSAGES.nameTooLong }]);
      await prepareAutomations(account);
      const now = sendClockNow().toISOString();
      const created = insertAutomation({
        id: crypto.randomUUID(),
        owner: account.actingAs.username,
        name: name || templateName(body.template),
        status: 'draft',
        entry: { list_id: null, segment_id: null },
        exit_criteria: null,
        goal: null,
        ip_pool: null,
        categories: [],
        suppression_group_id: null,
        custom_unsubscribe_url: null,
        ...(await templateSteps(body.template, now)),
        created_at: now,
        updated_at: now,
        live_at: null,
        simulated_until: null,
      });
      return answerAutomation(created, 201);
    }),
  ),

  /** Bulk delete, 1–50 ids (204); live ones stop first. Unknown ids are skipped unless none is the owner's (404). */
  http.delete(
    api(AUTOMATIONS_PATH),
    authenticated(async ({ request, account }) => {
      const refused = gate(account, 'write');
      if (refused) return refused;
      const raw = new URL(request.url).searchParams.getAll('ids').flatMap((value) => value.split(','));
      const ids = [...new Set(raw.map((id) => id.trim()).filter(Boolean))];
      if (ids.length === 0) return automationErrors(400, [{ field: 'ids', message: 'is a required field' }]);
      if (ids.length > AUTOMATION_LIMITS.bulkDeleteIds) return automationErrors(400, [{ field: 'ids', message: `must not exceed ${AUTOMATION_LIMITS.bulkDeleteIds} ids` }]);
      await prepareAutomations(account);
      const owned = ids.filter((id) => findAutomation(account.actingAs.username, id) !== undefined);
      if (owned.length === 0) return automationErrors(404, [{ field: 'ids', error_id: 'not_found', message: 'no automations found with these ids' }]);
      owned.forEach(removeAutomation);
      return noContent();
    }),
  ),

  http.get(
    api(`${AUTOMATIONS_PATH}/:id`),
    authenticated<IdParams>(({ params, account }) => withAutomation(account, 'read', params.id, (automation) => answerAutomation(automation))),
  ),

  /** Any field; refused while live, and (409) when `If-Match` names an older `updated_at`. Adding exit criteria or a goal counts against the account's limits. */
  http.patch(
    api(`${AUTOMATIONS_PATH}/:id`),
    authenticated<IdParams>(async ({ request, params, account }) => {
      const body = await readJsonObject(request);
      if (body === undefined) return invalidJsonBody();
      if (body.exit_criteria != null && planOf(account.actingAs) !== 'advanced') {
        return automationErrors(403, [{ field: 'exit_criteria', error_id: 'plan', message: AUTOMATION_MESSAGES.exitCriteriaNeedsAdvanced }]);
      }
      return withAutomation(account, 'write', params.id, (automation, references) => {
        if (automation.status === 'live') return liveNotEditable();
        const stale = staleEdit(request, automation.updated_at, 'automation');
        if (stale) return stale;
        const read = readAutomationRequest(body, automation, references);
        if ('errors' in read) return automationErrors(400, read.errors);
        const { patch, exit_criteria: exit, goal } = read.value;
        const limits = criteriaLimitErrors(account.actingAs.username, { exit: automation.exit_criteria === null && !!exit, goal: automation.goal === null && !!goal }, automation.id);
        if (limits.length > 0) return automationErrors(400, limits);
        if (exit !== undefined) patch.exit_criteria = exit && flaggedCriteria(exit, references);
        if (goal !== undefined) patch.goal = goal && flaggedCriteria(goal, references);
        return answerAutomation(updateAutomation(automation, patch, sendClockNow()));
      });
    }),
  ),

  /** 204, live or not (a live one stops first). */
  http.delete(
    api(`${AUTOMATIONS_PATH}/:id`),
    authenticated<IdParams>(({ params, account }) =>
      withAutomation(account, 'write', params.id, (automation) => {
        removeAutomation(automation.id);
        return noContent();
      }),
    ),
  ),

  /** A draft "Copy of <name>" (201), refused when its exit criteria or goal would pass the account's limits. */
  http.post(
    api(`${AUTOMATIONS_PATH}/:id/duplicate`),
    authenticated<IdParams>(({ params, account }) =>
      withAutomation(account, 'write', params.id, (automation) => {
        const limits = criteriaLimitErrors(account.actingAs.username, { exit: automation.exit_criteria !== null, goal: automation.goal !== null });
        if (limits.length > 0) return automationErrors(400, limits);
        const now = sendClockNow().toISOString();
        const copy = insertAutomation({
          ...automation,
          id: crypto.randomUUID(),
          name: copyName(automation.name),
          status: 'draft',
          steps: withNewIds(automation.steps),
          created_at: now,
          updated_at: now,
          live_at: null,
          simulated_until: null,
        });
        return answerAutomation(copy, 201);
      }),
    ),
  ),

  /**
   * Every set-live problem at once (400), or live (200); 409 when `If-Match` names an older `updated_at`. A draft or disabled automation starts afresh
   * (contacts added from now on enter); a paused one resumes where its contacts were.
   */
  http.post(
    api(`${AUTOMATIONS_PATH}/:id/live`),
    authenticated<IdParams>(({ request, params, account }) =>
      withAutomation(account, 'write', params.id, (automation, references) => {
        const stale = staleEdit(request, automation.updated_at, 'automation');
        if (stale) return stale;
        if (automation.status === 'live') return automationErrors(400, [{ field: 'status', error_id: 'already_live', message: 'The automation is already live.' }]);
        const problems = setLiveProblems(automation, readinessContext(references)).map((problem) => ({
          field: problem.messageField ? `messages.${problem.messageField}` : problem.field,
          message: problem.message,
          error_id: 'not_ready',
          ...(problem.messageNumber === undefined ? {} : { message_number: problem.messageNumber }),
        }));
        const limits = criteriaLimitErrors(account.actingAs.username, { exit: automation.exit_criteria !== null, goal: automation.goal !== null }, automation.id);
        if (problems.length + limits.length > 0) return automationErrors(400, [...problems, ...limits]);
        const now = sendClockNow();
        const resume = automation.status === 'paused';
        return answerAutomation(
          updateAutomation(automation, { status: 'live', ...(resume ? {} : { live_at: now.toISOString(), simulated_until: null }) }, now),
        );
      }),
    ),
  ),

  /** Live or paused → disabled: every contact still waiting leaves it. 409 when `If-Match` names an older `updated_at`. */
  http.post(
    api(`${AUTOMATIONS_PATH}/:id/disable`),
    authenticated<IdParams>(({ request, params, account }) =>
      withAutomation(account, 'write', params.id, (automation) => {
        const stale = staleEdit(request, automation.updated_at, 'automation');
        if (stale) return stale;
        if (automation.status !== 'live' && automation.status !== 'paused') {
          return automationErrors(400, [{ field: 'status', error_id: 'not_live', message: 'Only a live or paused automation can be disabled.' }]);
        }
        return answerAutomation(updateAutomation(automation, { status: 'disabled' }, sendClockNow()));
      }),
    ),
  ),
];
