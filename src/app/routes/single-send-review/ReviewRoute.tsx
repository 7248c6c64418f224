import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { selectEditorSession } from '@/features/email-editor/selectors';
import { ReviewPage } from '@/features/single-send-review/components/ReviewPage';
import { reviewPathOf } from '@/features/single-send-review/paths';
import { selectSingleSendReviewState } from '@/features/single-send-review/slice';
import { useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { reviewSessionKey, useReviewSession } from './review-session';
import { useContentChecks } from './use-content-checks';

const TestSendDialog = lazy(() => import('@/features/email-editor/test-send/TestSendDialog').then((module) => ({ default: module.TestSendDialog })));

/**
 * /single-sends/:id/review composed: the review feature's page, the content checks of the email editor,
 * and the editor's own test send and email testing over a read-only session of the send's content.
 */
export function ReviewRoute() {
  const { send } = useAppSelector(selectSingleSendReviewState);
  const reviewPath = reviewPathOf(useLocation().pathname);
  const contentChecks = useContentChecks(send);
  const [testSendOpen, setTestSendOpen] = useState(false);
  useReviewSession(send);
  const sessionKey = send ? reviewSessionKey(send.id) : '';
  const sessionOpen = useAppSelector((state) => sessionKey !== '' && selectEditorSession(state, sessionKey) !== undefined);

  const testTools = sessionOpen ? (
    <>
      <Button onClick={() => setTestSendOpen(true)}>Send a test</Button>
      <ButtonLink to={`${reviewPath}/email_testing`}>Email testing</ButtonLink>
      <Suspense fallback={null}>{testSendOpen && <TestSendDialog sessionKey={sessionKey} open onClose={() => setTestSendOpen(false)} />}</Suspense>
    </>
  ) : undefined;
  return <ReviewPage contentChecks={contentChecks} testTools={testTools} />;
}
