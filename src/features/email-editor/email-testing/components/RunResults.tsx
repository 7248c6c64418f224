import { Link } from 'react-router-dom';
import { useAccountDateTime } from '@/shared/account/use-account-date-time';
import { formatNumber } from '@/shared/format/display-format';
import { errorOf } from '@/shared/request-state/request-state';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Spinner } from '@/shared/ui/Spinner';
import { safeImageUrl } from '@/shared/url/safe-image-url';
import type { ClientResult, EmailTestRun } from '../types';
import styles from './EmailTesting.module.css';
import { EmailTestingFailure } from './EmailTestingFailure';
import { MessageStatusBadge } from './MessageStatusBadge';
import { resultNote } from './result-note';
import { SpamResults } from './SpamResults';
import { useWatchedRun } from './use-watched-run';

const isIn = (result: ClientResult) => result.status === 'Complete' || result.status === 'Bounced';

/** `email_testing/view_results/:resultId`: each client's result as it comes in, and the spam test's. */
export function RunResults({ runId, testingPath }: { runId: string; testingPath: string }) {
  const { run, request, retry } = useWatchedRun(runId);
  const formatTime = useAccountDateTime();

  return (
    <div className={styles.screen}>
      {run ? (
        <>
          <h3 className={styles.heading}>{run.name}</h3>
          <p className={styles.muted}>
            Started {formatTime(run.created)} · {formatNumber(run.creditsUsed)} credits used
          </p>
          <p role="status">{progressText(run)}</p>
          {errorOf(request) && <EmailTestingFailure onRetry={retry} />}
          <ul className={styles.results} aria-label="Inbox results">
            {run.results.map((result) => (
              <li key={result.clientId} className={styles.result}>
                <ClientResultCard result={result} to={`${testingPath}/view_results/${encodeURIComponent(run.id)}/${encodeURIComponent(result.clientId)}`} />
              </li>
            ))}
          </ul>
          {run.spam && <SpamResults spam={run.spam} />}
        </>
      ) : errorOf(request) ? (
        <EmailTestingFailure onRetry={retry} />
      ) : (
        <Spinner label="Loading the test results" />
      )}
      <div className={styles.actions}>
        <ButtonLink to={`${testingPath}/view_results`}>All results</ButtonLink>
        <ButtonLink to={testingPath} variant="primary">
          New test
        </ButtonLink>
      </div>
    </div>
  );
}

function progressText(run: EmailTestRun) {
  if (run.finished) return 'All results are in.';
  const inCount = run.results.filter(isIn).length;
  return `${formatNumber(inCount)} of ${formatNumber(run.results.length)} inbox results are in. This screen updates as they arrive.`;
}

function ClientResultCard({ result, to }: { result: ClientResult; to: string }) {
  const screenshot = result.status === 'Complete' ? safeImageUrl(result.screenshotUrl) : undefined;
  return (
    <>
      <div className={styles.resultHeader}>
        <span>
          <strong>{result.clientName}</strong>
          <span className={styles.muted}> {result.platform}</span>
        </span>
        <MessageStatusBadge status={result.status} />
      </div>
      {screenshot ? (
        <Link to={to} className={styles.screenshotLink}>
          <img src={screenshot} alt={`Screenshot in ${result.clientName}, ${result.platform}`} className={styles.screenshot} />
        </Link>
      ) : (
        <p className={styles.muted}>{resultNote(result)}</p>
      )}
    </>
  );
}
