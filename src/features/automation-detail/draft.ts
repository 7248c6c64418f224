import type { AutomationDto, AutomationRequestDto, CriteriaDto, CriteriaRequestDto, DelayDto, MessageSettingsDto } from '@/shared/sending/automation';
import { allMessages, mapMessages } from '@/shared/sending/automation-tree';
import type { AutomationDraft, CriteriaDraft, MessageDraft } from './types';

const idOf = (value: number | null) => (value === null ? '' : String(value));
const numberOrNull = (value: string) => (/^\d+$/.test(value) ? Number(value) : null);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const criteriaDraftOf = (criteria: CriteriaDto | null): CriteriaDraft | null =>
  criteria && { match: criteria.match, rules: criteria.rules.map((rule) => ({ ...rule })), invalid: criteria.invalid, tooComplex: criteria.too_complex };

const criteriaRequestOf = (criteria: CriteriaDraft | null): CriteriaRequestDto | null => criteria && { match: criteria.match, rules: criteria.rules };

/** The form's values of an automation as the server holds it. */
export function draftOf(automation: AutomationDto): AutomationDraft {
  const custom = automation.custom_unsubscribe_url ?? '';
  const messages: AutomationDraft['messages'] = {};
  for (const message of allMessages(automation.steps)) {
    messages[message.number] = {
      amount: String(message.delay.amount),
      unit: message.delay.unit,
      after: message.delay.after,
      senderId: idOf(message.sender_id),
      subject: message.subject,
      preheader: message.preheader,
    };
  }
  const branches: AutomationDraft['branches'] = {};
  const walk = (sequence: AutomationDto['steps']) => {
    if (!sequence.branch) return;
    branches[sequence.branch.id] = sequence.branch.condition;
    walk(sequence.branch.yes);
    walk(sequence.branch.no);
  };
  walk(automation.steps);
  return {
    name: automation.name,
    entry: { kind: automation.entry.segment_id !== null ? 'segment' : 'list', listId: automation.entry.list_id ?? '', segmentId: automation.entry.segment_id ?? '' },
    exitCriteria: criteriaDraftOf(automation.exit_criteria),
    goal: criteriaDraftOf(automation.goal),
    ipPool: automation.ip_pool ?? '',
    categories: [...automation.categories],
    unsubscribeMode: custom !== '' ? 'custom' : 'group',
    groupId: idOf(automation.suppression_group_id),
    customUnsubscribeUrl: custom,
    messages,
    branches,
  };
}

const entryOf = ({ entry }: AutomationDraft) => ({
  list_id: entry.kind === 'list' && entry.listId !== '' ? entry.listId : null,
  segment_id: entry.kind === 'segment' && entry.segmentId !== '' ? entry.segmentId : null,
});

const unsubscribeOf = (draft: AutomationDraft) => {
  const custom = draft.unsubscribeMode === 'custom';
  const url = draft.customUnsubscribeUrl.trim();
  return { suppression_group_id: custom ? null : numberOrNull(draft.groupId), custom_unsubscribe_url: custom && url !== '' ? url : null };
};

/** A typed amount that is not a whole number reads as NaN, which the delay check reports. */
const delayOf = (message: MessageDraft): DelayDto => ({ amount: /^\d+$/.test(message.amount.trim()) ? Number(message.amount) : Number.NaN, unit: message.unit, after: message.after });

/** The automation as it would be with the form's values: what Validate checks. */
export function automationOfDraft(automation: AutomationDto, draft: AutomationDraft): AutomationDto {
  const withBranches = (sequence: AutomationDto['steps']): AutomationDto['steps'] =>
    sequence.branch
      ? { ...sequence, branch: { ...sequence.branch, condition: draft.branches[sequence.branch.id] ?? sequence.branch.condition, yes: withBranches(sequence.branch.yes), no: withBranches(sequence.branch.no) } }
      : sequence;
  const steps = mapMessages(withBranches(automation.steps), (message) => {
    const edited = draft.messages[message.number];
    return edited ? { ...message, delay: delayOf(edited), sender_id: numberOrNull(edited.senderId), subject: edited.subject, preheader: edited.preheader } : message;
  });
  const criteriaOf = (criteria: CriteriaDraft | null): CriteriaDto | null =>
    criteria && { match: criteria.match, rules: criteria.rules, invalid: criteria.invalid, too_complex: criteria.tooComplex };
  return {
    ...automation,
    name: draft.name,
    entry: entryOf(draft),
    exit_criteria: criteriaOf(draft.exitCriteria),
    goal: criteriaOf(draft.goal),
    ip_pool: draft.ipPool.trim() === '' ? null : draft.ipPool.trim(),
    categories: draft.categories,
    // The typed link as it is, valid or not, so that Validate can say what is wrong with it.
    suppression_group_id: unsubscribeOf(draft).suppression_group_id,
    custom_unsubscribe_url: draft.unsubscribeMode === 'custom' ? draft.customUnsubscribeUrl : null,
    steps,
  };
}

function messagesPatch(draft: AutomationDraft, stored: AutomationDraft): MessageSettingsDto[] {
  const changed: MessageSettingsDto[] = [];
  for (const [key, edited] of Object.entries(draft.messages)) {
    const number = Number(key);
    const before = stored.messages[number];
    if (!before) continue;
    const settings: MessageSettingsDto = { number };
    if (edited.amount !== before.amount || edited.unit !== before.unit || edited.after !== before.after) settings.delay = delayOf(edited);
    if (edited.senderId !== before.senderId) settings.sender_id = numberOrNull(edited.senderId);
    if (edited.subject !== before.subject) settings.subject = edited.subject;
    if (edited.preheader !== before.preheader) settings.preheader = edited.preheader;
    if (Object.keys(settings).length > 1) changed.push(settings);
  }
  return changed;
}

/** The PATCH body: only what the form changed from the stored automation (empty when nothing did). */
export function draftPatch(draft: AutomationDraft, automation: AutomationDto): AutomationRequestDto {
  const stored = draftOf(automation);
  const patch: AutomationRequestDto = {};
  if (draft.name !== stored.name) patch.name = draft.name.trim();
  if (!same(entryOf(draft), entryOf(stored))) patch.entry = entryOf(draft);
  if (!same(criteriaRequestOf(draft.exitCriteria), criteriaRequestOf(stored.exitCriteria))) patch.exit_criteria = criteriaRequestOf(draft.exitCriteria);
  if (!same(criteriaRequestOf(draft.goal), criteriaRequestOf(stored.goal))) patch.goal = criteriaRequestOf(draft.goal);
  if (draft.ipPool.trim() !== stored.ipPool) patch.ip_pool = draft.ipPool.trim() === '' ? null : draft.ipPool.trim();
  if (!same(draft.categories, stored.categories)) patch.categories = draft.categories;
  if (!same(unsubscribeOf(draft), unsubscribeOf(stored))) Object.assign(patch, unsubscribeOf(draft));
  const messages = messagesPatch(draft, stored);
  if (messages.length > 0) patch.messages = messages;
  const branches = Object.entries(draft.branches)
    .filter(([id, condition]) => stored.branches[id] !== undefined && stored.branches[id] !== condition)
    .map(([id, condition]) => ({ id, condition }));
  if (branches.length > 0) patch.branches = branches;
  return patch;
}

export const hasChanges = (draft: AutomationDraft, automation: AutomationDto) => Object.keys(draftPatch(draft, automation)).length > 0;

/**
 * The form's values over a newer automation from the server (after a save, or after an email or a
 * branching step was added or deleted): what the user changed from `reference` stays as typed, the rest
 * comes from `next`. Emails the server no longer has go; new ones come as stored.
 */
export function rebaseDraft(current: AutomationDraft, reference: AutomationDraft, next: AutomationDto): AutomationDraft {
  const base = draftOf(next);
  const keep = <K extends keyof AutomationDraft>(key: K) => (same(current[key], reference[key]) ? base[key] : current[key]);
  const messages: AutomationDraft['messages'] = {};
  for (const [key, stored] of Object.entries(base.messages)) {
    const number = Number(key);
    const typed = current.messages[number];
    const before = reference.messages[number];
    if (!typed || !before) {
      messages[number] = stored;
      continue;
    }
    const field = <F extends keyof MessageDraft>(name: F) => (typed[name] === before[name] ? stored[name] : typed[name]);
    messages[number] = { amount: field('amount'), unit: field('unit'), after: field('after'), senderId: field('senderId'), subject: field('subject'), preheader: field('preheader') };
  }
  const branches: AutomationDraft['branches'] = {};
  for (const [id, stored] of Object.entries(base.branches)) {
    const typed = current.branches[id];
    branches[id] = typed !== undefined && typed !== reference.branches[id] ? typed : stored;
  }
  return {
    name: keep('name'),
    entry: keep('entry'),
    exitCriteria: keep('exitCriteria'),
    goal: keep('goal'),
    ipPool: keep('ipPool'),
    categories: keep('categories'),
    unsubscribeMode: keep('unsubscribeMode'),
    groupId: keep('groupId'),
    customUnsubscribeUrl: keep('customUnsubscribeUrl'),
    messages,
    branches,
  };
}
