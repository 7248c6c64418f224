import type { Action, Dispatch } from '@reduxjs/toolkit';
import { useEffect, useMemo } from 'react';
// The typed hooks of src/app/hooks.ts are out of the shared kernel's reach (it does not import the
// app), so this file types react-redux's hooks for the account slice itself, the same way.
// eslint-disable-next-line no-restricted-imports
import { shallowEqual, useDispatch, useSelector } from 'react-redux';
import type { AccountResourceName } from './account-resources';
import type { AccountRootState } from './account-selectors';
import { accountResourcesRequested } from './account-slice';

const useAccountDispatch = useDispatch.withTypes<Dispatch<Action>>();
const useAccountSelector = useSelector.withTypes<AccountRootState>();

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
  const dispatch = useAccountDispatch();
  // A new array with the same names each render must not ask again.
  const key = names.join(',');
  const wanted = useMemo(() => (key === '' ? [] : (key.split(',') as AccountResourceName[])), [key]);

  useEffect(() => {
    if (wanted.length > 0) dispatch(accountResourcesRequested(wanted));
  }, [dispatch, wanted]);

  const statuses = useAccountSelector(
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
