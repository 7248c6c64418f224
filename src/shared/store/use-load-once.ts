import type { Action } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { useAppDispatch } from './hooks';

/**
 * For a screen that needs a list: dispatches `load()` when the screen opens and the list has not been
 * loaded. Once per screen: a failure shows its retry instead of loading again, and a list that reloads
 * empty elsewhere is not asked for twice.
 */
export function useLoadOnce(loaded: boolean, load: () => Action): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!loaded) dispatch(load());
  }, [dispatch]); // eslint-disable-line react-hooks/exhaustive-deps
}
