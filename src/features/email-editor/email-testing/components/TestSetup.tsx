import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorOf } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Checkbox } from '@/shared/ui/Checkbox';
import { CheckboxGroup } from '@/shared/ui/CheckboxGroup';
import { Spinner } from '@/shared/ui/Spinner';
import { selectChosenTestCost, selectTestChoice, selectTestClients } from '../email-testing-selectors';
import { clientsChosen, clientsRequested, spamTestChosen } from '../email-testing-slice';
import { messages } from '../messages';
import { CreditsSummary } from './CreditsSummary';
import styles from './EmailTesting.module.css';
import { EmailTestingFailure } from './EmailTestingFailure';

/** `email_testing`: the clients to render the email in (at least one), the spam test, and what it costs. */
export function TestSetup({ testingPath }: { testingPath: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const clients = useAppSelector(selectTestClients);
  const choice = useAppSelector(selectTestChoice);
  const cost = useAppSelector(selectChosenTestCost);
  const [reviewTried, setReviewTried] = useState(false);
  const clientError = reviewTried && choice.clientIds.length === 0 ? messages.clientRequired : undefined;

  useEffect(() => {
    if (clients.request.status === 'Ready') dispatch(clientsRequested());
  }, [dispatch, clients.request.status]);

  const review = () => {
    setReviewTried(true);
    if (choice.clientIds.length > 0) navigate(`${testingPath}/review`);
  };

  const options = clients.items.map((client) => ({ value: client.id, label: `${client.name} (${client.platform})` }));

  return (
    <div className={styles.screen}>
      <p className={styles.intro}>See how your email looks in the inboxes your readers use, and whether spam filters would let it through.</p>
      <CreditsSummary cost={cost} />
      {errorOf(clients.request) ? (
        <EmailTestingFailure onRetry={() => dispatch(clientsRequested())} />
      ) : clients.items.length === 0 ? (
        <Spinner label="Loading the email clients" />
      ) : (
        <>
          <CheckboxGroup
            legend="Inbox clients"
            name="clients"
            required
            options={options}
            value={choice.clientIds}
            onChange={(ids) => dispatch(clientsChosen(ids))}
            error={clientError}
            columnWidth="16rem"
            actions={
              <span className={styles.groupActions}>
                <Button size="sm" variant="tertiary" onClick={() => dispatch(clientsChosen(clients.items.map((client) => client.id)))}>
                  Select all
                </Button>
                <Button size="sm" variant="tertiary" onClick={() => dispatch(clientsChosen([]))}>
                  Clear
                </Button>
              </span>
            }
          />
          <Checkbox
            name="spam-test"
            label="Spam test"
            hint="Checks the email against common spam filter rules."
            checked={choice.spamTest}
            onChange={(event) => dispatch(spamTestChosen(event.currentTarget.checked))}
          />
        </>
      )}
      <div className={styles.actions}>
        <ButtonLink to={`${testingPath}/view_results`}>Past results</ButtonLink>
        <Button variant="primary" onClick={review} disabled={clients.items.length === 0}>
          Review test
        </Button>
      </div>
    </div>
  );
}
