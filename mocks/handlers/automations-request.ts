import { designDocumentRule } from '../db/design-content';
import { sendClockNow } from '../db/send-simulator-clock';
import type {
  AutomationErrorDto,
  AutomationMessageDto,
  AutomationRuleDto,
  CriteriaRequestDto,
  DelayDto,
  MessageRequestDto,
} from '@/shared/sending/automation';
import { delayProblem } from '@/shared/sending/automation-delay';
import { AUTOMATION_LIMITS, AUTOMATION_MESSAGES } from '@/shared/sending/automation-limits';
import { findBranch, findMessage, mapMessages } from '@/shared/sending/automation-tree';
import { segmentValid, type OwnerReferences } from '../db/automation-references';
import type { AutomationPatch, AutomationRecord } from '../db/automations';
import { findSender } from '../db/senders';
import { findGroup } from '../db/unsubscribe-groups';

/**
 * Reading PATCH /marketing/automations/{id} and PATCH …/messages/{number} bodies (mocks/README.md
 * "Automations"): every field optional, each checked, every problem reported at once as
 * AutomationErrorDto[] (field paths like `messages`, with `message_number`).
 */
const TEXT_LIMIT = 255;
const IP_POOL_LIMIT = 64;
const CONTENT_LIMIT = 1_048_576;
const HTTP_URL = /^https?:\/\/[^\s/?#]+\S*$/i;
const MATCHES = ['any', 'all'] as const;
const UNITS = ['hours', 'days'] as const;
const ANCHORS = ['entry', 'previous'] as const;
const CONDITIONS = ['opened', 'clicked'] as const;
const EDITORS = ['design', 'code'] as const;

type Body = Record<string, unknown>;
type Outcome<T> = { value: T } | { errors: AutomationErrorDto[] };

const isObject = (value: unknown): value is Body => typeof value === 'object' && value !== null && !Array.isArray(value);
const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T => values.includes(value as T);
const has = (body: Body, key: string) => Object.prototype.hasOwnProperty.call(body, key);
const idString = (value: unknown) => typeof value === 'string' && value.trim() !== '';

export function readDelay(value: unknown): DelayDto | string {
  if (!isObject(value) || typeof value.amount !== 'number' || !oneOf(UNITS, value.unit) || !oneOf(ANCHORS, value.after)) {
    return 'must be { amount, unit: hours|days, after: entry|previous }';
  }
  const delay: DelayDto = { amount: value.amount, unit: value.unit, after: value.after };
  return delayProblem(delay) ?? delay;
}

function readRule(value: unknown): AutomationRuleDto | undefined {
  if (!isObject(value)) return undefined;
  switch (value.kind) {
    case 'opened_any':
    case 'clicked_any':
      return { kind: value.kind };
    case 'clicked_url':
      return typeof value.url_contains === 'string' && value.url_contains.trim() !== '' && value.url_contains.length <= TEXT_LIMIT
        ? { kind: 'clicked_url', url_contains: value.url_contains.trim() }
        : undefined;
    case 'added_to_list':
      return idString(value.list_id) ? { kind: 'added_to_list', list_id: value.list_id as string } : undefined;
    case 'in_segment':
      return idString(value.segment_id) ? { kind: 'in_segment', segment_id: value.segment_id as string } : undefined;
    case 'query':
      return typeof value.query_dsl === 'string' && value.query_dsl.trim() !== '' ? { kind: 'query', query_dsl: value.query_dsl } : undefined;
    default:
      return undefined;
  }
}

/** Criteria as written (null removes them); the server sets the flags (automation-references.ts). */
export function readCriteria(field: 'exit_criteria' | 'goal', value: unknown): Outcome<CriteriaRequestDto | null> {
  if (value === null) return { value: null };
  const fail = (message: string): Outcome<never> => ({ errors: [{ field, message }] });
  if (!isObject(value) || !oneOf(MATCHES, value.match) || !Array.isArray(value.rules)) return fail('must be { match: any|all, rules: [...] } or null');
  if (value.rules.length === 0) return fail('must have at least one rule');
  const rules = value.rules.map(readRule);
  const bad = rules.findIndex((rule) => rule === undefined);
  if (bad >= 0) return fail(`rule ${bad + 1} is not a valid rule (opened_any, clicked_any, clicked_url, added_to_list, in_segment, query)`);
  return { value: { match: value.match, rules: rules as AutomationRuleDto[] } };
}

function readEntry(value: unknown, references: OwnerReferences): Outcome<AutomationRecord['entry']> {
  const fail = (message: string): Outcome<never> => ({ errors: [{ field: 'entry', message }] });
  if (!isObject(value)) return fail(AUTOMATION_MESSAGES.entryRequired);
  const list = value.list_id ?? null;
  const segment = value.segment_id ?? null;
  if ((list === null) === (segment === null) || (list !== null && !idString(list)) || (segment !== null && !idString(segment))) {
    return fail(AUTOMATION_MESSAGES.entryRequired);
  }
  if (list !== null && !references.lists.has(list as string)) return fail(AUTOMATION_MESSAGES.entryGone);
  if (segment !== null && !segmentValid(references.owner, segment as string)) return fail(AUTOMATION_MESSAGES.entryGone);
  return { value: { list_id: list as string | null, segment_id: segment as string | null } };
}

function readCategories(value: unknown): Outcome<string[]> {
  const fail = (message: string): Outcome<never> => ({ errors: [{ field: 'categories', message }] });
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) return fail('must be a list of strings');
  const categories = [...new Set((value as string[]).map((item) => item.trim()).filter(Boolean))];
  if (categories.length > AUTOMATION_LIMITS.categories) return fail(`must not exceed ${AUTOMATION_LIMITS.categories} categories`);
  if (categories.some((category) => category.length > TEXT_LIMIT)) return fail(`each must not exceed ${TEXT_LIMIT} characters`);
  return { value: categories };
}

/** A message's delay and inbox options as written (sender: one of the owner's, verified or not: set live checks that). */
function readMessageSettings(body: Body, references: OwnerReferences, number: number): Outcome<Partial<AutomationMessageDto>> {
  const errors: AutomationErrorDto[] = [];
  const settings: Partial<AutomationMessageDto> = {};
  const fail = (field: string, message: string) => errors.push({ field: `messages.${field}`, message, message_number: number });
  if (has(body, 'delay')) {
    const delay = readDelay(body.delay);
    if (typeof delay === 'string') fail('delay', delay);
    else settings.delay = delay;
  }
  if (has(body, 'sender_id')) {
    const sender = body.sender_id;
    if (sender !== null && (typeof sender !== 'number' || findSender(references.owner, sender) === undefined)) fail('sender_id', 'unknown sender');
    else settings.sender_id = sender as number | null;
  }
  for (const key of ['subject', 'preheader'] as const) {
    if (!has(body, key)) continue;
    const value = body[key];
    if (typeof value !== 'string' || value.length > TEXT_LIMIT) fail(key, `must not exceed ${TEXT_LIMIT} characters`);
    else settings[key] = value;
  }
  return errors.length > 0 ? { errors } : { value: settings };
}

/** The content fields of a message PATCH: what may change while the automation is live. */
export const CONTENT_FIELDS = ['html_content', 'design_document', 'plain_content', 'editor'] as const;

export function readMessageRequest(body: Body, references: OwnerReferences, number: number): Outcome<MessageRequestDto> {
  const settings = readMessageSettings(body, references, number);
  const errors = 'errors' in settings ? [...settings.errors] : [];
  const request: MessageRequestDto = 'value' in settings ? { ...settings.value } : {};
  for (const key of ['html_content', 'plain_content'] as const) {
    if (!has(body, key)) continue;
    const value = body[key];
    if (typeof value !== 'string' || value.length > CONTENT_LIMIT) errors.push({ field: `messages.${key}`, message: `must be a string of at most ${CONTENT_LIMIT} characters`, message_number: number });
    else request[key] = value;
  }
  if (has(body, 'design_document')) {
    const problem = designDocumentRule(body.design_document);
    if (problem) errors.push({ field: 'messages.design_document', message: problem, message_number: number });
    else request.design_document = body.design_document as object | null;
  }
  if (has(body, 'editor')) {
    if (!oneOf(EDITORS, body.editor)) errors.push({ field: 'messages.editor', message: 'must be design or code', message_number: number });
    else request.editor = body.editor;
  }
  return errors.length > 0 ? { errors } : { value: request };
}

/** The unsubscribe choice: a group of the owner, or an http(s) URL ('' or null clears it); choosing one clears the other. */
function readUnsubscribe(body: Body, references: OwnerReferences): Outcome<AutomationPatch> {
  const patch: AutomationPatch = {};
  const errors: AutomationErrorDto[] = [];
  if (has(body, 'suppression_group_id')) {
    const group = body.suppression_group_id;
    if (group !== null && (typeof group !== 'number' || findGroup(references.owner, group) === undefined)) {
      errors.push({ field: 'suppression_group_id', message: 'unknown unsubscribe group' });
    } else patch.suppression_group_id = group as number | null;
  }
  if (has(body, 'custom_unsubscribe_url')) {
    const url = body.custom_unsubscribe_url;
    if (url !== null && typeof url !== 'string') errors.push({ field: 'custom_unsubscribe_url', message: AUTOMATION_MESSAGES.customUrl });
    else if (url === null || url.trim() === '') patch.custom_unsubscribe_url = null;
    else if (!HTTP_URL.test(url.trim())) errors.push({ field: 'custom_unsubscribe_url', message: AUTOMATION_MESSAGES.customUrl });
    else patch.custom_unsubscribe_url = url.trim();
  }
  if (patch.suppression_group_id != null && patch.custom_unsubscribe_url != null) {
    errors.push({ field: 'custom_unsubscribe_url', message: 'Choose an unsubscribe group or a custom unsubscribe URL, not both.' });
  }
  if (errors.length > 0) return { errors };
  if (patch.suppression_group_id != null) patch.custom_unsubscribe_url = null;
  if (patch.custom_unsubscribe_url != null) patch.suppression_group_id = null;
  return { value: patch };
}

export interface AutomationChange {
  patch: AutomationPatch;
  exit_criteria?: CriteriaRequestDto | null;
  goal?: CriteriaRequestDto | null;
}

/** PATCH /marketing/automations/{id}: the fields present, checked against the automation as it is. */
export function readAutomationRequest(body: Body, automation: AutomationRecord, references: OwnerReferences): Outcome<AutomationChange> {
  const errors: AutomationErrorDto[] = [];
  const change: AutomationChange = { patch: {} };
  const take = <T>(outcome: Outcome<T>, apply: (value: T) => void) => ('errors' in outcome ? errors.push(...outcome.errors) : apply(outcome.value));

  if (has(body, 'name')) {
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    if (name === '') errors.push({ field: 'name', message: AUTOMATION_MESSAGES.nameRequired });
    else if (name.length > AUTOMATION_LIMITS.nameLength) errors.push({ field: 'name', message: AUTOMATION_MESSAGES.nameTooLong });
    else change.patch.name = name;
  }
  if (has(body, 'entry')) take(readEntry(body.entry, references), (entry) => (change.patch.entry = entry));
  if (has(body, 'exit_criteria')) take(readCriteria('exit_criteria', body.exit_criteria), (criteria) => (change.exit_criteria = criteria));
  if (has(body, 'goal')) take(readCriteria('goal', body.goal), (criteria) => (change.goal = criteria));
  if (has(body, 'ip_pool')) {
    const pool = body.ip_pool;
    if (pool !== null && (typeof pool !== 'string' || pool.trim().length > IP_POOL_LIMIT)) errors.push({ field: 'ip_pool', message: `must be a string of at most ${IP_POOL_LIMIT} characters, or null` });
    else change.patch.ip_pool = typeof pool === 'string' && pool.trim() !== '' ? pool.trim() : null;
  }
  if (has(body, 'categories')) take(readCategories(body.categories), (categories) => (change.patch.categories = categories));
  take(readUnsubscribe(body, references), (unsubscribe) => Object.assign(change.patch, unsubscribe));

  let steps = automation.steps;
  if (has(body, 'messages')) {
    if (!Array.isArray(body.messages)) errors.push({ field: 'messages', message: 'must be a list of { number, delay?, sender_id?, subject?, preheader? }' });
    else {
      for (const item of body.messages as unknown[]) {
        const number = isObject(item) && typeof item.number === 'number' ? item.number : undefined;
        if (number === undefined || findMessage(steps, number) === undefined) {
          errors.push({ field: 'messages', message: `unknown message number ${String(number)}` });
          continue;
        }
        take(readMessageSettings(item as Body, references, number), (settings) => {
          steps = replaceMessage(steps, number, settings);
        });
      }
    }
  }
  if (has(body, 'branches')) {
    if (!Array.isArray(body.branches)) errors.push({ field: 'branches', message: 'must be a list of { id, condition: opened|clicked }' });
    else {
      for (const item of body.branches as unknown[]) {
        const id = isObject(item) && typeof item.id === 'string' ? item.id : undefined;
        if (id === undefined || findBranch(steps, id) === undefined) errors.push({ field: 'branches', message: `unknown branching step ${String(id)}` });
        else if (!oneOf(CONDITIONS, (item as Body).condition)) errors.push({ field: 'branches', message: 'condition must be opened or clicked' });
        else steps = replaceBranchCondition(steps, id, (item as Body).condition as (typeof CONDITIONS)[number]);
      }
    }
  }
  if (steps !== automation.steps) change.patch.steps = steps;
  return errors.length > 0 ? { errors } : { value: change };
}

/** The tree with message `number` changed (its own `updated_at` moves). */
export const replaceMessage = (steps: AutomationRecord['steps'], number: number, settings: Partial<AutomationMessageDto>, now = sendClockNow().toISOString()) =>
  mapMessages(steps, (message) => (message.number === number ? { ...message, ...settings, updated_at: now } : message));

function replaceBranchCondition(steps: AutomationRecord['steps'], id: string, condition: (typeof CONDITIONS)[number]): AutomationRecord['steps'] {
  const change = (sequence: AutomationRecord['steps']): AutomationRecord['steps'] =>
    sequence.branch === null
      ? sequence
      : {
          ...sequence,
          branch: { ...sequence.branch, condition: sequence.branch.id === id ? condition : sequence.branch.condition, yes: change(sequence.branch.yes), no: change(sequence.branch.no) },
        };
  return change(steps);
}
