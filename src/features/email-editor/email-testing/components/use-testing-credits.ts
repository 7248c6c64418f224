import { selectAccountResourceState, selectEmailTestingCredits, selectUserAccount } from '@/shared/account/account-selectors';
import { accountResourceRefreshRequested } from '@/shared/account/account-slice';
import { FREE_ACCOUNT_TYPE } from '@/shared/account/contact-usage';
import { useAccountResources } from '@/shared/account/use-account-resources';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';

const RESOURCES = ['emailTestingCredits', 'account'] as const;

/** The account's email testing credits (the account service's cached copy) and whether it is a free account. */
export function useTestingCredits() {
  const dispatch = useAppDispatch();
  useAccountResources(RESOURCES);
  const credits = useAppSelector(selectEmailTestingCredits);
  const request = useAppSelector((state) => selectAccountResourceState(state, 'emailTestingCredits').request);
  // Free and trial plans are free accounts: they must upgrade to buy credits.
  const free = useAppSelector(selectUserAccount)?.type === FREE_ACCOUNT_TYPE;
  return { credits, request, free, retry: () => dispatch(accountResourceRefreshRequested('emailTestingCredits')) };
}
