import { useEffect } from 'react';
import { errorOf } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectLegacyVersion } from '../selectors';
import { legacyVersionRequested } from '../slice';

/** Reads a version whole (its content) on each visit. */
export function useLegacyVersion(templateId: string, versionId: string) {
  const dispatch = useAppDispatch();
  const read = useAppSelector((state) => selectLegacyVersion(state, templateId, versionId));
  const load = () => dispatch(legacyVersionRequested({ templateId, versionId }));

  useEffect(() => {
    load();
  }, [templateId, versionId]); // eslint-disable-line react-hooks/exhaustive-deps

  const error = errorOf(read.request);
  return { version: read.item, request: read.request, error: error?.status === 404 ? undefined : error, notFound: error?.status === 404, retry: load };
}
