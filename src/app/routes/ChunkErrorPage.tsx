import { useEffect } from 'react';
import { Spinner } from '@/shared/ui/Spinner';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { chunkLoadFailed, selectChunkRecovery } from '../shell/shell-slice';
import type { ChunkLoadError } from './chunk-loading';
import { ErrorScreen } from './ErrorScreen';
import styles from './ErrorDetails.module.css';

/** A page's script did not load: the app reloads once, and shows the exception page if that did not help. */
export function ChunkErrorPage({ error }: { error: ChunkLoadError }) {
  const dispatch = useAppDispatch();
  const recovery = useAppSelector(selectChunkRecovery);

  useEffect(() => {
    dispatch(chunkLoadFailed());
  }, [dispatch, error]);

  if (recovery !== 'gave-up') return <Spinner label="Reloading the page" />;
  return (
    <ErrorScreen title="Something went wrong" heading="This page could not be loaded">
      <p>Part of the app did not download. Check your connection, then try again.</p>
      <p className={styles.details}>{error.message}</p>
    </ErrorScreen>
  );
}
