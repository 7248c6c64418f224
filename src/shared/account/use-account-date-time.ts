import { useMemo } from 'react';
import { useAppSelector } from '../store/hooks';
import { selectUserTimezone } from './account-selectors';
import { useAccountResources } from './use-account-resources';

const TIMEZONE = ['timezone'] as const;

/** Formats a time in the user's time zone ("Oct 1, 2026, 9:30 AM"); UTC until the zone is loaded. */
export function useAccountDateTime(): (time: number) => string {
  useAccountResources(TIMEZONE);
  const timeZone = useAppSelector(selectUserTimezone).code;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone });
    return (time: number) => format.format(time);
  }, [timeZone]);
}
