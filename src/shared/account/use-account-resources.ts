import { useEffect, useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import type { AccountResourceName } from './account-resources';
import { accountResourcesRequested } from './account-slice';

export interface AccountResourcesStatus {
  /** Every named resource has been answered, successfully or not. */
  loaded: boolean;
  /** The named resources whose request failed. */
  failed: AccountResourceName[];
}

/**
 * Asks for the account resources a screen needs when it mounts; the account service loads each one
 * once per session, however many screens ask. Read the data with the account selectors.
 */
export function useAccountResources(names: readonly AccountResourceName[]): AccountResourcesStatus {
  const dispatch = useAppDispatch();
  // A new array with the same names each render must not ask again.
  const key = names.join(',');
  const wanted = useMemo(() => (key === '' ? [] : (key.split(',') as AccountResourceName[])), [key]);

  useEffect(() => {
    if (wanted.length > 0) dispatch(accountResourcesRequested(wanted));
  }, [dispatch, wanted]);

  const statuses = useAppSelector(
    (state) => wanted.map((name) => state.account.resources[name].request.status),
    shallowEqual,
  );

  return useMemo(
    () => ({
      loaded: statuses.every((status) => status === 'Complete' || status === 'Error'),
      failed: wanted.filter((_name, index) => statuses[index] === 'Error'),
    }),
    [statuses, wanted],
  );
}
