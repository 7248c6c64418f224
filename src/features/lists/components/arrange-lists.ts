import type { DataTableSort } from '@/shared/ui/data-table/types';
import type { List } from '../types';

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The lists whose name contains `filter` (any case), sorted by name or contact count when asked; else in the server's order. */
export function arrangeLists(lists: readonly List[], { sort, filter }: { sort: DataTableSort | null; filter: string }): List[] {
  const needle = filter.trim().toLocaleLowerCase();
  const kept = needle === '' ? [...lists] : lists.filter((list) => list.name.toLocaleLowerCase().includes(needle));
  if (sort === null) return kept;
  const direction = sort.direction === 'ascending' ? 1 : -1;
  const compare = sort.columnId === 'count' ? (a: List, b: List) => a.contactCount - b.contactCount : (a: List, b: List) => byName.compare(a.name, b.name);
  // Ties keep the server's order (sort is stable), whichever the direction.
  return kept.sort((a, b) => direction * compare(a, b));
}
