import type { AutomationMessageDto, BranchDto, CriteriaDto, StepSequenceDto } from '@/shared/sending/automation';
import { dueAt } from '@/shared/sending/automation-delay';
import type { SentMessage } from './automation-simulator-mail';

/**
 * The pure part of the automation simulator: where a contact stands on the step tree, when its next
 * email is due, which arm a branching step sends it down, and whether exit criteria or a goal hold.
 */
export type NextStep =
  | { kind: 'send'; message: AutomationMessageDto; previous: SentMessage | undefined }
  | { kind: 'split'; branch: BranchDto; splitOn: SentMessage | undefined; previous: SentMessage | undefined }
  | { kind: 'end' };

/**
 * The contact's next step: the first email on its path not sent yet, or a branching step it has not
 * passed, or the end. Its path follows the arms it took (`arms`).
 */
export function nextStep(steps: StepSequenceDto, sent: readonly SentMessage[], arms: Readonly<Record<string, 'yes' | 'no'>>): NextStep {
  const sentByNumber = new Map(sent.map((message) => [message.number, message]));
  let sequence = steps;
  let previous: SentMessage | undefined;
  for (;;) {
    for (const message of sequence.messages) {
      const done = sentByNumber.get(message.number);
      if (done === undefined) return { kind: 'send', message, previous };
      previous = done;
    }
    const { branch } = sequence;
    if (branch === null) return { kind: 'end' };
    const arm = arms[branch.id];
    if (arm === undefined) return { kind: 'split', branch, splitOn: previous, previous };
    sequence = branch[arm];
  }
}

/** The first email a contact would get in a sequence (an empty arm may still branch further down). */
export function firstMessage(sequence: StepSequenceDto): AutomationMessageDto | undefined {
  if (sequence.messages[0] !== undefined) return sequence.messages[0];
  return sequence.branch ? (firstMessage(sequence.branch.yes) ?? firstMessage(sequence.branch.no)) : undefined;
}

export interface DelayClock {
  timeZone: string;
  /** How many times faster delays pass than real time (the `fast-sending` scenario). */
  compression: number;
}

/**
 * When an email is due (unix ms): A2's `dueAt` (days keep the wall-clock time in the account's zone),
 * its wait from the anchor shortened by the clock's compression.
 */
export function dueTime(message: Pick<AutomationMessageDto, 'delay'>, entryMs: number, previous: SentMessage | undefined, clock: DelayClock): number {
  const anchors = { entryAt: new Date(entryMs), ...(previous ? { previousSentAt: new Date(previous.sent_at) } : {}) };
  const due = dueAt(message, anchors, clock.timeZone).getTime();
  const anchor = message.delay.after === 'previous' && previous ? previous.sent_at : entryMs;
  const compressed = anchor + Math.round((due - anchor) / clock.compression);
  return previous ? Math.max(previous.sent_at, compressed) : compressed;
}

/**
 * When a branching step decides: when the first email of its `yes` arm is due; with an empty `yes` arm,
 * when the first of `no` is due; with both empty, at once (the split email's send time).
 */
export function decisionTime(branch: BranchDto, entryMs: number, splitOn: SentMessage | undefined, clock: DelayClock): number {
  const first = firstMessage(branch.yes) ?? firstMessage(branch.no);
  if (first === undefined) return splitOn?.sent_at ?? entryMs;
  return dueTime(first, entryMs, splitOn, clock);
}

/** Whether the contact opened (or clicked) the email a branch splits on by `at`. */
export function tookYes(branch: BranchDto, splitOn: SentMessage | undefined, at: number): boolean {
  const time = branch.condition === 'opened' ? splitOn?.opened_at : splitOn?.clicked_at;
  return time !== undefined && time <= at;
}

export interface Membership {
  list_ids: readonly string[];
  segment_ids: readonly string[];
}

/**
 * Whether exit criteria or a goal hold for a contact at `at`: engagement is with this automation's
 * emails up to then, lists and segments as they are now. Invalid criteria never hold, nor does a
 * `query` rule (the simulator cannot read one); no rules, nothing holds.
 */
export function criteriaHold(criteria: CriteriaDto | null, sent: readonly SentMessage[], at: number, membership: Membership | undefined): boolean {
  if (criteria === null || criteria.invalid || criteria.rules.length === 0) return false;
  const happened = (time: number | undefined) => time !== undefined && time <= at;
  const holds = criteria.rules.map((rule) => {
    switch (rule.kind) {
      case 'opened_any':
        return sent.some((message) => happened(message.opened_at));
      case 'clicked_any':
        return sent.some((message) => happened(message.clicked_at));
      case 'clicked_url':
        return sent.some((message) => happened(message.clicked_at) && (message.clicked_url ?? '').includes(rule.url_contains));
      case 'added_to_list':
        return membership?.list_ids.includes(rule.list_id) ?? false;
      case 'in_segment':
        return membership?.segment_ids.includes(rule.segment_id) ?? false;
      case 'query':
        return false;
    }
  });
  return criteria.match === 'all' ? holds.every(Boolean) : holds.some(Boolean);
}

/** Whether any rule needs the contact's lists or segments. */
export const needsMembership = (...criteria: (CriteriaDto | null)[]) =>
  criteria.some((one) => one !== null && one.rules.some((rule) => rule.kind === 'added_to_list' || rule.kind === 'in_segment'));
