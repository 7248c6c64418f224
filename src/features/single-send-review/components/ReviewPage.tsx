import { useEffect, type ReactNode } from 'react';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import { selectUserTimezone } from '@/shared/account/account-selectors';
import { useAccountDateTime } from '@/shared/account/use-account-date-time';
import { errorOf, isInFlight } from '@/shared/request-state/request-state';
import { sendProblems } from '@/shared/sending/readiness';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Spinner } from '@/shared/ui/Spinner';
import { reviewPathOf, reviewPaths } from '../paths';
import { planExcess } from '../plan-limit';
import { outcomeDismissed, reviewOpened, selectSingleSendReviewState, unscheduleRequested } from '../slice';
import { OutcomeAlert } from './OutcomeAlert';
import { ProblemList } from './ProblemList';
import { RecipientsEstimate } from './RecipientsEstimate';
import styles from './ReviewPage.module.css';
import { ReviewSummary } from './ReviewSummary';
import { SendForm } from './SendForm';
import { isSending, StatusPanel } from './StatusPanel';

/** What the host found in the content (the editor's checks, loaded lazily); undefined while it looks. */
export interface ContentChecks {
  handlebarsIssues: number;
  warnings: readonly string[];
}

export interface ReviewPageProps {
  contentChecks?: ContentChecks;
  /** The test send and email testing controls, the editor's own, composed by the host. */
  testTools?: ReactNode;
}

const now = () => new Date();

/**
 * /single-sends/:id/review: everything the send will do, every problem left with a link to fix it, the
 * recipients estimate against the plan, and send now or schedule; its sub-screens (send, the inline
 * creates, email testing) open over it through the Outlet.
 */
export function ReviewPage({ contentChecks, testTools }: ReviewPageProps) {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const review = useAppSelector(selectSingleSendReviewState);
  const timeZone = useAppSelector(selectUserTimezone).code;
  const formatTime = useAccountDateTime();
  const reviewPath = reviewPathOf(useLocation().pathname);
  const mine = review.id === id;

  useEffect(() => {
    dispatch(reviewOpened({ id }));
  }, [dispatch, id]);

  const send = mine ? review.send : null;
  const paths = reviewPaths(reviewPath, id, send?.channel ?? 'email');
  const breadcrumb = [{ label: 'Single Sends', to: paths.area }];
  const loadError = mine ? errorOf(review.load) : undefined;

  if (loadError) {
    return (
      <>
        <PageHeader title="Review" breadcrumb={breadcrumb} />
        {loadError.status === 404 ? (
          <EmptyState title="This single send does not exist" action={<ButtonLink to={paths.area}>Back to Single Sends</ButtonLink>}>
            It may have been deleted, perhaps in another tab.
          </EmptyState>
        ) : (
          <EmptyState title="We could not open this single send" action={<Button onClick={() => dispatch(reviewOpened({ id }))}>Try again</Button>}>
            {loadError.message}
          </EmptyState>
        )}
      </>
    );
  }
  if (!send) return <Spinner size="lg" label="Opening the review" />;

  const at = now();
  const problems = sendProblems(send, { now: at, handlebarsIssues: contentChecks?.handlebarsIssues ?? 0, recipientCount: review.estimate?.recipient_count });
  const excess = planExcess(review.estimate);
  const blockedBecause =
    problems.length > 0
      ? 'Fix the problems above to send.'
      : excess?.kind === 'hard'
        ? 'Your plan’s limit stops this send.'
        : !contentChecks && send.channel === 'email'
          ? 'Checking the content…'
          : null;
  const busy = isInFlight(review.unschedule);
  const takeBack = () => dispatch(unscheduleRequested({ id: send.id, sending: isSending(send, now()) }));
  const alertOffersTakeBack = review.outcome?.kind === 'sent' || review.outcome?.kind === 'scheduled';

  return (
    <div className={styles.page}>
      <PageHeader
        title={`Review ${send.name}`}
        breadcrumb={[...breadcrumb, { label: send.name, to: paths.editor }]}
        actions={send.status === 'draft' ? <ButtonLink to={paths.editor}>Edit the single send</ButtonLink> : undefined}
      />
      <OutcomeAlert
        outcome={review.outcome}
        formatTime={formatTime}
        editorPath={paths.editor}
        busy={busy}
        onTakeBack={takeBack}
        onDismiss={() => dispatch(outcomeDismissed())}
      />
      {send.status === 'draft' && <ProblemList problems={problems} warnings={contentChecks?.warnings ?? []} paths={paths} />}
      <div className={styles.columns}>
        <ReviewSummary send={send} names={review.names} />
        <div className={styles.page}>
          <RecipientsEstimate review={review} />
          {send.status === 'draft' ? (
            <SendForm reviewPath={reviewPath} timeZone={timeZone} blockedBecause={blockedBecause} now={now} />
          ) : (
            <StatusPanel send={send} now={at} statsPath={paths.stats} formatTime={formatTime} onTakeBack={alertOffersTakeBack ? undefined : takeBack} busy={busy} />
          )}
          {testTools && send.channel === 'email' && <div className={styles.tools}>{testTools}</div>}
        </div>
      </div>
      <Outlet />
    </div>
  );
}
