import { ROOT_SEQUENCE_ID, type CriteriaDto } from '@/shared/sending/automation';
import { AUTOMATION_LIMITS } from '@/shared/sending/automation-limits';
import { countWithCriteria, insertAutomation } from './automations';
import { BASE_DATE, DAY } from './seed-support';
import type { User } from './users';

/** Older than every seeded automation, so the fillers sort after the account's own ones. */
const FILLER_TIME = new Date((BASE_DATE - 400 * DAY) * 1000).toISOString();

const criteria = (rules: CriteriaDto['rules']): CriteriaDto => ({ match: 'any', rules, invalid: false, too_complex: false });

/**
 * The `automations-near-limit` scenario: fills the account up to one short of each limit, 14 automations
 * with exit criteria and 9 with a goal (counting its own), with empty drafts ("Seasonal nurture 01"…),
 * so one more (a duplicate, a save, a set live) succeeds and the next is refused. Idempotent: an account
 * already there gets nothing.
 */
export function fillAutomationsNearLimit(owner: User): void {
  let exits = countWithCriteria(owner.username, 'exit_criteria');
  let goals = countWithCriteria(owner.username, 'goal');
  for (let number = 1; exits < AUTOMATION_LIMITS.exitCriteriaAutomations - 1 || goals < AUTOMATION_LIMITS.goalAutomations - 1; number += 1) {
    const withExit = exits < AUTOMATION_LIMITS.exitCriteriaAutomations - 1;
    const withGoal = goals < AUTOMATION_LIMITS.goalAutomations - 1;
    insertAutomation({
      id: crypto.randomUUID(),
      owner: owner.username,
      name: `Seasonal nurture ${String(number).padStart(2, '0')}`,
      status: 'draft',
      entry: { list_id: null, segment_id: null },
      exit_criteria: withExit ? criteria([{ kind: 'clicked_any' }]) : null,
      goal: withGoal ? criteria([{ kind: 'opened_any' }]) : null,
      ip_pool: null,
      categories: [],
      suppression_group_id: null,
      custom_unsubscribe_url: null,
      steps: { id: ROOT_SEQUENCE_ID, messages: [], branch: null },
      next_message_number: 1,
      created_at: FILLER_TIME,
      updated_at: FILLER_TIME,
      live_at: null,
      simulated_until: null,
    });
    if (withExit) exits += 1;
    if (withGoal) goals += 1;
  }
}
