import type { RequestState } from '@/shared/request-state/request-state';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { Skeleton } from '@/shared/ui/Skeleton';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';

/** While a campaign page waits for its campaign: placeholders, or why it could not load. */
export function CampaignLoading({ request }: { request: RequestState }) {
  if (request.status === 'Error') {
    return (
      <InlineAlert tone="danger" title="We could not load the ad campaign">
        {request.error.status === 404 ? 'There is no such campaign in your account.' : request.error.message}
      </InlineAlert>
    );
  }
  return (
    <div role="status">
      <VisuallyHidden>Loading the campaign…</VisuallyHidden>
      <Skeleton lines={8} />
    </div>
  );
}
