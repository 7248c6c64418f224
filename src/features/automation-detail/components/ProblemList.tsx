import { InlineAlert } from '@/shared/ui/InlineAlert';
import { fieldIdOf } from '../field-ids';
import { messages } from '../messages';
import type { PlacedProblem } from '../types';
import styles from './AutomationDetail.module.css';

interface Props {
  problems: readonly PlacedProblem[];
  /** Whether Validate or Set live ran: then no problems is news too. */
  validated: boolean;
  customUnsubscribe: boolean;
}

const textOf = (problem: PlacedProblem) => (problem.messageNumber === undefined ? problem.message : `Email ${problem.messageNumber}: ${problem.message}`);

function focusField(id: string) {
  const element = document.getElementById(id);
  element?.scrollIntoView?.({ block: 'center' });
  element?.focus();
}

/** What stops the automation, listed above the form: each item takes the focus to its field or email. */
export function ProblemList({ problems, validated, customUnsubscribe }: Props) {
  const unique = [...new Map(problems.map((problem) => [textOf(problem), problem])).values()];
  if (unique.length === 0) return validated ? <InlineAlert tone="success">{messages.noProblems}</InlineAlert> : null;
  const count = unique.length === 1 ? '1 problem' : `${unique.length} problems`;
  return (
    <InlineAlert tone="danger" title={`${count} to fix`}>
      <ul className={styles.problemList} aria-label="Problems to fix">
        {unique.map((problem) => {
          const target = fieldIdOf(problem, customUnsubscribe);
          return (
            <li key={textOf(problem)}>
              {target ? (
                <button type="button" className={styles.problemLink} onClick={() => focusField(target)}>
                  {textOf(problem)}
                </button>
              ) : (
                textOf(problem)
              )}
            </li>
          );
        })}
      </ul>
    </InlineAlert>
  );
}
