import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectAutomationName, selectAutomationRow } from '../selectors';
import { nameRequested } from '../slice';

/** An automation by id: its row when the index holds it, else its name read whole; `missing` once the server said 404. */
export function useAutomationName(id: string) {
  const dispatch = useAppDispatch();
  const row = useAppSelector((state) => selectAutomationRow(state, id));
  const loaded = useAppSelector((state) => selectAutomationName(state, id));
  const held = row !== undefined;
  useEffect(() => {
    if (!held) dispatch(nameRequested({ id }));
  }, [dispatch, held, id]);
  const name = row?.name ?? loaded.name ?? undefined;
  const missing = !held && loaded.request.status === 'Error' && loaded.request.error.status === 404;
  return { item: name === undefined ? undefined : { id, name, live: row?.status === 'live' }, missing };
}
