import { HttpResponse } from 'msw';
import type { AutomationErrorDto } from '@/shared/sending/automation';
import { AUTOMATION_LIMITS, AUTOMATION_MESSAGES } from '@/shared/sending/automation-limits';
import { planOf } from '../db/accounts';
import { fillAutomationsNearLimit } from '../db/automation-near-limit';
import { catchUpAutomations } from '../db/automation-simulator';
import { reconcileAutomations, referencesOf, type OwnerReferences } from '../db/automation-references';
import { countWithCriteria, findAutomation, toAutomationDto, type AutomationRecord } from '../db/automations';
import { scenarios } from '../scenarios/registry';
import type { RequestAccount } from './auth';

/** What the automations handlers share: the error body, the plan and scope gate, finding the automation named by the path. */
export const automationErrors = (status: number, errors: AutomationErrorDto[]) => HttpResponse.json({ errors }, { status });

export const automationNotFound = () => automationErrors(404, [{ field: 'id', message: 'automation not found', error_id: 'not_found' }]);

export const liveNotEditable = () => automationErrors(400, [{ field: 'status', error_id: 'live_not_editable', message: AUTOMATION_MESSAGES.liveNotEditable }]);

export const answerAutomation = (record: AutomationRecord, status = 200) => HttpResponse.json(toAutomationDto(record), { status });

/**
 * Reads need the automation read scope; writes the write scope and the Advanced plan (the feature's
 * gate, spec §5): 403 otherwise. The plan is the acting account's (a subuser's own; `basic-plan` scenario aware).
 */
export function gate({ actingAs }: RequestAccount, access: 'read' | 'write'): Response | undefined {
  if (access === 'write' && planOf(actingAs) !== 'advanced') return automationErrors(403, [{ field: null, error_id: 'plan', message: AUTOMATION_MESSAGES.featureNeedsAdvanced }]);
  if (!actingAs.scopes.includes(`marketing.automation.${access}`)) return automationErrors(403, [{ field: null, message: 'access forbidden' }]);
  return undefined;
}

/**
 * Everything a request does before it reads the owner's automations: the `automations-near-limit`
 * scenario's fill, bringing them up to date with the lists, segments and senders they name (pausing
 * those that lost one), then the simulator's catch-up to the clock.
 */
export async function prepareAutomations(account: RequestAccount): Promise<OwnerReferences> {
  if (scenarios.hasFlag('automations-near-limit')) fillAutomationsNearLimit(account.actingAs);
  const references = await referencesOf(account.actingAs);
  reconcileAutomations(references);
  await catchUpAutomations(account.actingAs.username);
  return references;
}

/** Gated and prepared, the owner's automation named by the path; or the refusal. */
export async function withAutomation(
  account: RequestAccount,
  access: 'read' | 'write',
  id: string,
  handle: (automation: AutomationRecord, references: OwnerReferences) => Response | Promise<Response>,
): Promise<Response> {
  const refused = gate(account, access);
  if (refused) return refused;
  const references = await prepareAutomations(account);
  const automation = findAutomation(account.actingAs.username, id);
  return automation === undefined ? automationNotFound() : handle(automation, references);
}

/**
 * The account-wide limits an automation would break by having exit criteria or a goal (saving them,
 * setting live, duplicating): `exceptId` is the automation itself when it is counted already.
 */
export function criteriaLimitErrors(owner: string, wanted: { exit: boolean; goal: boolean }, exceptId?: string): AutomationErrorDto[] {
  const errors: AutomationErrorDto[] = [];
  if (wanted.exit && countWithCriteria(owner, 'exit_criteria', exceptId) >= AUTOMATION_LIMITS.exitCriteriaAutomations) {
    errors.push({ field: 'exit_criteria', error_id: 'exit_criteria_limit', message: AUTOMATION_MESSAGES.exitCriteriaLimit });
  }
  if (wanted.goal && countWithCriteria(owner, 'goal', exceptId) >= AUTOMATION_LIMITS.goalAutomations) {
    errors.push({ field: 'goal', error_id: 'goal_limit', message: AUTOMATION_MESSAGES.goalLimit });
  }
  return errors;
}
