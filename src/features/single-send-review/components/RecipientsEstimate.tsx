import { errorOf } from '@/shared/request-state/request-state';
import { useAppDispatch } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { Skeleton } from '@/shared/ui/Skeleton';
import { planExcess } from '../plan-limit';
import { estimateRequested, type SingleSendReviewState } from '../slice';
import styles from './ReviewPage.module.css';

const count = (value: number) => value.toLocaleString('en-US');

/** How many the send reaches, how many the exclusions take away, and the plan's room this month. */
export function RecipientsEstimate({ review }: { review: SingleSendReviewState }) {
  const dispatch = useAppDispatch();
  const { estimate, estimateRequest, id } = review;
  const error = errorOf(estimateRequest);
  const excess = planExcess(estimate);
  return (
    <Card title="Recipients">
      {error && !estimate ? (
        <InlineAlert tone="danger" title="We could not estimate the recipients">
          <Button size="sm" onClick={() => id && dispatch(estimateRequested({ id }))}>
            Try again
          </Button>
        </InlineAlert>
      ) : !estimate ? (
        <Skeleton width="60%" />
      ) : (
        <>
          <p>
            <span className={styles.figure}>{count(estimate.recipient_count)}</span> estimated recipients
          </p>
          <p>{count(estimate.excluded_count)} excluded by your exclusions and suppressions.</p>
          <p>
            Your plan has {count(estimate.emails_remaining_this_month)} of {count(estimate.plan_limit.emails_per_month)} emails left this month.
          </p>
          {excess && (
            <InlineAlert tone={excess.kind === 'hard' ? 'danger' : 'warning'} title={excess.kind === 'hard' ? 'Over your plan’s limit' : 'Overage charges apply'}>
              {excess.message}
            </InlineAlert>
          )}
        </>
      )}
    </Card>
  );
}
