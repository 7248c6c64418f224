import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectSegmentDetail, selectSegmentDetailRequest } from '../selectors';
import { segmentClosed, segmentRequested } from '../slice';

/** Reads the segment (its query and sample) each time a screen of it opens, and again once a pending one is due; `id` undefined reads nothing. */
export function useSegmentDetail(id: string | undefined) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (id === undefined) return;
    dispatch(segmentRequested({ id }));
    return () => void dispatch(segmentClosed({ id }));
  }, [dispatch, id]);
  const detail = useAppSelector((state) => (id === undefined ? undefined : selectSegmentDetail(state, id)));
  const request = useAppSelector((state) => selectSegmentDetailRequest(state, id ?? ''));
  return { detail, request, reload: () => id !== undefined && dispatch(segmentRequested({ id })) };
}
