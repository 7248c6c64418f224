import { errorOf, type RequestState } from '@/shared/request-state/request-state';
import { Button } from '@/shared/ui/Button';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { Spinner } from '@/shared/ui/Spinner';
import { messages } from '../messages';

/** What a dialog about one image shows while the image is not in the store: loading, or the spec's failure. */
export function ImageLoadState({ request, onRetry }: { request: RequestState; onRetry(): void }) {
  if (!errorOf(request)) return <Spinner label="Loading the image" />;
  return (
    <InlineAlert tone="danger" title={messages.fetchFailed}>
      <Button size="sm" onClick={onRetry}>
        Try again
      </Button>
    </InlineAlert>
  );
}
