import { formatNumber } from '@/shared/format/display-format';
import { errorOf } from '@/shared/request-state/request-state';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { BILLING_URL } from '../links';
import { EMAIL_TEST_CREDITS } from '../limits';
import styles from './EmailTesting.module.css';
import { EmailTestingFailure } from './EmailTestingFailure';
import { useTestingCredits } from './use-testing-credits';

const credits = (count: number) => `${formatNumber(count)} ${count === 1 ? 'credit' : 'credits'}`;

/** The link to the account's billing page, where free accounts upgrade and paid ones buy credits. */
function BillingLink({ children }: { children: string }) {
  return (
    <a href={BILLING_URL} target="_blank" rel="noreferrer" aria-label={`${children} (opens in a new tab)`}>
      {children}
    </a>
  );
}

/**
 * The credits left and, with `cost`, what the chosen test costs of them. Free accounts must upgrade to
 * buy more; paid ones are told where to buy them.
 */
export function CreditsSummary({ cost }: { cost?: number }) {
  const { credits: account, request, free, retry } = useTestingCredits();
  if (account === undefined) {
    return errorOf(request) ? <EmailTestingFailure onRetry={retry} /> : <p className={styles.muted}>Loading your email testing credits…</p>;
  }
  const more = free ? (
    <>
      Free plans cannot buy more credits: <BillingLink>Upgrade your plan</BillingLink> to buy them.
    </>
  ) : (
    <>
      Need more? <BillingLink>Buy email testing credits</BillingLink>.
    </>
  );
  if (!account.entitled) {
    return (
      <InlineAlert tone="info" title="Email testing is not included in your plan">
        {free ? <BillingLink>Upgrade your plan</BillingLink> : 'Ask your account administrator to add it.'}
      </InlineAlert>
    );
  }
  const short = cost !== undefined && cost > account.remain;
  return (
    <section className={styles.credits} aria-label="Email testing credits">
      <p>
        <strong>{credits(account.remain)}</strong> left. Each client costs {credits(EMAIL_TEST_CREDITS.perClient)}, the spam test{' '}
        {credits(EMAIL_TEST_CREDITS.perSpamTest)}.
      </p>
      {cost !== undefined && (
        <p role="status" className={short ? styles.short : undefined}>
          {cost === 0
            ? ''
            : short
              ? `This test costs ${credits(cost)}: you have ${credits(account.remain)}. Choose fewer clients or get more credits.`
              : `This test costs ${credits(cost)}; ${credits(account.remain - cost)} will be left.`}
        </p>
      )}
      <p className={styles.muted}>{more}</p>
    </section>
  );
}
