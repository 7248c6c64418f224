import { useEffect } from 'react';
import type { RequestState } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectDesignById, selectDesignPreview } from '../selectors';
import { designPreviewRequested } from '../slice';
import type { DesignSummary } from '../types';

const LISTED: RequestState = { status: 'Complete' };

/**
 * One of your designs for a dialog: from the list when it holds it, otherwise read on its own (a link to
 * a design on a page not loaded yet). `request` is that read's.
 */
export function useYourDesign(id: string): { design: DesignSummary | undefined; request: RequestState; retry(): void } {
  const dispatch = useAppDispatch();
  const listed = useAppSelector((state) => selectDesignById(state, id));
  const preview = useAppSelector((state) => selectDesignPreview(state, 'your-designs', id));
  const retry = () => dispatch(designPreviewRequested({ kind: 'your-designs', id }));

  // Only when the dialog opens: the list refreshing meanwhile may bring it too.
  useEffect(() => {
    if (!listed) retry();
  }, [id]); // eslint-disable-line react-hooks/exhaustive-deps

  return listed ? { design: listed, request: LISTED, retry } : { design: preview.design ?? undefined, request: preview.request, retry };
}
