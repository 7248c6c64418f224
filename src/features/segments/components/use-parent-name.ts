import { useAppSelector } from '@/shared/store/hooks';
import { selectListNames } from '../selectors';

export const ALL_CONTACTS = 'All Contacts';

/** What a segment's parent is called: "All Contacts", the list's name, or a placeholder until the names load. */
export function useParentName(): (parentListId: string | null) => string {
  const names = useAppSelector(selectListNames);
  return (parentListId) => {
    if (parentListId === null) return ALL_CONTACTS;
    if (names === null) return 'A list';
    return names[parentListId] ?? 'A deleted list';
  };
}
