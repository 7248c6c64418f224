import { describe, expect, it } from 'vitest';
import type { AutomationMessageDto, StepSequenceDto } from './automation';
import {
  addBranch,
  allMessages,
  appendMessage,
  branchDepth,
  countMessages,
  findBranch,
  findMessage,
  findSequence,
  mapMessages,
  previousMessage,
  removeBranch,
  removeMessage,
  sequenceDepth,
} from './automation-tree';

const message = (number: number): AutomationMessageDto => ({
  id: `m${number}`,
  number,
  delay: { amount: 1, unit: 'days', after: 'previous' },
  sender_id: 1,
  subject: `Email ${number}`,
  preheader: '',
  html_content: '<p>Hi</p>',
  plain_content: 'Hi',
  editor: 'code',
  updated_at: '2026-01-01T00:00:00Z',
});

const sequence = (id: string, numbers: number[], branch: StepSequenceDto['branch'] = null): StepSequenceDto => ({ id, messages: numbers.map(message), branch });

/** root: 1, 2, branch(opened) → yes: 3, branch(clicked) → yes: 5 / no: (empty); no: 4. */
const tree = (): StepSequenceDto =>
  sequence('root', [1, 2], {
    id: 'b1',
    condition: 'opened',
    yes: sequence('y1', [3], { id: 'b2', condition: 'clicked', yes: sequence('y2', [5]), no: sequence('n2', []) }),
    no: sequence('n1', [4]),
  });

const numbers = (steps: StepSequenceDto) => allMessages(steps).map((m) => m.number);

describe('automation tree', () => {
  it('lists messages depth first: sequence, yes arm, no arm', () => {
    expect(numbers(tree())).toEqual([1, 2, 3, 5, 4]);
    expect(countMessages(tree())).toBe(5);
    expect(countMessages(sequence('root', []))).toBe(0);
  });

  it('finds a message with its sequence, index and depth', () => {
    const found = findMessage(tree(), 5);
    expect(found).toMatchObject({ message: { number: 5 }, sequence: { id: 'y2' }, index: 0, depth: 2 });
    expect(findMessage(tree(), 2)).toMatchObject({ sequence: { id: 'root' }, index: 1, depth: 0 });
    expect(findMessage(tree(), 9)).toBeUndefined();
  });

  it('gives the previous message on the path, the split message for an arm’s first', () => {
    expect(previousMessage(tree(), 1)).toBeUndefined();
    expect(previousMessage(tree(), 2)?.number).toBe(1);
    expect(previousMessage(tree(), 3)?.number).toBe(2);
    expect(previousMessage(tree(), 4)?.number).toBe(2);
    expect(previousMessage(tree(), 5)?.number).toBe(3);
    expect(previousMessage(tree(), 42)).toBeUndefined();
  });

  it('splits an empty arm’s branch on the message before the arm', () => {
    const steps = sequence('root', [1], {
      id: 'b1',
      condition: 'opened',
      yes: sequence('y1', [], { id: 'b2', condition: 'opened', yes: sequence('y2', [2]), no: sequence('n2', []) }),
      no: sequence('n1', []),
    });
    expect(previousMessage(steps, 2)?.number).toBe(1);
  });

  it('finds sequences, their depths and branches', () => {
    expect(findSequence(tree(), 'n1')?.messages.map((m) => m.number)).toEqual([4]);
    expect(findSequence(tree(), 'nope')).toBeUndefined();
    expect(sequenceDepth(tree(), 'root')).toBe(0);
    expect(sequenceDepth(tree(), 'n1')).toBe(1);
    expect(sequenceDepth(tree(), 'n2')).toBe(2);
    expect(sequenceDepth(tree(), 'nope')).toBeUndefined();
    expect(findBranch(tree(), 'b2')).toMatchObject({ branch: { condition: 'clicked' }, sequence: { id: 'y1' }, depth: 2 });
    expect(branchDepth(tree())).toBe(2);
    expect(branchDepth(sequence('root', [1]))).toBe(0);
  });

  it('maps messages immutably, keeping unchanged parts', () => {
    const before = tree();
    const after = mapMessages(before, (m) => (m.number === 4 ? { ...m, subject: 'Changed' } : m));
    expect(findMessage(after, 4)?.message.subject).toBe('Changed');
    expect(findMessage(before, 4)?.message.subject).toBe('Email 4');
    expect(after.branch?.yes).toBe(before.branch?.yes);
    expect(mapMessages(before, (m) => m)).toBe(before);
  });

  it('appends and removes messages without touching the original', () => {
    const before = tree();
    const appended = appendMessage(before, 'n2', message(6));
    expect(numbers(appended)).toEqual([1, 2, 3, 5, 6, 4]);
    expect(numbers(before)).toEqual([1, 2, 3, 5, 4]);
    expect(numbers(appendMessage(before, 'root', message(6)))).toEqual([1, 2, 6, 3, 5, 4]);
    expect(appendMessage(before, 'nope', message(6))).toBe(before);
    const removed = removeMessage(before, 3);
    expect(numbers(removed)).toEqual([1, 2, 5, 4]);
    expect(previousMessage(removed, 5)?.number).toBe(2);
    expect(numbers(before)).toEqual([1, 2, 3, 5, 4]);
  });

  it('adds and removes branching steps (with their arms)', () => {
    const before = sequence('root', [1]);
    const branched = addBranch(before, 'root', { id: 'b', condition: 'clicked', yes: sequence('y', []), no: sequence('n', []) });
    expect(before.branch).toBeNull();
    expect(findBranch(branched, 'b')?.depth).toBe(1);
    const filled = appendMessage(appendMessage(branched, 'y', message(2)), 'n', message(3));
    expect(numbers(filled)).toEqual([1, 2, 3]);
    const nested = removeBranch(tree(), 'b2');
    expect(numbers(nested)).toEqual([1, 2, 3, 4]);
    expect(numbers(removeBranch(tree(), 'b1'))).toEqual([1, 2]);
  });
});
