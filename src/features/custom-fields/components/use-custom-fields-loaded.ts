import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectCustomFieldsLoaded } from '../selectors';
import { customFieldsRequested } from '../slice';

/** Loads the field definitions once when a screen needs them and nobody has yet. */
export function useCustomFieldsLoaded(): void {
  const dispatch = useAppDispatch();
  const loaded = useAppSelector(selectCustomFieldsLoaded);
  useEffect(() => {
    if (!loaded) dispatch(customFieldsRequested());
  }, [dispatch, loaded]);
}
