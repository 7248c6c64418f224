import { LARGE_ACCOUNT_OWNER } from './contacts/large-account';
import { AUTOMATION_LIMITS } from '@/shared/sending/automation-limits';
import type { CriteriaDto, CriteriaRequestDto } from '@/shared/sending/automation';
import type { AutomationReadinessContext } from '@/shared/sending/automation-readiness';
import { allMessages } from '@/shared/sending/automation-tree';
import { findHandlebarsIssues } from '@/shared/handlebars/template-issues';
import { advanceAutomation, automationsOf, type AutomationRecord } from './automations';
import { contactStore } from './contacts/contact-store-provider';
import { findSegment } from './segments';
import { findSender } from './senders';
import type { User } from './users';

/**
 * What an automation names outside itself (its entry list or segment, the lists and segments of its
 * criteria, its messages' senders) and what follows when one goes away: criteria are flagged `invalid`,
 * and a live automation whose entry or a message's sender went away is paused (mocks/README.md
 * "Automations"). Lists live in the contact store, so the owner's list ids are read once per request.
 */
export interface OwnerReferences {
  owner: User;
  /** The owner's list names by id. */
  lists: ReadonlyMap<string, string>;
}

/** Names only: getLists would count every list's members, which a million-contact account feels on each request. */
export async function referencesOf(owner: User): Promise<OwnerReferences> {
  // Before the large account's lists exist, its live automation would look as if its entry list were gone.
  if (owner.username === LARGE_ACCOUNT_OWNER) await contactStore().ensureLargeAccount();
  const { rows } = await contactStore().query({ sql: 'SELECT id, name FROM lists WHERE owner = ?', params: [owner.username] });
  return { owner, lists: new Map(rows.map(([id, name]) => [String(id), String(name)])) };
}

/** Entry and criteria segments must be Segments 2.0 ones (legacy segments are frozen). */
export const segmentValid = (owner: User, id: string) => findSegment(owner.username, id, '2') !== undefined;

export const senderVerified = (owner: User, id: number) => findSender(owner, id)?.verified === true;

/** The server's side of the set-live checks (automation-readiness.ts). */
export const readinessContext = ({ owner, lists }: OwnerReferences): AutomationReadinessContext => ({
  handlebarsIssues: (text) => findHandlebarsIssues(text).length,
  senderExists: (id) => senderVerified(owner, id),
  listExists: (id) => lists.has(id),
  segmentValid: (id) => segmentValid(owner, id),
});

/** Criteria with the server's flags as they are now. */
export function flaggedCriteria(criteria: CriteriaRequestDto, { owner, lists }: OwnerReferences): CriteriaDto {
  const invalid = criteria.rules.some(
    (rule) => (rule.kind === 'added_to_list' && !lists.has(rule.list_id)) || (rule.kind === 'in_segment' && !segmentValid(owner, rule.segment_id)),
  );
  const tooComplex = criteria.rules.length > AUTOMATION_LIMITS.criteriaRules || criteria.rules.some((rule) => rule.kind === 'query');
  return { match: criteria.match, rules: criteria.rules, invalid, too_complex: tooComplex };
}

const sameFlags = (a: CriteriaDto | null, b: CriteriaDto | null) => a?.invalid === b?.invalid && a?.too_complex === b?.too_complex;

function entryGone(automation: AutomationRecord, { owner, lists }: OwnerReferences): boolean {
  const { list_id: list, segment_id: segment } = automation.entry;
  return (list !== null && !lists.has(list)) || (segment !== null && !segmentValid(owner, segment));
}

const senderGone = (automation: AutomationRecord, owner: User) =>
  allMessages(automation.steps).some((message) => message.sender_id !== null && findSender(owner, message.sender_id) === undefined);

/** Brings the owner's automations up to date with what they name: criteria flags, and pausing. */
export function reconcileAutomations(references: OwnerReferences): void {
  for (const automation of automationsOf(references.owner.username)) {
    const exit = automation.exit_criteria && flaggedCriteria(automation.exit_criteria, references);
    const goal = automation.goal && flaggedCriteria(automation.goal, references);
    const pause = automation.status === 'live' && (entryGone(automation, references) || senderGone(automation, references.owner));
    if (sameFlags(exit, automation.exit_criteria) && sameFlags(goal, automation.goal) && !pause) continue;
    advanceAutomation(automation, { exit_criteria: exit, goal, ...(pause ? { status: 'paused' as const } : {}) });
  }
}
