import { allMessages } from '@/shared/sending/automation-tree';
import { FieldError } from '@/shared/ui/FieldError';
import { FIELD_IDS } from '../field-ids';
import { problemsAt } from '../problems-at';
import type { CriteriaDraft, PlacedProblem } from '../types';
import styles from './AutomationDetail.module.css';
import { useEntryText } from './EntrySection';
import { SequenceSteps } from './SequenceSteps';
import { moveBetweenSteps, STEP_ATTRIBUTE } from './timeline-keys';
import { useDetail } from './use-detail';

const rules = (criteria: CriteriaDraft | null) => (criteria ? `${criteria.rules.length} ${criteria.rules.length === 1 ? 'rule' : 'rules'}` : 'none');

/**
 * The automation's flow top to bottom: the entry, each email with its delay, branching steps with their
 * two paths, then the exit criteria and goal. Each step is in the Tab order; on a step, the arrow keys
 * move to the next or previous one (timeline-keys.ts).
 */
export function Timeline({ problems }: { problems: readonly PlacedProblem[] }) {
  const { automation, draft } = useDetail();
  const entryText = useEntryText(draft?.entry ?? { kind: 'list', listId: '', segmentId: '' });
  if (!automation || !draft) return null;
  const firstNumber = allMessages(automation.steps)[0]?.number;
  const errors = problemsAt(problems, 'messages');
  // Steps take the focus so that the arrow keys can move between them (timeline-keys.ts).
  const step = { tabIndex: 0, [STEP_ATTRIBUTE]: '' };

  return (
    <section className={styles.timeline} aria-labelledby={FIELD_IDS.timeline}>
      <h2 id={FIELD_IDS.timeline} tabIndex={-1} className={styles.sectionTitle}>
        Timeline
      </h2>
      <p className={styles.hint} id={`${FIELD_IDS.timeline}-keys`}>
        On a step, the arrow keys move to the next or previous step.
      </p>
      {errors.length > 0 && <FieldError id={`${FIELD_IDS.timeline}-error`}>{errors.join(' ')}</FieldError>}
      {/* The list handles the arrow keys of the steps inside it (focusable list items), not its own. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <ol className={styles.steps} aria-label="Automation steps" aria-describedby={`${FIELD_IDS.timeline}-keys`} onKeyDown={moveBetweenSteps}>
        <li className={styles.step} {...step} aria-label={`Entry: ${entryText}`}>
          <h3 className={styles.stepTitle}>Entry</h3>
          <p className={styles.hint}>{entryText}</p>
        </li>
        <SequenceSteps sequence={automation.steps} depth={0} before={undefined} pathName="" firstNumber={firstNumber} problems={problems} />
        <li className={styles.step} {...step} aria-label={`Exit criteria: ${rules(draft.exitCriteria)}. Goal: ${rules(draft.goal)}.`}>
          <h3 className={styles.stepTitle}>Exit and goal</h3>
          <p className={styles.hint}>
            Exit criteria: {rules(draft.exitCriteria)}. Goal: {rules(draft.goal)}.
          </p>
        </li>
      </ol>
    </section>
  );
}
