import { errorOf } from '@/shared/request-state/request-state';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Spinner } from '@/shared/ui/Spinner';
import { safeImageUrl } from '@/shared/url/safe-image-url';
import styles from './EmailTesting.module.css';
import { EmailTestingFailure } from './EmailTestingFailure';
import { MessageStatusBadge } from './MessageStatusBadge';
import { resultNote } from './result-note';
import { useWatchedRun } from './use-watched-run';

interface Props {
  runId: string;
  clientId: string;
  testingPath: string;
}

/** `email_testing/view_results/:resultId/:view`: one client's result, its screenshot at full size. */
export function ClientResultView({ runId, clientId, testingPath }: Props) {
  const { run, request, retry } = useWatchedRun(runId);
  const result = run?.results.find((candidate) => candidate.clientId === clientId);
  const screenshot = result?.status === 'Complete' ? safeImageUrl(result.screenshotUrl) : undefined;
  const back = `${testingPath}/view_results/${encodeURIComponent(runId)}`;

  return (
    <div className={styles.screen}>
      {result ? (
        <>
          <div className={styles.resultHeader}>
            <h3 className={styles.heading}>
              {result.clientName} <span className={styles.muted}>{result.platform}</span>
            </h3>
            <MessageStatusBadge status={result.status} />
          </div>
          {screenshot ? (
            <img src={screenshot} alt={`Screenshot of ${run?.name ?? 'the email'} in ${result.clientName}, ${result.platform}`} className={styles.fullScreenshot} />
          ) : (
            <p className={styles.muted}>{resultNote(result)}</p>
          )}
        </>
      ) : errorOf(request) ? (
        <EmailTestingFailure onRetry={retry} />
      ) : run ? (
        <p>This test has no result for that client.</p>
      ) : (
        <Spinner label="Loading the test result" />
      )}
      <div className={styles.actions}>
        <ButtonLink to={back}>Back to all clients</ButtonLink>
      </div>
    </div>
  );
}
