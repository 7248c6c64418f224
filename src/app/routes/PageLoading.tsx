import { Spinner } from '@/shared/ui/Spinner';

export function PageLoading() {
  return <Spinner label="Loading page" />;
}
