import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, createHistory, record, redo, undo } from './history';

describe('undo and redo history', () => {
  it('undoes and redoes steps in order, and a new step forgets what was undone', () => {
    let history = record(record(createHistory('a'), 'b'), 'c');
    history = undo(history);
    expect(history.present).toBe('b');
    history = undo(history);
    expect(history.present).toBe('a');
    expect(canUndo(history)).toBe(false);
    expect(undo(history)).toBe(history);
    history = redo(history);
    expect(history.present).toBe('b');
    history = record(history, 'x');
    expect(canRedo(history)).toBe(false);
    expect(redo(history)).toBe(history);
    expect(undo(history).present).toBe('b');
  });

  it('records nothing when the value did not change', () => {
    const history = createHistory('a');
    expect(record(history, 'a')).toBe(history);
  });

  it('keeps at most `limit` steps to undo', () => {
    let history = createHistory(0);
    for (let step = 1; step <= 10; step += 1) history = record(history, step, { limit: 3 });
    expect(history.past).toEqual([7, 8, 9]);
    let undone = history;
    while (canUndo(undone)) undone = undo(undone);
    expect(undone.present).toBe(7);
    expect(record(createHistory(0), 1, { limit: 0 }).past).toEqual([]);
  });

  it('merges consecutive steps with the same key (typing in one module) into one undo step', () => {
    let history = createHistory('');
    for (const text of ['H', 'He', 'Hel']) history = record(history, text, { mergeKey: 'text:m1' });
    history = record(history, 'Hel!', { mergeKey: 'text:m2' });
    expect(undo(history).present).toBe('Hel');
    expect(undo(undo(history)).present).toBe('');
    // After an undo, typing again starts a new step.
    const again = record(undo(history), 'Help', { mergeKey: 'text:m1' });
    expect(undo(again).present).toBe('Hel');
  });
});
