import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AutomationMessageDto, BranchCondition, BranchDto, StepSequenceDto } from '@/shared/sending/automation';
import { AUTOMATION_LIMITS } from '@/shared/sending/automation-limits';
import { isInFlight } from '@/shared/request-state/request-state';
import { Button } from '@/shared/ui/Button';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { RadioGroup } from '@/shared/ui/RadioGroup';
import { Select } from '@/shared/ui/Select';
import { branchAddRequested, branchConditionEdited, branchDeleteRequested } from '../slice';
import type { PlacedProblem } from '../types';
import styles from './AutomationDetail.module.css';
import { MessageStep } from './MessageStep';
import { STEP_ATTRIBUTE } from './timeline-keys';
import { useDetail } from './use-detail';

const CONDITIONS: { value: BranchCondition; label: string }[] = [
  { value: 'opened', label: 'Opened the previous email' },
  { value: 'clicked', label: 'Clicked a link in the previous email' },
];

const PAST: Record<BranchCondition, [yes: string, no: string]> = {
  opened: ['Opened', 'Did not open'],
  clicked: ['Clicked', 'Did not click'],
};

interface SequenceProps {
  sequence: StepSequenceDto;
  depth: number;
  /** The email contacts got just before this path starts (what its branch split on), if any. */
  before: AutomationMessageDto | undefined;
  /** What the path is called in its controls' names: '' for the main path. */
  pathName: string;
  firstNumber: number | undefined;
  problems: readonly PlacedProblem[];
}

/** The steps of one path, as list items of the timeline: its emails, then its branching step. */
export function SequenceSteps({ sequence, depth, before, pathName, firstNumber, problems }: SequenceProps) {
  const splitOn = sequence.messages.at(-1) ?? before;
  return (
    <>
      {sequence.messages.map((message) => (
        <MessageStep key={message.id} message={message} isFirst={message.number === firstNumber} problems={problems} />
      ))}
      {sequence.branch && splitOn && <BranchStep branch={sequence.branch} depth={depth + 1} splitOn={splitOn} firstNumber={firstNumber} problems={problems} />}
      <SequenceEnd sequence={sequence} depth={depth} canBranch={splitOn !== undefined} pathName={pathName} />
    </>
  );
}

/** The end of a path: add an email to it, or end it in a branching step. */
function SequenceEnd({ sequence, depth, canBranch, pathName }: { sequence: StepSequenceDto; depth: number; canBranch: boolean; pathName: string }) {
  const { id, dispatch, automation, readOnly, detail } = useDetail();
  const [adding, setAdding] = useState(false);
  const [condition, setCondition] = useState<BranchCondition>('opened');
  if (!automation || readOnly) return null;
  const branchable = canBranch && !sequence.branch && depth < AUTOMATION_LIMITS.branchDepth;
  const where = pathName === '' ? '' : ` to the ${pathName} path`;
  return (
    <li className={styles.sequenceEnd}>
      <div className={styles.row}>
        {!sequence.branch && (
          <Link
            className={styles.addLink}
            to={`messages/${automation.next_message_number}/new/selector?sequence=${encodeURIComponent(sequence.id)}`}
            aria-label={`Add an email${where}`}
          >
            Add an email
          </Link>
        )}
        {branchable && !adding && (
          <Button size="sm" aria-label={`Add a branching step${where}`} onClick={() => setAdding(true)}>
            Add a branching step
          </Button>
        )}
      </div>
      {adding && (
        <div className={styles.editBox}>
          <RadioGroup legend="Split contacts on whether they" name={`branch-${sequence.id}`} options={CONDITIONS} value={condition} onChange={(value) => setCondition(value as BranchCondition)} />
          <div className={styles.row}>
            <Button
              variant="primary"
              size="sm"
              loading={isInFlight(detail.structure)}
              onClick={() => {
                dispatch(branchAddRequested({ id, sequenceId: sequence.id, condition }));
                setAdding(false);
              }}
            >
              Add branching step
            </Button>
            <Button size="sm" onClick={() => setAdding(false)}>
              Cancel
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

interface BranchProps {
  branch: BranchDto;
  depth: number;
  splitOn: AutomationMessageDto;
  firstNumber: number | undefined;
  problems: readonly PlacedProblem[];
}

/** A branching step: the condition on the email before it, and its two paths side by side (stacked when narrow). */
function BranchStep({ branch, depth, splitOn, firstNumber, problems }: BranchProps) {
  const { id, dispatch, draft, readOnly, detail } = useDetail();
  const [confirming, setConfirming] = useState(false);
  const condition = draft?.branches[branch.id] ?? branch.condition;
  const [yesName, noName] = PAST[condition];
  const arms = [
    { key: 'yes', sequence: branch.yes, name: `${yesName.toLowerCase()}` },
    { key: 'no', sequence: branch.no, name: `${noName.toLowerCase()}` },
  ] as const;
  const verb = condition === 'opened' ? 'opened' : 'clicked a link in';

  return (
    <li
      className={styles.branch}
      // A step takes the focus so that the arrow keys can move between steps (timeline-keys.ts).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      {...{ [STEP_ATTRIBUTE]: '' }}
      aria-label={`Branching step: contacts who ${verb} email ${splitOn.number} take one path, the others the other`}
    >
      <h3 className={styles.stepTitle}>Branching step on email {splitOn.number}</h3>
      <div className={styles.row}>
        <Select
          label="Split contacts on whether they"
          name={`branch-${branch.id}-condition`}
          value={condition}
          disabled={readOnly}
          options={CONDITIONS.map((option) => ({ value: option.value, label: option.label.replace('the previous email', `email ${splitOn.number}`) }))}
          onChange={(event) => dispatch(branchConditionEdited({ id, branchId: branch.id, condition: event.target.value as BranchCondition }))}
        />
        {!readOnly && (
          <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
            Remove branching step
          </Button>
        )}
      </div>
      <div className={styles.arms}>
        {arms.map((arm) => (
          <section key={arm.key} className={styles.arm} aria-label={`${arm.key === 'yes' ? yesName : noName} email ${splitOn.number}`}>
            <h4 className={styles.armTitle}>
              {arm.key === 'yes' ? yesName : noName} email {splitOn.number}
            </h4>
            {arm.sequence.messages.length === 0 && !arm.sequence.branch && <p className={styles.hint}>No emails on this path yet.</p>}
            <ol className={styles.steps}>
              <SequenceSteps sequence={arm.sequence} depth={depth} before={splitOn} pathName={`“${arm.name} email ${splitOn.number}”`} firstNumber={firstNumber} problems={problems} />
            </ol>
          </section>
        ))}
      </div>
      <ConfirmDialog
        open={confirming}
        title="Remove this branching step?"
        confirmLabel="Remove branching step"
        busy={isInFlight(detail.structure)}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          dispatch(branchDeleteRequested({ id, branchId: branch.id }));
          setConfirming(false);
        }}
      >
        The emails of both its paths are deleted with it.
      </ConfirmDialog>
    </li>
  );
}
