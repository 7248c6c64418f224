import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRequestOutcome } from '@/shared/form/use-request-outcome';
import { formatNumber } from '@/shared/format/display-format';
import { errorOf, isInFlight } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { selectEditorSession } from '../../selectors';
import { selectChosenTestCost, selectStartedRunId, selectTestChoice, selectTestClients, selectTestRunRequest } from '../email-testing-selectors';
import { testRunRequested, testRunReset } from '../email-testing-slice';
import { messages } from '../messages';
import { CreditsSummary } from './CreditsSummary';
import styles from './EmailTesting.module.css';
import { EmailTestingFailure } from './EmailTestingFailure';
import { useTestingCredits } from './use-testing-credits';

interface Props {
  sessionKey: string;
  testingPath: string;
}

/** `email_testing/review`: the test about to run and its cost, then Run test; its results open once it starts. */
export function TestReview({ sessionKey, testingPath }: Props) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const title = useAppSelector((state) => selectEditorSession(state, sessionKey)?.title);
  const choice = useAppSelector(selectTestChoice);
  const clients = useAppSelector(selectTestClients).items.filter((client) => choice.clientIds.includes(client.id));
  const cost = useAppSelector(selectChosenTestCost);
  const request = useAppSelector(selectTestRunRequest);
  const startedRunId = useAppSelector(selectStartedRunId);
  const { credits } = useTestingCredits();
  const affordable = credits !== undefined && credits.entitled && cost <= credits.remain;

  useRequestOutcome(request, { onComplete: () => navigate(`${testingPath}/view_results/${startedRunId ?? ''}`) });
  useEffect(() => () => void dispatch(testRunReset()), [dispatch]);

  if (clients.length === 0) {
    return (
      <div className={styles.screen}>
        <InlineAlert tone="warning">{messages.clientRequired}</InlineAlert>
        <div className={styles.actions}>
          <ButtonLink to={testingPath}>Choose clients</ButtonLink>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.screen}>
      <h3 className={styles.heading}>Review your test</h3>
      <dl className={styles.summary}>
        <div>
          <dt>Email</dt>
          <dd>{title}</dd>
        </div>
        <div>
          <dt>Inbox clients ({formatNumber(clients.length)})</dt>
          <dd>
            <ul className={styles.clientList}>
              {clients.map((client) => (
                <li key={client.id}>
                  {client.name} ({client.platform})
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>Spam test</dt>
          <dd>{choice.spamTest ? 'Yes' : 'No'}</dd>
        </div>
      </dl>
      <CreditsSummary cost={cost} />
      {errorOf(request) && <EmailTestingFailure />}
      <div className={styles.actions}>
        <ButtonLink to={testingPath}>Back</ButtonLink>
        <Button variant="primary" loading={isInFlight(request)} disabled={!affordable} onClick={() => dispatch(testRunRequested({ sessionKey }))}>
          Run test
        </Button>
      </div>
    </div>
  );
}
