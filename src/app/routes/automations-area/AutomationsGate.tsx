import { Outlet } from 'react-router-dom';
import { selectPlan } from '@/shared/account/account-selectors';
import { useAccountResources } from '@/shared/account/use-account-resources';
import { useAppSelector } from '@/shared/store/hooks';
import { PageLoading } from '../PageLoading';
import { AutomationsUpgradePage } from './AutomationsUpgradePage';

const ENTITLEMENTS = ['entitlements'] as const;

/**
 * The automations feature needs the Advanced plan (spec §5): every automations route table wraps its
 * screens in this layout, which shows them on that plan and, on any other, what automations do and the
 * upgrade. Entitlements that fail to load let the screens through: the server refuses what the plan does
 * not allow (403), and a broken offering call must not hide the area from those who have it.
 */
export function AutomationsGate() {
  const { loaded } = useAccountResources(ENTITLEMENTS);
  const plan = useAppSelector(selectPlan);
  if (!loaded) return <PageLoading />;
  if (plan !== undefined && plan !== 'advanced') return <AutomationsUpgradePage />;
  return <Outlet />;
}
