import { useMemo } from 'react';
import { selectEditorContent } from '@/features/email-editor/selectors';
import { selectAllSegments } from '@/features/segments/selectors';
import { KeptEditsNotice } from '@/shared/kept-edits/KeptEditsNotice';
import { useKeptEdits } from '@/shared/kept-edits/use-kept-edits';
import { useAppSelector } from '@/shared/store/hooks';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Checkbox } from '@/shared/ui/Checkbox';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { TextField } from '@/shared/ui/TextField';
import { SINGLE_SEND_LIMITS } from '@/shared/sending/limits';
import { clickTrackingAvailable } from '../draft';
import { draftProblems, type DraftProblems } from '../draft-problems';
import { messages } from '../messages';
import { AbTestSection } from './AbTestSection';
import { CategoriesField } from './CategoriesField';
import { RecipientsSection } from './RecipientsSection';
import { SenderField } from './SenderField';
import { SettingsSaveStatus } from './SettingsSaveStatus';
import styles from './SettingsPanel.module.css';
import { UnsubscribeField } from './UnsubscribeField';
import { singleSendSessionKey } from '../types';
import { useSettings } from './use-settings';

interface Props {
  /** The editor's path; the inline create screens and A/B confirmations sit below it. */
  basePath: string;
  reviewPath: string;
  activeVariationId?: string;
  onEditContent(variationId: string): void;
}

type Field = keyof DraftProblems | 'categories';

/** The server's field paths, by the settings field that shows them. */
const SERVER_FIELDS: [prefix: string, field: Field][] = [
  ['name', 'name'],
  ['categories', 'categories'],
  ['send_to', 'recipients'],
  ['exclude', 'recipients'],
  ['email_config.sender_id', 'sender'],
  ['email_config.subject', 'subject'],
  ['email_config.suppression_group_id', 'unsubscribe'],
  ['email_config.custom_unsubscribe_url', 'unsubscribe'],
  ['abtest', 'abtest'],
  ['ab_variations', 'abtest'],
];

function serverErrorsByField(fieldErrors: Record<string, string>): Partial<Record<Field, string[]>> {
  const byField: Partial<Record<Field, string[]>> = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const field = SERVER_FIELDS.find(([prefix]) => path.startsWith(prefix))?.[1];
    if (field) (byField[field] ??= []).push(message);
  }
  return byField;
}

/**
 * The single send's settings beside the email editor: each change shows at once and is autosaved; what
 * still stops the send is said next to its field (the shared pre-send rules, which the review page lists too).
 */
export function SettingsPanel({ basePath, reviewPath, activeVariationId, onEditContent }: Props) {
  const { editing, draft, send, edit } = useSettings();
  const segments = useAppSelector(selectAllSegments);
  const mainEditor = useAppSelector((state) => (editing.id ? selectEditorContent(state, singleSendSessionKey(editing.id))?.editor : undefined));
  const segmentsValid = useMemo(() => {
    const invalid = new Set(segments.filter((segment) => segment.status === 'invalid').map((segment) => segment.id));
    return (id: string) => !invalid.has(id);
  }, [segments]);
  const problems = useMemo(() => (send && draft ? draftProblems(send, draft, segmentsValid) : {}), [send, draft, segmentsValid]);
  const server = serverErrorsByField(editing.fieldErrors);
  // Unsaved settings survive a reload (even within the autosave's pause) and a sign-in, per user and send.
  const kept = useKeptEdits({
    kind: 'single-send-settings',
    id: editing.id ?? undefined,
    values: draft,
    dirty: editing.edits !== editing.savedEdits,
    ready: draft !== null && send !== null,
    basedOn: send?.updated_at,
  });
  if (!draft || !send || !editing.id) return null;
  const first = (field: Field) => [...(server[field] ?? []), ...((problems as Partial<Record<Field, string[]>>)[field] ?? [])][0];
  const all = (field: Field) => [...new Set([...(server[field] ?? []), ...((problems as Partial<Record<Field, string[]>>)[field] ?? [])])];
  const subjectTest = draft.abtest?.type === 'subject';
  const tracking = clickTrackingAvailable(send);

  return (
    <section aria-labelledby="single-send-settings-title" className={styles.panel}>
      <h2 id="single-send-settings-title" className={styles.panelTitle}>
        Single Send Settings
      </h2>
      <SettingsSaveStatus id={editing.id} save={editing.save} restored={editing.restored} />
      <KeptEditsNotice kept={kept} noun="single send" revision={send.updated_at} onRestore={(values) => values && edit(values)} />
      <ButtonLink variant="primary" to={reviewPath}>
        Review Details and Send
      </ButtonLink>
      <TextField
        label="Name"
        name="name"
        required
        maxLength={SINGLE_SEND_LIMITS.nameLength}
        value={draft.name}
        error={first('name')}
        onChange={(event) => edit({ name: event.target.value })}
      />
      <SenderField value={draft.senderId} error={first('sender')} createPath={`${basePath}/modals/create_sender`} onChange={(senderId) => edit({ senderId })} />
      {!subjectTest && (
        <TextField label="Subject" name="subject" required value={draft.subject} error={first('subject')} onChange={(event) => edit({ subject: event.target.value })} />
      )}
      {/* A design's preheader is in its design settings, beside the canvas. */}
      {mainEditor === 'code' && (
        <TextField
          label="Preheader"
          name="preheader"
          value={draft.preheader}
          hint="The line inboxes show after the subject."
          onChange={(event) => edit({ preheader: event.target.value })}
        />
      )}
      <UnsubscribeField draft={draft} error={first('unsubscribe')} createPath={`${basePath}/modals/create_unsubscribe`} onChange={edit} />
      <RecipientsSection draft={draft} errors={all('recipients')} createListPath={`${basePath}/modals/create_list`} onChange={edit} />
      <CategoriesField value={draft.categories} onChange={(categories) => edit({ categories })} />
      {server.categories && <InlineAlert tone="danger">{server.categories.join(' ')}</InlineAlert>}
      <TextField label="IP Pool" name="ipPool" value={draft.ipPool} hint="Leave empty to send from your default IP pool." onChange={(event) => edit({ ipPool: event.target.value })} />
      <Checkbox
        name="clickTracking"
        label="Track clicks"
        checked={tracking && draft.clickTracking}
        disabled={!tracking}
        hint={tracking ? `Up to ${SINGLE_SEND_LIMITS.clickTrackingLinks.toLocaleString('en-US')} links per email are tracked.` : messages.clickTrackingUnavailable}
        onChange={(event) => edit({ clickTracking: event.target.checked })}
      />
      <AbTestSection
        draft={draft}
        basePath={basePath}
        errors={all('abtest').filter((message) => !subjectTest || !message.startsWith('Subjects must be unique'))}
        activeVariationId={activeVariationId}
        onEditContent={onEditContent}
        onChange={edit}
      />
    </section>
  );
}
