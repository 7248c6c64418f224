import { Link } from 'react-router-dom';
import { selectAllSenders, selectSendersLoaded } from '@/features/senders/selectors';
import { sendersRequested } from '@/features/senders/slice';
import type { AutomationMessageDto } from '@/shared/sending/automation';
import { describeDelay } from '@/shared/sending/automation-delay';
import { AUTOMATION_LIMITS } from '@/shared/sending/automation-limits';
import { useAppSelector } from '@/shared/store/hooks';
import { useLoadOnce } from '@/shared/store/use-load-once';
import { FieldError } from '@/shared/ui/FieldError';
import { Select } from '@/shared/ui/Select';
import { TextField } from '@/shared/ui/TextField';
import { messageFieldId } from '../field-ids';
import { problemsAt } from '../problems-at';
import type { MessageDraft, PlacedProblem } from '../types';
import styles from './AutomationDetail.module.css';
import { STEP_ATTRIBUTE } from './timeline-keys';
import { useDetail } from './use-detail';

interface Props {
  message: AutomationMessageDto;
  /** The automation's first email: its delay counts from entry whatever it says. */
  isFirst: boolean;
  problems: readonly PlacedProblem[];
}

const delayOf = (draft: MessageDraft) => ({ amount: /^\d+$/.test(draft.amount) ? Number(draft.amount) : 0, unit: draft.unit, after: draft.after });

/** The step's name in the timeline: "Email 2, 2 days after the previous email: Welcome aboard". */
export const messageStepName = (number: number, draft: MessageDraft, isFirst: boolean) =>
  `Email ${number}, ${describeDelay(delayOf(draft), isFirst).replace(/^At once/, 'at once')}: ${draft.subject.trim() || 'no subject yet'}`;

/** One email of the timeline: its delay, its inbox options (sender, subject, preheader), and links to its content. */
export function MessageStep({ message, isFirst, problems }: Props) {
  const { draft, editMessage, readOnly } = useDetail();
  useLoadOnce(useAppSelector(selectSendersLoaded), sendersRequested);
  const senders = useAppSelector(selectAllSenders);
  const values = draft?.messages[message.number];
  if (!values) return null;
  const { number } = message;
  const at = (field: PlacedProblem['messageField']) => problemsAt(problems.filter((problem) => problem.messageField === field), 'message', number).join(' ') || undefined;
  const general = problemsAt(
    problems.filter((problem) => !['sender', 'subject', 'delay'].includes(problem.messageField ?? '')),
    'message',
    number,
  );
  const usable = senders.filter((sender) => sender.verified || sender.id === values.senderId);
  const edit = (changes: Partial<MessageDraft>) => editMessage(number, changes);
  const generalId = `${messageFieldId(number)}-problems`;

  return (
    <li
      id={messageFieldId(number)}
      className={styles.step}
      // A step takes the focus so that the arrow keys can move between steps (timeline-keys.ts).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      {...{ [STEP_ATTRIBUTE]: '' }}
      aria-label={messageStepName(number, values, isFirst)}
      aria-describedby={general.length > 0 ? generalId : undefined}
    >
      <h3 className={styles.stepTitle}>Email {number}</h3>
      <p className={styles.hint}>{describeDelay(delayOf(values), isFirst)}</p>
      <fieldset className={styles.plainFieldset} disabled={readOnly}>
        <legend className={styles.visuallyHidden}>Email {number} settings</legend>
        <div className={styles.delay} role="group" aria-label={`Delay of email ${number}`}>
          <TextField
            id={messageFieldId(number, 'delay')}
            label="Wait"
            name={`email-${number}-amount`}
            inputMode="numeric"
            className={styles.amount}
            value={values.amount}
            error={at('delay')}
            onChange={(event) => edit({ amount: event.target.value })}
          />
          <Select
            label="Unit"
            name={`email-${number}-unit`}
            value={values.unit}
            options={[
              { value: 'hours', label: `Hours (up to ${AUTOMATION_LIMITS.delay.hours})` },
              { value: 'days', label: `Days (up to ${AUTOMATION_LIMITS.delay.days})` },
            ]}
            onChange={(event) => edit({ unit: event.target.value as MessageDraft['unit'] })}
          />
          <Select
            label="After"
            name={`email-${number}-after`}
            value={values.after}
            options={[
              { value: 'entry', label: 'the contact enters' },
              { value: 'previous', label: 'the previous email' },
            ]}
            onChange={(event) => edit({ after: event.target.value as MessageDraft['after'] })}
          />
        </div>
        <Select
          id={messageFieldId(number, 'sender')}
          label="Sender"
          name={`email-${number}-sender`}
          placeholder="Select a sender"
          value={values.senderId}
          options={usable.map((sender) => ({ value: sender.id, label: `${sender.nickname} (${sender.fromEmail})` }))}
          error={at('sender')}
          onChange={(event) => edit({ senderId: event.target.value })}
        />
        <TextField
          id={messageFieldId(number, 'subject')}
          label="Subject"
          name={`email-${number}-subject`}
          value={values.subject}
          error={at('subject')}
          onChange={(event) => edit({ subject: event.target.value })}
        />
        <TextField
          label="Preheader"
          name={`email-${number}-preheader`}
          value={values.preheader}
          hint="The line inboxes show after the subject."
          onChange={(event) => edit({ preheader: event.target.value })}
        />
      </fieldset>
      {general.length > 0 && (
        <div id={generalId}>
          {general.map((text, index) => (
            <FieldError key={text} id={`${generalId}-${index}`}>
              {text}
            </FieldError>
          ))}
        </div>
      )}
      <div className={styles.row}>
        <Link to={`messages/${number}/editor`} aria-label={`Edit content of email ${number}`}>
          Edit content
        </Link>
        <Link to={`messages/${number}/editor/preview`} aria-label={`Preview email ${number}`}>
          Preview
        </Link>
        {!readOnly && (
          <Link to={`messages/${number}/delete`} aria-label={`Delete email ${number}`}>
            Delete
          </Link>
        )}
      </div>
    </li>
  );
}
