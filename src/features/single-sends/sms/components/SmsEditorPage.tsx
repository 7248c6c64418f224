import { useEffect } from 'react';
import { Link, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { selectAllSegments } from '@/features/segments/selectors';
import { errorOf } from '@/shared/request-state/request-state';
import { SINGLE_SEND_LIMITS } from '@/shared/sending/limits';
import { sendProblems, SEND_MESSAGES, SMS_MAX_BODY_BYTES } from '@/shared/sending/readiness';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Select } from '@/shared/ui/Select';
import { Spinner } from '@/shared/ui/Spinner';
import { TextField } from '@/shared/ui/TextField';
import { useAreaPath } from '../../components/use-area-path';
import { messageSize } from '../message-size';
import type { SmsEditorComposition } from '../sms-composition';
import type { SmsDraft } from '../sms-draft';
import { selectSmsEditor, selectSmsSendAsEdited } from '../sms-selectors';
import { smsDraftEdited, smsEditorOpened, smsServicesRequested } from '../sms-slice';
import { SaveStatusText } from './SaveStatusText';
import { SmsSaveProblem } from './SmsSaveProblem';
import styles from './SmsEditor.module.css';
import { SmsImagesEditDialog } from './SmsImagesEditDialog';
import { imagesBytes, SmsImages, SMS_IMAGES_TOO_LARGE } from './SmsImages';
import { SmsMessageField } from './SmsMessageField';
import { SmsRecipients } from './SmsRecipients';
import { SmsTestForm } from './SmsTestForm';

const TWILIO_SETUP = '/integrations/twilio';

/**
 * /single-sends/sms/:id/editor: an SMS single send's name, messaging service, message (with its live size),
 * images, recipients and a test, saved on their own a moment after each change; then on to the review.
 * Sub-screens: image_manager, image_manager/edit and modals/create_list.
 */
export function SmsEditorPage({ ImageLibrary, CreateList }: SmsEditorComposition) {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const to = useAreaPath();
  const editor = useAppSelector(selectSmsEditor);
  const edited = useAppSelector(selectSmsSendAsEdited);
  const segments = useAppSelector(selectAllSegments);
  const basePath = to(`sms/${encodeURIComponent(id)}/editor`);

  useEffect(() => {
    dispatch(smsEditorOpened({ id }));
    dispatch(smsServicesRequested());
  }, [dispatch, id]);

  const { send, draft } = editor;
  const loadError = errorOf(editor.load);
  const breadcrumb = [{ label: 'Single Sends', to: to() }];
  if (send === null || draft === null || editor.id !== id) {
    return (
      <>
        <PageHeader title="SMS single send" breadcrumb={breadcrumb} />
        {loadError ? (
          <EmptyState
            title={loadError.status === 404 ? 'Single send not found' : 'We could not load this single send'}
            action={
              loadError.status === 404 ? <ButtonLink to={to()}>Back to Single Sends</ButtonLink> : <Button onClick={() => dispatch(smsEditorOpened({ id }))}>Try again</Button>
            }
          >
            {loadError.status === 404 ? 'It may have been deleted, or the address is not complete.' : loadError.message}
          </EmptyState>
        ) : (
          <Spinner label="Loading the single send" />
        )}
      </>
    );
  }
  if (send.channel !== 'sms') {
    return (
      <>
        <PageHeader title={send.name} breadcrumb={breadcrumb} />
        <EmptyState title="This single send is an email" action={<ButtonLink to={to(`${encodeURIComponent(id)}/editor`)}>Open the email editor</ButtonLink>}>
          Its content is edited in the email editor.
        </EmptyState>
      </>
    );
  }
  if (send.status !== 'draft') {
    return (
      <>
        <PageHeader title={send.name} breadcrumb={breadcrumb} />
        <EmptyState title="This SMS can no longer be edited" action={<ButtonLink to={to(`${encodeURIComponent(id)}/stats`)}>View its stats</ButtonLink>}>
          It was sent or scheduled. Unschedule it on its review page to edit it again.
        </EmptyState>
      </>
    );
  }

  const edit = (change: Partial<SmsDraft>) => dispatch(smsDraftEdited(change));
  const server = { ...errorOf(editor.save)?.fieldErrors, ...errorOf(editor.test)?.fieldErrors };
  const size = messageSize(draft.body);
  const nameError = draft.name.trim() === '' ? SEND_MESSAGES.smsName : server.name;
  const bodyError = size.bytes > SMS_MAX_BODY_BYTES ? SEND_MESSAGES.smsBytes : server['sms_config.body'];
  const imagesError =
    draft.mediaUrls.length > SINGLE_SEND_LIMITS.sms.images
      ? SEND_MESSAGES.smsImages
      : imagesBytes(draft.mediaUrls) > SINGLE_SEND_LIMITS.sms.imagesTotalBytes
        ? SMS_IMAGES_TOO_LARGE
        : server['sms_config.media_urls'];
  const recipientsError = server['send_to.list_ids'] ?? server['send_to.segment_ids'] ?? server.send_to;
  const { services } = editor;
  const noService = services.connected === false || (services.connected === true && services.items.length === 0);
  const segmentsValid = (segmentId: string) => segments.find((segment) => segment.id === segmentId)?.status !== 'invalid';
  const problems = edited ? sendProblems(edited, { now: new Date(), handlebarsIssues: 0, segmentsValid }) : [];
  const close = () => navigate(basePath);

  return (
    <>
      <PageHeader
        title={draft.name.trim() || 'Untitled SMS'}
        breadcrumb={breadcrumb}
        description="An SMS single send. Changes are saved as you go."
        actions={
          <div className={styles.headerActions}>
            <SaveStatusText />
            <ButtonLink variant="primary" to={to(`${encodeURIComponent(id)}/review`)}>
              Review
            </ButtonLink>
          </div>
        }
      />
      <SmsSaveProblem />
      <div className={styles.layout}>
        <div className={styles.fields}>
          <TextField
            label="Single Send Name"
            name="sms-name"
            required
            maxLength={SINGLE_SEND_LIMITS.nameLength}
            showCount
            autoComplete="off"
            value={draft.name}
            error={nameError}
            onChange={(event) => edit({ name: event.target.value })}
          />
          {noService ? (
            <InlineAlert tone="danger" title={SEND_MESSAGES.smsService}>
              {services.connected ? 'Your Twilio account has no messaging service.' : 'No Twilio account is connected.'}{' '}
              <Link to={TWILIO_SETUP}>Set up Twilio in Integrations</Link>
            </InlineAlert>
          ) : (
            <Select
              label="Messaging service"
              name="sms-messaging-service"
              required
              placeholder={services.connected === null ? 'Loading messaging services…' : 'Choose a messaging service'}
              options={services.items.map((service) => ({ value: service.sid, label: service.friendlyName }))}
              value={draft.messagingServiceSid ?? ''}
              error={server['sms_config.messaging_service_sid']}
              onChange={(event) => edit({ messagingServiceSid: event.target.value || null })}
            />
          )}
          <SmsMessageField value={draft.body} error={bodyError} onChange={(body) => edit({ body })} />
          <SmsImages urls={draft.mediaUrls} basePath={basePath} error={imagesError} />
          <SmsRecipients
            listIds={draft.listIds}
            segmentIds={draft.segmentIds}
            basePath={basePath}
            error={recipientsError}
            onChange={({ listIds, segmentIds }) => edit({ ...(listIds ? { listIds } : {}), ...(segmentIds ? { segmentIds } : {}) })}
          />
          <SmsTestForm />
        </div>
        <aside className={styles.fields} aria-label="Preview and checks">
          <section className={styles.phone} aria-labelledby="sms-preview-heading">
            <h2 id="sms-preview-heading">Preview</h2>
            <p className={styles.bubble}>{draft.body || 'Your message shows here.'}</p>
          </section>
          {problems.length > 0 ? (
            <InlineAlert tone="warning" title="Before you can send">
              <ul>
                {problems.map((problem) => (
                  <li key={problem.message}>{problem.message}</li>
                ))}
              </ul>
            </InlineAlert>
          ) : (
            <InlineAlert tone="success">Ready to review and send.</InlineAlert>
          )}
        </aside>
      </div>
      <Routes>
        <Route
          path="image_manager"
          element={
            <ImageLibrary
              chosen={draft.mediaUrls}
              canAdd={draft.mediaUrls.length < SINGLE_SEND_LIMITS.sms.images}
              onAdd={(url) => edit({ mediaUrls: draft.mediaUrls.includes(url) ? draft.mediaUrls : [...draft.mediaUrls, url] })}
              onClose={close}
            />
          }
        />
        <Route path="image_manager/edit" element={<SmsImagesEditDialog onClose={close} />} />
        <Route
          path="modals/create_list"
          element={
            <CreateList
              onCreated={(listId) => {
                edit({ listIds: draft.listIds.includes(listId) ? draft.listIds : [...draft.listIds, listId] });
                close();
              }}
              onClose={close}
            />
          }
        />
      </Routes>
    </>
  );
}
