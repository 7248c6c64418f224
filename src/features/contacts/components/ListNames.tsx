import { useEffect } from 'react';
import { listsEnsured } from '@/features/lists/slice';
import { selectListNames } from '@/features/lists/selectors';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { listCountText } from './list-count-text';

/**
 * The Lists column's names, from the lists feature's state: loaded with the first row that has lists, so
 * the lists feature's code is not part of the contacts page's first load. Until the names are read the
 * column shows how many lists the contact is on.
 */
export function ListNames({ ids }: { ids: readonly string[] }) {
  const names = useAppSelector(selectListNames);
  const named = ids.map((id) => names[id]);
  return <>{named.every((name) => name !== undefined) ? named.join(', ') : listCountText(ids.length)}</>;
}

/** Asks the lists feature for the names once, while a contacts table is shown. */
export function ListNamesLoader() {
  const dispatch = useAppDispatch();
  useEffect(() => void dispatch(listsEnsured()), [dispatch]);
  return null;
}
