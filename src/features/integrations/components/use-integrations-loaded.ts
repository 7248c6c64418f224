import { useAppSelector } from '@/shared/store/hooks';
import { useLoadOnce } from '@/shared/store/use-load-once';
import { selectIntegrationsLoaded, selectSmsAccount } from '../selectors';
import { integrationsRequested, smsCredentialsRequested } from '../slice';

/** Loads the integrations once when a screen needs them and nobody has yet. */
export function useIntegrationsLoaded(): void {
  useLoadOnce(useAppSelector(selectIntegrationsLoaded), integrationsRequested);
}

/** Asks once whether a Twilio account is connected, when a screen needs to know and nobody has yet. */
export function useSmsAccountKnown(): void {
  useLoadOnce(useAppSelector(selectSmsAccount).known, smsCredentialsRequested);
}
