/**
 * Which rows of a list are selected, kept as a rule rather than a list: either "these ids" or "every row
 * except these ids". Selecting all of a million contacts costs one object, and deselecting three of them
 * afterwards three ids. The rule does not hold the list's length: the total can change while it stays
 * true (rows deleted, a new page of an import), so counts take the current total.
 *
 * Keep it in the host's component state (it holds Sets); hand bulk actions `bulkTarget(selection)`.
 */
export type Selection =
  | { readonly kind: 'some'; readonly ids: ReadonlySet<string> }
  | { readonly kind: 'all-except'; readonly excluded: ReadonlySet<string> };

/** What a "select all" checkbox shows: checked, mixed or unchecked. */
export type SelectAllState = 'all' | 'some' | 'none';

/** What a bulk action sends: the ids chosen one by one, or "all matching the list's query except these". */
export type BulkTarget = { kind: 'ids'; ids: string[] } | { kind: 'all-except'; excludedIds: string[] };

export const noneSelected: Selection = { kind: 'some', ids: new Set() };
export const allSelected: Selection = { kind: 'all-except', excluded: new Set() };

const toggled = (ids: ReadonlySet<string>, id: string): ReadonlySet<string> => {
  const next = new Set(ids);
  if (!next.delete(id)) next.add(id);
  return next;
};

export function isSelected(selection: Selection, id: string): boolean {
  return selection.kind === 'some' ? selection.ids.has(id) : !selection.excluded.has(id);
}

export function toggleRow(selection: Selection, id: string): Selection {
  return selection.kind === 'some'
    ? { kind: 'some', ids: toggled(selection.ids, id) }
    : { kind: 'all-except', excluded: toggled(selection.excluded, id) };
}

/** How many of the list's `total` rows are selected. */
export function selectedCount(selection: Selection, total: number): number {
  return selection.kind === 'some' ? selection.ids.size : Math.max(0, total - selection.excluded.size);
}

export function selectAllState(selection: Selection, total: number): SelectAllState {
  const count = selectedCount(selection, total);
  if (count === 0) return 'none';
  return count >= total ? 'all' : 'some';
}

/** The header checkbox: clears the selection when every row is selected, otherwise selects every row. */
export function toggleAll(selection: Selection, total: number): Selection {
  if (total === 0) return noneSelected;
  return selectAllState(selection, total) === 'all' ? noneSelected : allSelected;
}

export function bulkTarget(selection: Selection): BulkTarget {
  return selection.kind === 'some'
    ? { kind: 'ids', ids: [...selection.ids] }
    : { kind: 'all-except', excludedIds: [...selection.excluded] };
}
