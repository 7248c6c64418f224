import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectSendersLoaded } from '../selectors';
import { sendersRequested } from '../slice';

/** Loads the senders once when a screen needs them and nobody has yet. */
export function useSendersLoaded(): void {
  const dispatch = useAppDispatch();
  const loaded = useAppSelector(selectSendersLoaded);
  useEffect(() => {
    if (!loaded) dispatch(sendersRequested());
  }, [dispatch, loaded]);
}
