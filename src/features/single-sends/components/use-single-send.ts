import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectSingleSendDetail, selectSingleSendRow } from '../selectors';
import { detailRequested } from '../slice';

/** A single send by id: its row when the index holds it, else read whole; `missing` once the server said 404. */
export function useSingleSendName(id: string) {
  const dispatch = useAppDispatch();
  const row = useAppSelector((state) => selectSingleSendRow(state, id));
  const detail = useAppSelector((state) => selectSingleSendDetail(state, id));
  const held = row !== undefined;
  useEffect(() => {
    if (!held) dispatch(detailRequested({ id }));
  }, [dispatch, held, id]);
  const name = row?.name ?? detail.value?.name;
  const missing = !held && detail.request.status === 'Error' && detail.request.error.status === 404;
  return { item: name === undefined ? undefined : { id, name }, missing };
}
