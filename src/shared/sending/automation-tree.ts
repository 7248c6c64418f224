import type { AutomationMessageDto, BranchDto, StepSequenceDto } from './automation';

/**
 * Reading and changing an automation's step tree: a sequence of messages that may end in one branching
 * step whose two arms are sequences again. Every change returns a new tree and leaves the old one as it
 * was (the store and the mock's table hold trees). "Depth" is how many branching steps a sequence sits
 * under: the root is 0, the arms of a root branch 1.
 */

export interface MessagePlace {
  message: AutomationMessageDto;
  sequence: StepSequenceDto;
  /** The message's index in its sequence. */
  index: number;
  /** The depth of its sequence. */
  depth: number;
}

interface Visit {
  sequence: StepSequenceDto;
  depth: number;
  /** The message a contact got last before this sequence starts (what a branch splits on), if any. */
  before: AutomationMessageDto | undefined;
}

/** Every sequence, depth first: a sequence, then its branch's yes arm (all of it), then its no arm. */
function visitSequences(root: StepSequenceDto): Visit[] {
  const visits: Visit[] = [];
  const walk = (sequence: StepSequenceDto, depth: number, before: AutomationMessageDto | undefined) => {
    visits.push({ sequence, depth, before });
    if (!sequence.branch) return;
    const splitOn = sequence.messages.at(-1) ?? before;
    walk(sequence.branch.yes, depth + 1, splitOn);
    walk(sequence.branch.no, depth + 1, splitOn);
  };
  walk(root, 0, undefined);
  return visits;
}

/** The messages in timeline order: a sequence's messages, then its yes arm, then its no arm. */
export const allMessages = (steps: StepSequenceDto): AutomationMessageDto[] => visitSequences(steps).flatMap(({ sequence }) => sequence.messages);

export const countMessages = (steps: StepSequenceDto): number => allMessages(steps).length;

export function findMessage(steps: StepSequenceDto, number: number): MessagePlace | undefined {
  for (const { sequence, depth } of visitSequences(steps)) {
    const index = sequence.messages.findIndex((message) => message.number === number);
    if (index >= 0) return { message: sequence.messages[index]!, sequence, index, depth };
  }
  return undefined;
}

/**
 * The message a contact received just before this one on its path: the one above it in its sequence, or
 * for the first message of a branch arm the message the branch splits on. Undefined for the first
 * message of the automation (and for a number that is not there).
 */
export function previousMessage(steps: StepSequenceDto, number: number): AutomationMessageDto | undefined {
  for (const { sequence, before } of visitSequences(steps)) {
    const index = sequence.messages.findIndex((message) => message.number === number);
    if (index > 0) return sequence.messages[index - 1];
    if (index === 0) return before;
  }
  return undefined;
}

export const findSequence = (steps: StepSequenceDto, id: string): StepSequenceDto | undefined =>
  visitSequences(steps).find(({ sequence }) => sequence.id === id)?.sequence;

/** The depth of a sequence (0 for the root); undefined when there is no such sequence. */
export const sequenceDepth = (steps: StepSequenceDto, id: string): number | undefined =>
  visitSequences(steps).find(({ sequence }) => sequence.id === id)?.depth;

/** The branching step with this id and the sequence it ends. */
export function findBranch(steps: StepSequenceDto, id: string): { branch: BranchDto; sequence: StepSequenceDto; depth: number } | undefined {
  const visit = visitSequences(steps).find(({ sequence }) => sequence.branch?.id === id);
  return visit && visit.sequence.branch ? { branch: visit.sequence.branch, sequence: visit.sequence, depth: visit.depth + 1 } : undefined;
}

/** How deep branching steps nest: 0 without any, 1 with a root branch only. */
export const branchDepth = (steps: StepSequenceDto): number =>
  Math.max(0, ...visitSequences(steps).map(({ sequence, depth }) => (sequence.branch ? depth + 1 : 0)));

/** A copy of the tree with each sequence replaced by `change(sequence)` (applied to the arms after the change). */
function mapSequences(steps: StepSequenceDto, change: (sequence: StepSequenceDto) => StepSequenceDto): StepSequenceDto {
  const changed = change(steps);
  if (!changed.branch) return changed;
  const { yes, no } = changed.branch;
  const branch = { ...changed.branch, yes: mapSequences(yes, change), no: mapSequences(no, change) };
  return branch.yes === yes && branch.no === no ? changed : { ...changed, branch };
}

/** A copy of the tree with every message replaced by `change(message)`; unchanged parts are kept as they were. */
export const mapMessages = (steps: StepSequenceDto, change: (message: AutomationMessageDto) => AutomationMessageDto): StepSequenceDto =>
  mapSequences(steps, (sequence) => {
    const messages = sequence.messages.map(change);
    return messages.every((message, index) => message === sequence.messages[index]) ? sequence : { ...sequence, messages };
  });

/** The tree with `message` added at the end of the sequence `sequenceId` (unchanged when there is none). */
export const appendMessage = (steps: StepSequenceDto, sequenceId: string, message: AutomationMessageDto): StepSequenceDto =>
  mapSequences(steps, (sequence) => (sequence.id === sequenceId ? { ...sequence, messages: [...sequence.messages, message] } : sequence));

/** The tree without the message `number`; a branch it ended on then splits on the message before it. */
export const removeMessage = (steps: StepSequenceDto, number: number): StepSequenceDto =>
  mapSequences(steps, (sequence) =>
    sequence.messages.some((message) => message.number === number)
      ? { ...sequence, messages: sequence.messages.filter((message) => message.number !== number) }
      : sequence,
  );

/** The tree with `branch` ending the sequence `sequenceId` (which must not have one yet: checks are the caller's). */
export const addBranch = (steps: StepSequenceDto, sequenceId: string, branch: BranchDto): StepSequenceDto =>
  mapSequences(steps, (sequence) => (sequence.id === sequenceId ? { ...sequence, branch } : sequence));

/** The tree without the branching step `branchId`, and so without every message of its arms. */
export const removeBranch = (steps: StepSequenceDto, branchId: string): StepSequenceDto =>
  mapSequences(steps, (sequence) => (sequence.branch?.id === branchId ? { ...sequence, branch: null } : sequence));
