import { useRef } from 'react';

/**
 * The ids of `items`, as the same array while they stay the same: dnd-kit's sortable lists re-render
 * every item when handed a new array, and typing in one module makes a new list of rows each time.
 */
export function useStableIds(items: readonly { id: string }[]): string[] {
  const previous = useRef<string[]>([]);
  const ids = previous.current;
  if (ids.length !== items.length || items.some((item, index) => item.id !== ids[index])) {
    previous.current = items.map((item) => item.id);
  }
  return previous.current;
}
