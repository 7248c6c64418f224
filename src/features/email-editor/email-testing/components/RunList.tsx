import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAccountDateTime } from '@/shared/account/use-account-date-time';
import { formatNumber } from '@/shared/format/display-format';
import { listPhase } from '@/shared/request-state/list-phase';
import { isInFlight } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Spinner } from '@/shared/ui/Spinner';
import { selectAllRuns, selectRunsComplete, selectRunsRequest } from '../email-testing-selectors';
import { runsRequested } from '../email-testing-slice';
import styles from './EmailTesting.module.css';
import { EmailTestingFailure } from './EmailTestingFailure';

/** `email_testing/view_results`: the account's test runs, newest first, a page at a time. */
export function RunList({ testingPath }: { testingPath: string }) {
  const dispatch = useAppDispatch();
  const runs = useAppSelector(selectAllRuns);
  const request = useAppSelector(selectRunsRequest);
  const complete = useAppSelector(selectRunsComplete);
  const formatTime = useAccountDateTime();
  const refresh = () => dispatch(runsRequested({ load: 'refresh' }));

  useEffect(() => {
    dispatch(runsRequested({ load: 'refresh' }));
  }, [dispatch]);

  const phase = listPhase(request, runs.length === 0);
  return (
    <div className={styles.screen}>
      <h3 className={styles.heading}>Test results</h3>
      {phase === 'Idle' || phase === 'Loading' ? (
        <Spinner label="Loading your test results" />
      ) : phase === 'Failed' ? (
        <EmailTestingFailure onRetry={refresh} />
      ) : runs.length === 0 ? (
        <p>No email tests yet. Run one to see how your email looks in your readers’ inboxes.</p>
      ) : (
        <>
          <table className={styles.table}>
            <caption className={styles.caption}>Email tests, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Started</th>
                <th scope="col">Clients</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {runs.map((run) => (
                <tr key={run.id}>
                  <th scope="row">
                    <Link to={`${testingPath}/view_results/${encodeURIComponent(run.id)}`}>{run.name}</Link>
                  </th>
                  <td>{formatTime(run.created)}</td>
                  <td>{formatNumber(run.results.length)}</td>
                  <td>{run.finished ? <Badge tone="success">Finished</Badge> : <Badge tone="info">Running</Badge>}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {!complete && (
            <Button loading={isInFlight(request)} onClick={() => dispatch(runsRequested({ load: 'next' }))}>
              Load more results
            </Button>
          )}
        </>
      )}
      <div className={styles.actions}>
        <ButtonLink to={testingPath} variant="primary">
          New test
        </ButtonLink>
      </div>
    </div>
  );
}
