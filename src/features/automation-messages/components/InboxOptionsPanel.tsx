import { useState, type FormEvent } from 'react';
import { selectAllSenders, selectSendersLoaded } from '@/features/senders/selectors';
import { sendersRequested } from '@/features/senders/slice';
import { useUnsavedChangesGuard } from '@/shared/form/use-unsaved-changes-guard';
import { errorOf, isInFlight } from '@/shared/request-state/request-state';
import type { AutomationDto, AutomationMessageDto } from '@/shared/sending/automation';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { useLoadOnce } from '@/shared/store/use-load-once';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { Select } from '@/shared/ui/Select';
import { TextField } from '@/shared/ui/TextField';
import { messages } from '../messages';
import { selectInboxOptionsRequest } from '../selectors';
import { inboxOptionsSaveRequested } from '../slice';
import styles from './MessageEditor.module.css';

interface Props {
  automation: AutomationDto;
  message: AutomationMessageDto;
  /** The automation's detail page (`/automations/:id/detail`, or its /legacy twin). */
  detailPath: string;
  /** The editor's route: its sub-screens below it keep the typed options. */
  editorPath: string;
}

/**
 * Beside the editor: the way back to the automation, and the message's inbox options (what the inbox
 * shows: sender, subject, preheader), saved with their own button. A live automation's inbox options
 * cannot change (its content can: the editor's saves go on).
 */
export function InboxOptionsPanel({ automation, message, detailPath, editorPath }: Props) {
  const dispatch = useAppDispatch();
  useLoadOnce(useAppSelector(selectSendersLoaded), sendersRequested);
  const senders = useAppSelector(selectAllSenders);
  const request = useAppSelector(selectInboxOptionsRequest);
  const [senderId, setSenderId] = useState(message.sender_id === null ? '' : String(message.sender_id));
  const [subject, setSubject] = useState(message.subject);
  const [preheader, setPreheader] = useState(message.preheader);
  const live = automation.status === 'live';
  const error = errorOf(request);
  const fieldError = (field: string) => error?.fieldErrors[field];
  const shownByField = ['sender_id', 'subject', 'preheader'].some((field) => fieldError(field) !== undefined);
  const usable = senders.filter((sender) => sender.verified || sender.id === senderId);
  const changed = senderId !== (message.sender_id === null ? '' : String(message.sender_id)) || subject !== message.subject || preheader !== message.preheader;
  useUnsavedChangesGuard(changed && !live, { scope: editorPath, message: messages.inboxOptionsUnsaved });

  function save(event: FormEvent) {
    event.preventDefault();
    const options = { sender_id: senderId === '' ? null : Number(senderId), subject: subject.trim(), preheader: preheader.trim() };
    dispatch(inboxOptionsSaveRequested({ id: automation.id, number: message.number, options }));
  }

  return (
    <section className={styles.panel} aria-label="Email settings">
      <ButtonLink to={detailPath} variant="tertiary" size="sm">
        Back to {automation.name}
      </ButtonLink>
      <form className={styles.section} onSubmit={save} aria-labelledby="inbox-options-title" noValidate>
        <h2 id="inbox-options-title" className={styles.sectionTitle}>
          Inbox options
        </h2>
        {live && <InlineAlert tone="info">{messages.liveNotice}</InlineAlert>}
        {error && !shownByField && <InlineAlert tone="danger">{error.status === 400 ? error.message : messages.inboxOptionsFailed}</InlineAlert>}
        <Select
          label="Sender"
          name="sender"
          placeholder="Select a sender"
          value={senderId}
          disabled={live}
          options={usable.map((sender) => ({ value: sender.id, label: `${sender.nickname} (${sender.fromEmail})` }))}
          error={fieldError('sender_id')}
          onChange={(event) => setSenderId(event.target.value)}
        />
        <TextField label="Subject" name="subject" value={subject} disabled={live} error={fieldError('subject')} onChange={(event) => setSubject(event.target.value)} autoComplete="off" />
        <TextField
          label="Preheader"
          name="preheader"
          value={preheader}
          disabled={live}
          error={fieldError('preheader')}
          hint="The preview text most inboxes show after the subject."
          onChange={(event) => setPreheader(event.target.value)}
          autoComplete="off"
        />
        {!live && (
          <div className={styles.row}>
            <Button type="submit" variant="primary" size="sm" loading={isInFlight(request)} disabled={!changed}>
              Save inbox options
            </Button>
          </div>
        )}
      </form>
      <div className={styles.section}>
        <h2 className={styles.sectionTitle}>Content</h2>
        <p className={styles.hint}>Your edits save on their own{live ? ': the next emails sent carry them.' : '.'}</p>
        <ButtonLink to={`${detailPath}/messages/${message.number}/create-design/selector`} size="sm">
          Replace the content
        </ButtonLink>
        <ButtonLink to={`${detailPath.replace(/\/detail$/, '')}/preview`} size="sm" variant="tertiary">
          Preview every email
        </ButtonLink>
      </div>
    </section>
  );
}
