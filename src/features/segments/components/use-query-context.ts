import { useMemo } from 'react';
import { selectAllContactFields, selectCustomFieldsLoaded } from '@/features/custom-fields/selectors';
import { customFieldsRequested } from '@/features/custom-fields/slice';
import { selectUserTimezone } from '@/shared/account/account-selectors';
import { useAccountResources } from '@/shared/account/use-account-resources';
import { useAppSelector } from '@/shared/store/hooks';
import { useLoadOnce } from '@/shared/store/use-load-once';
import type { QueryContext } from '../query/model';

const TIMEZONE = ['timezone'] as const;

/**
 * What reading and writing a query needs: the field definitions and the user's time zone (dates are their
 * wall-clock times). Null until both are in: a date read in the wrong zone would be saved shifted.
 */
export function useQueryContext(): { context: QueryContext | null; timeZoneName: string } {
  const fieldsLoaded = useAppSelector(selectCustomFieldsLoaded);
  useLoadOnce(fieldsLoaded, customFieldsRequested);
  const { loaded: timeZoneLoaded } = useAccountResources(TIMEZONE);
  const fields = useAppSelector(selectAllContactFields);
  const timeZone = useAppSelector(selectUserTimezone);
  const ready = fieldsLoaded && timeZoneLoaded;
  const context = useMemo(() => (ready ? { fields, timeZone: timeZone.code } : null), [ready, fields, timeZone.code]);
  return { context, timeZoneName: timeZone.name };
}
