import { Link } from 'react-router-dom';
import type { SendProblem } from '@/shared/sending/readiness';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import type { ReviewPaths } from '../paths';
import styles from './ReviewPage.module.css';

interface Props {
  problems: readonly SendProblem[];
  /** The editor's pre-send checks of the content: worth fixing, not blocking. */
  warnings: readonly string[];
  paths: ReviewPaths;
}

const FIX_LABELS: Record<SendProblem['field'], string> = {
  sender: 'Choose a sender',
  subject: 'Write the subject',
  recipients: 'Choose recipients',
  unsubscribe: 'Choose an unsubscribe option',
  abtest: 'Fix the A/B test',
  content: 'Fix the content',
  schedule: 'Choose another send time',
  sms: 'Fix the message',
};

/** Where each problem is fixed: the inline create screens of the review where one helps, else the editor. */
const fixPath = (field: SendProblem['field'], paths: ReviewPaths) =>
  field === 'schedule' ? `${paths.review}#when-to-send` : paths.editor;

/** Every problem left, each with a link to where it is fixed (spec: the review "with links to fix them"). */
export function ProblemList({ problems, warnings, paths }: Props) {
  return (
    <>
      {problems.length > 0 && (
        <InlineAlert tone="danger" title={problems.length === 1 ? '1 problem to fix before sending' : `${problems.length} problems to fix before sending`}>
          <ul className={styles.problems}>
            {problems.map((problem) => (
              <li key={`${problem.field}:${problem.message}`}>
                {problem.message} <Link to={fixPath(problem.field, paths)}>{FIX_LABELS[problem.field]}</Link>
                {problem.field === 'sender' && (
                  <>
                    {' '}or <Link to={`${paths.review}/create_sender`}>create a sender</Link>
                  </>
                )}
                {problem.field === 'unsubscribe' && (
                  <>
                    {' '}or <Link to={`${paths.review}/create_unsubscribe`}>create an unsubscribe group</Link>
                  </>
                )}
                {problem.field === 'recipients' && (
                  <>
                    {' '}or <Link to={`${paths.review}/create_list`}>create a list</Link>
                  </>
                )}
              </li>
            ))}
          </ul>
        </InlineAlert>
      )}
      {warnings.length > 0 && (
        <InlineAlert tone="warning" title="Pre-send checks">
          <ul className={styles.problems}>
            {warnings.map((warning) => (
              <li key={warning}>
                {warning} <Link to={paths.editor}>Open the editor</Link>
              </li>
            ))}
          </ul>
        </InlineAlert>
      )}
    </>
  );
}
