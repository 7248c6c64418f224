import { useMemo } from 'react';
import { useAppSelector } from '@/shared/store/hooks';
import { selectAllSenders } from '../selectors';

/** Nicknames of every sender but `exceptId`, lower-cased, so the form can say "must be unique" early. */
export function useTakenNicknames(exceptId?: string): ReadonlySet<string> {
  const senders = useAppSelector(selectAllSenders);
  return useMemo(
    () => new Set(senders.filter((sender) => sender.id !== exceptId).map((sender) => sender.nickname.toLowerCase())),
    [senders, exceptId],
  );
}
