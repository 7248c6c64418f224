import { useEffect } from 'react';
import type { RequestState } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectTemplate, selectTemplateRead } from '../selectors';
import { templateReadRequested } from '../slice';
import type { Template } from '../types';

const HELD: RequestState = { status: 'Complete' };

/**
 * The template an address names: as held (the list, or an earlier read), otherwise read on its own (a
 * link to a template on a page not loaded yet). `request` is that read's.
 */
export function useTemplate(id: string): { template: Template | undefined; request: RequestState; retry(): void } {
  const dispatch = useAppDispatch();
  const template = useAppSelector((state) => selectTemplate(state, id));
  const read = useAppSelector((state) => selectTemplateRead(state, id));
  const retry = () => dispatch(templateReadRequested({ id }));

  // Only when the screen opens: the list refreshing meanwhile may bring it too.
  useEffect(() => {
    if (!template) retry();
  }, [id]); // eslint-disable-line react-hooks/exhaustive-deps

  return { template, request: template && read.request.status === 'Ready' ? HELD : read.request, retry };
}
