import { Spinner } from '@/shared/ui/Spinner';

/** Shown for the moment a full-page redirect takes. */
export function RedirectingPage() {
  return <Spinner label="Redirecting" />;
}
