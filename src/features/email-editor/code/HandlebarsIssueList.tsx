import type { HandlebarsIssue } from '../checks/pre-send-checks';
import { PRE_SEND_MESSAGES } from '../checks/pre-send-checks';
import styles from './CodeEditor.module.css';

interface Props {
  issues: readonly HandlebarsIssue[];
  onGoToLine(line: number): void;
}

/** "Line N: message" for each issue, each taking the cursor to its line; announced politely as it changes. */
export function HandlebarsIssueList({ issues, onGoToLine }: Props) {
  return (
    <section className={styles.issues} aria-label="Handlebars issues">
      <p role="status" className={issues.length ? styles.issueCount : styles.clean}>
        {issues.length === 0 ? 'No Handlebars issues.' : issues.length === 1 ? '1 Handlebars issue:' : `${issues.length} Handlebars issues:`}
      </p>
      {issues.length > 0 && (
        <ul className={styles.issueList}>
          {issues.map((issue) => (
            <li key={`${issue.line}:${issue.message}`}>
              <button type="button" className={styles.issueButton} onClick={() => onGoToLine(issue.line)}>
                {PRE_SEND_MESSAGES.handlebars(issue)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
