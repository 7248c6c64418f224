import { selectUpload } from '@/features/unsubscribe-groups/selectors';
import { useUnsavedChangesGuard } from '@/shared/form/use-unsaved-changes-guard';
import { useAppSelector } from '@/shared/store/hooks';

/**
 * A running CSV upload goes on while the user opens other pages of the app, but reloading or closing
 * the tab pauses it: wherever the user is, the browser asks first. In-app navigation is never held
 * here (the whole app is the scope); the upload page asks for itself.
 */
export function RunningUploadGuard() {
  const uploading = useAppSelector((state) => selectUpload(state).status === 'Uploading');
  useUnsavedChangesGuard(uploading, { scope: '/' });
  return null;
}
