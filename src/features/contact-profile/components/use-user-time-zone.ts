import { selectUserTimezone } from '@/shared/account/account-selectors';
import { useAccountResources } from '@/shared/account/use-account-resources';
import { useAppSelector } from '@/shared/store/hooks';

const TIMEZONE = ['timezone'] as const;

/** The user's IANA time zone from the account service; UTC until it is loaded. */
export function useUserTimeZone(): string {
  useAccountResources(TIMEZONE);
  return useAppSelector(selectUserTimezone).code;
}
