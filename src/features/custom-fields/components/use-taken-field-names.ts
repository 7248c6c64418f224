import { useMemo } from 'react';
import { useAppSelector } from '@/shared/store/hooks';
import { selectCustomFields } from '../selectors';

/** Names of every custom field but `exceptId`, lower-cased, so the form says "already in use" as the user types. */
export function useTakenFieldNames(exceptId?: string): ReadonlySet<string> {
  const fields = useAppSelector(selectCustomFields);
  return useMemo(
    () => new Set(fields.filter((field) => field.id !== exceptId).map((field) => field.name.toLowerCase())),
    [fields, exceptId],
  );
}
