import { useUnsavedChangesGuard } from '@/shared/form/use-unsaved-changes-guard';
import { selectBackgroundWorkRunning } from '@/shared/store/background-work';
import { useAppSelector } from '@/shared/store/hooks';

/**
 * Work such as a CSV upload goes on while the user opens other pages of the app, but reloading or
 * closing the tab stops it: wherever the user is, the browser asks first. In-app navigation is never
 * held here (the whole app is the scope); the screen that runs the work asks for itself.
 */
export function BackgroundWorkGuard() {
  useUnsavedChangesGuard(useAppSelector(selectBackgroundWorkRunning), { scope: '/' });
  return null;
}
