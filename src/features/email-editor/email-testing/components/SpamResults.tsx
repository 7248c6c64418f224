import type { SpamResult } from '../types';
import styles from './EmailTesting.module.css';
import { MessageStatusBadge } from './MessageStatusBadge';

/** The spam test: its score against the threshold, and the rules the email tripped. */
export function SpamResults({ spam }: { spam: SpamResult }) {
  const passed = spam.score !== null && spam.score < spam.threshold;
  return (
    <section className={styles.spam} aria-labelledby="spam-test-heading">
      <div className={styles.resultHeader}>
        <h4 id="spam-test-heading" className={styles.subheading}>
          Spam test
        </h4>
        <MessageStatusBadge status={spam.status} />
      </div>
      {spam.status !== 'Complete' || spam.score === null ? (
        <p className={styles.muted}>Waiting for the spam filters…</p>
      ) : (
        <>
          <p className={passed ? styles.passed : styles.short}>
            Score {spam.score} of {spam.threshold}: {passed ? 'spam filters would let this email through.' : 'spam filters would likely mark this email as spam.'}
          </p>
          <table className={styles.table}>
            <caption className={styles.caption}>Spam filter rules the email tripped</caption>
            <thead>
              <tr>
                <th scope="col">Rule</th>
                <th scope="col">Points</th>
                <th scope="col">Why</th>
              </tr>
            </thead>
            <tbody>
              {spam.checks.map((check) => (
                <tr key={check.rule}>
                  <th scope="row">{check.rule}</th>
                  <td>{check.score}</td>
                  <td>{check.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
