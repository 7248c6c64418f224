import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useAccountDateTime } from '@/shared/account/use-account-date-time';
import { errorOf, isComplete, isInFlight } from '@/shared/request-state/request-state';
import { sendProblems } from '@/shared/sending/readiness';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { Checkbox } from '@/shared/ui/Checkbox';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { Modal } from '@/shared/ui/Modal';
import { reviewPathOf } from '../paths';
import { overageTotal, planExcess } from '../plan-limit';
import { scheduleRequested, scheduleReset, selectSingleSendReviewState } from '../slice';
import type { SendTiming } from '../types';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

const timingOf = (at: string | null): SendTiming | null => (at === 'now' ? { kind: 'now' } : at && ISO.test(at) ? { kind: 'at', iso: at } : null);

/**
 * `review/send?at=now|<ISO>`: confirms and sends or schedules. Over a soft plan limit the overage must be
 * accepted first; a hard limit offers no way on. The confirm makes one request however often it is clicked
 * (exhaustMap in the epic); on success the review shows what happened and how to take it back.
 */
export function SendDialog() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const reviewPath = reviewPathOf(useLocation().pathname);
  const review = useAppSelector(selectSingleSendReviewState);
  const formatTime = useAccountDateTime();
  const [accepted, setAccepted] = useState(false);
  const timing = timingOf(search.get('at'));
  const { send, estimate, schedule, planLimit } = review;
  const excess = planExcess(estimate);
  const busy = isInFlight(schedule);
  const close = () => navigate(reviewPath, { replace: true });

  useEffect(() => {
    dispatch(scheduleReset());
  }, [dispatch]);
  useEffect(() => {
    if (isComplete(schedule)) navigate(reviewPath, { replace: true });
  }, [navigate, reviewPath, schedule]);

  if (!send || !timing) return null;
  const problems = sendProblems(send, { now: new Date(), handlebarsIssues: 0 });
  const hard = excess?.kind === 'hard' || planLimit?.kind === 'hard';
  const needsAcceptance = !hard && (excess?.kind === 'soft' || planLimit?.kind === 'soft');
  const error = errorOf(schedule);
  const fieldMessages = error && !planLimit ? Object.values(error.fieldErrors) : [];
  const now = timing.kind === 'now';
  const reach = estimate ? `about ${estimate.recipient_count.toLocaleString('en-US')} recipients` : 'its recipients';
  const confirm = () => {
    if (!send) return;
    dispatch(scheduleRequested({ id: send.id, timing, acceptOverage: needsAcceptance && accepted }));
  };

  return (
    <Modal
      open
      onClose={busy ? () => undefined : close}
      title={now ? 'Send this single send now?' : 'Schedule this single send?'}
      footer={
        <>
          <Button onClick={close} disabled={busy}>
            Cancel
          </Button>
          {!hard && (
            <Button variant="primary" onClick={confirm} loading={busy} disabled={problems.length > 0 || (needsAcceptance && !accepted)}>
              {now ? 'Yes, send now' : 'Yes, schedule'}
            </Button>
          )}
        </>
      }
    >
      <p>
        {now
          ? `${send.name} goes to ${reach} now. For a minute afterwards you can undo the send.`
          : `${send.name} goes to ${reach} on ${formatTime(Date.parse(timing.iso))}.`}
      </p>
      {problems.length > 0 && <InlineAlert tone="danger" title="Fix the problems on the review first">{problems.map((problem) => problem.message).join(' ')}</InlineAlert>}
      {hard && (
        <InlineAlert tone="danger" title="Over your plan’s limit">
          {planLimit?.message ?? excess?.message}
        </InlineAlert>
      )}
      {needsAcceptance && (
        <>
          <InlineAlert tone="warning" title="Overage charges apply">
            {planLimit?.message ?? excess?.message}
            {excess && estimate && ` About ${overageTotal(excess, estimate)} in all.`}
          </InlineAlert>
          <Checkbox name="accept_overage" label="I accept the overage charges" checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />
        </>
      )}
      {error && !planLimit && (
        <InlineAlert tone="danger" title={now ? 'The send did not go' : 'The send was not scheduled'}>
          {fieldMessages.length > 0 ? fieldMessages.join(' ') : error.message}
        </InlineAlert>
      )}
    </Modal>
  );
}
