import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectIntegrationsLoaded, selectSmsAccount } from '../selectors';
import { integrationsRequested, smsCredentialsRequested } from '../slice';

/** Loads the integrations once when a screen needs them and nobody has yet. */
export function useIntegrationsLoaded(): void {
  const dispatch = useAppDispatch();
  const loaded = useAppSelector(selectIntegrationsLoaded);
  useEffect(() => {
    if (!loaded) dispatch(integrationsRequested());
  }, [dispatch, loaded]);
}

/** Asks once whether a Twilio account is connected, when a screen needs to know and nobody has yet. */
export function useSmsAccountKnown(): void {
  const dispatch = useAppDispatch();
  const { known } = useAppSelector(selectSmsAccount);
  useEffect(() => {
    if (!known) dispatch(smsCredentialsRequested());
  }, [dispatch, known]);
}
