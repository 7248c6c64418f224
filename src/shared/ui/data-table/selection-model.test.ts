import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allSelected,
  bulkTarget,
  isSelected,
  noneSelected,
  selectAllState,
  selectedCount,
  toggleAll,
  toggleRow,
  type BulkTarget,
  type Selection,
} from './selection-model';

/** The rows a bulk target names, resolved against the whole list. */
const resolve = (target: BulkTarget, ids: string[]) =>
  new Set(target.kind === 'ids' ? target.ids : ids.filter((id) => !target.excludedIds.includes(id)));

type Operation = { kind: 'row'; at: number } | { kind: 'all' };

describe('selection model', () => {
  it('says "all 1,000,000 except these 3" without holding a million ids', () => {
    let selection = toggleAll(noneSelected, 1_000_000);
    for (const id of ['c-17', 'c-500000', 'c-999999']) selection = toggleRow(selection, id);

    expect(selectedCount(selection, 1_000_000)).toBe(999_997);
    expect(selectAllState(selection, 1_000_000)).toBe('some');
    expect(isSelected(selection, 'c-500000')).toBe(false);
    expect(isSelected(selection, 'c-500001')).toBe(true);
    expect(bulkTarget(selection)).toEqual({ kind: 'all-except', excludedIds: ['c-17', 'c-500000', 'c-999999'] });
  });

  it('clears a full selection from the header and selects all from a partial one', () => {
    expect(toggleAll(allSelected, 3)).toEqual(noneSelected);
    expect(toggleAll(toggleRow(noneSelected, 'a'), 3)).toEqual(allSelected);
    // Every row picked one by one counts as all.
    const everyRow = ['a', 'b', 'c'].reduce(toggleRow, noneSelected);
    expect(selectAllState(everyRow, 3)).toBe('all');
    expect(toggleAll(everyRow, 3)).toEqual(noneSelected);
  });

  it('selects nothing in an empty list', () => {
    expect(toggleAll(noneSelected, 0)).toEqual(noneSelected);
    expect(selectAllState(allSelected, 0)).toBe('none');
  });

  it('agrees with a plain set of ids after any sequence of row and header toggles', () => {
    const operation: fc.Arbitrary<Operation> = fc.oneof(
      { weight: 4, arbitrary: fc.nat(19).map((at): Operation => ({ kind: 'row', at })) },
      { weight: 1, arbitrary: fc.constant<Operation>({ kind: 'all' }) },
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.array(operation, { maxLength: 40 }), (total, operations) => {
        const ids = Array.from({ length: total }, (_, index) => `row-${index}`);
        let selection: Selection = noneSelected;
        let expected = new Set<string>();
        for (const op of operations) {
          if (op.kind === 'all') {
            selection = toggleAll(selection, total);
            expected = expected.size === total ? new Set() : new Set(ids);
          } else {
            const id = ids[op.at % total] as string;
            selection = toggleRow(selection, id);
            if (!expected.delete(id)) expected.add(id);
          }
        }
        expect(ids.filter((id) => isSelected(selection, id))).toEqual(ids.filter((id) => expected.has(id)));
        expect(selectedCount(selection, total)).toBe(expected.size);
        expect(selectAllState(selection, total)).toBe(expected.size === 0 ? 'none' : expected.size === total ? 'all' : 'some');
        expect(resolve(bulkTarget(selection), ids)).toEqual(expected);
      }),
    );
  });
});
