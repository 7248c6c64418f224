import { useEffect } from 'react';
import { errorOf } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectLegacyTemplateRead, selectListedTemplate } from '../selectors';
import { legacyTemplateRequested } from '../slice';

/** Reads the template on each visit (it may have changed); the list's copy shows meanwhile. */
export function useLegacyTemplate(id: string) {
  const dispatch = useAppDispatch();
  const read = useAppSelector((state) => selectLegacyTemplateRead(state, id));
  const listed = useAppSelector((state) => selectListedTemplate(state, id));
  const load = () => dispatch(legacyTemplateRequested({ id }));

  useEffect(() => {
    load();
  }, [id]); // eslint-disable-line react-hooks/exhaustive-deps

  const error = errorOf(read.request);
  const notFound = read.notLegacy === true || error?.status === 404;
  return { template: notFound ? null : (read.item ?? listed ?? null), request: read.request, error: notFound ? undefined : error, notFound, retry: load };
}
