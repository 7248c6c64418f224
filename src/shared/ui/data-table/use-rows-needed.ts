import { useEffect, useRef } from 'react';
import type { RowRange } from './types';

/**
 * Asks for the rows of `range` that `getRow` lacks, once per distinct gap, and says whether any are missing
 * (the grid is busy until they arrive).
 */
export function useRowsNeeded(
  range: { first: number; last: number } | null,
  getRow: (index: number) => unknown,
  onRowsNeeded: ((range: RowRange) => void) | undefined,
): boolean {
  let start = -1;
  let end = -1;
  if (range) {
    for (let index = range.first; index <= range.last; index += 1) {
      if (getRow(index) !== undefined) continue;
      if (start < 0) start = index;
      end = index + 1;
    }
  }
  const missing = start < 0 ? null : `${start}:${end}`;
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (missing === null) {
      asked.current = null;
      return;
    }
    if (missing === asked.current || !onRowsNeeded) return;
    asked.current = missing;
    const [from = 0, to = 0] = missing.split(':').map(Number);
    onRowsNeeded({ start: from, end: to });
  }, [missing, onRowsNeeded]);
  return missing !== null;
}
