import { createPortal } from 'react-dom';
import { alertDismissed, selectAlerts } from '@/shared/alerts/alerts-slice';
import { AlertStackView } from '@/shared/ui/AlertStackView';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';

export const ALERTS_ROOT_ID = 'alerts-root';

/** Renders the alerts into the root alerts container (index.html), or in place when it is missing. */
export function AlertStack() {
  const dispatch = useAppDispatch();
  const alerts = useAppSelector(selectAlerts);
  const view = <AlertStackView alerts={alerts} onDismiss={(id) => dispatch(alertDismissed(id))} />;
  const container = document.getElementById(ALERTS_ROOT_ID);
  return container ? createPortal(view, container) : view;
}
