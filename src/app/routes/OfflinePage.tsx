import { Button } from '@/shared/ui/Button';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PageHeader } from '@/shared/ui/PageHeader';

interface Props {
  onRetry(): void;
  retrying: boolean;
  /** A retry already failed for want of a connection. */
  stillOffline: boolean;
}

/** A screen whose code has not been downloaded yet, opened without a connection. */
export function OfflinePage({ onRetry, retrying, stillOffline }: Props) {
  return (
    <>
      <PageHeader title="You are offline" />
      <EmptyState
        title="This page needs a connection to open"
        action={
          <Button variant="primary" loading={retrying} onClick={onRetry}>
            Try again
          </Button>
        }
      >
        <p>Its part of the app has not been downloaded yet. Reconnect, then try again.</p>
        <p role="status">{stillOffline ? 'Still offline: the page could not be downloaded.' : ''}</p>
      </EmptyState>
    </>
  );
}
