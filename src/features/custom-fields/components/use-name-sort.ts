import { useMemo, useState } from 'react';
import type { SortDirection } from '@/shared/ui/SortableHeader';
import type { ContactField } from '../types';

const byName = (a: ContactField, b: ContactField) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true });

/** Rows sorted by field name in the chosen direction; `initial` null keeps the given order until a click. */
export function useNameSort(fields: ContactField[], initial: SortDirection | null) {
  const [direction, setDirection] = useState<SortDirection | null>(initial);
  const sorted = useMemo(() => {
    if (direction === null) return fields;
    const ascending = [...fields].sort(byName);
    return direction === 'ascending' ? ascending : ascending.reverse();
  }, [fields, direction]);
  return { sorted, direction, setDirection };
}
