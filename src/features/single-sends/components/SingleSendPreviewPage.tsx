import { safeImageUrl } from '@/shared/url/safe-image-url';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { errorOf } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Spinner } from '@/shared/ui/Spinner';
import { selectSingleSendDetail } from '../selectors';
import { detailRequested } from '../slice';
import { CHANNEL_LABELS, STATUS_LABELS } from '../types';
import styles from './Creation.module.css';
import { openPathOf } from './edit-path';
import { useAreaPath } from './use-area-path';
import { EmailFrame } from '@/shared/email-preview/EmailFrame';

/** /single-sends/:id/preview: the email as an inbox shows it (a sandboxed frame), or the SMS's text and images. */
export function SingleSendPreviewPage() {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const to = useAreaPath();
  const { request, value: send } = useAppSelector((state) => selectSingleSendDetail(state, id));
  const load = () => dispatch(detailRequested({ id }));
  const error = errorOf(request);

  // Each visit reads the send again: it may have been edited since.
  useEffect(() => {
    dispatch(detailRequested({ id }));
  }, [dispatch, id]);

  const breadcrumb = [{ label: 'Single Sends', to: to() }];
  if (!send) {
    return (
      <>
        <PageHeader title="Single send preview" breadcrumb={breadcrumb} />
        {error ? (
          <EmptyState
            title={error.status === 404 ? 'Single send not found' : 'We could not load this single send'}
            action={error.status === 404 ? <ButtonLink to={to()}>Back to Single Sends</ButtonLink> : <Button onClick={load}>Try again</Button>}
          >
            {error.status === 404 ? 'It may have been deleted, or the address is not complete.' : error.message}
          </EmptyState>
        ) : (
          <Spinner label="Loading the single send" />
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={`Preview: ${send.name}`}
        breadcrumb={breadcrumb}
        actions={<ButtonLink to={to(openPathOf(send))}>{send.status === 'draft' ? 'Edit' : 'View stats'}</ButtonLink>}
      />
      <dl className={styles.facts}>
        <dt>Status</dt>
        <dd>{STATUS_LABELS[send.status]}</dd>
        <dt>Channel</dt>
        <dd>{CHANNEL_LABELS[send.channel]}</dd>
        {send.channel === 'email' && (
          <>
            <dt>Subject</dt>
            <dd>{send.email_config.subject || 'No subject yet'}</dd>
          </>
        )}
      </dl>
      {send.channel === 'sms' ? (
        <section aria-label="Message">
          <p className={styles.smsBody}>{send.sms_config?.body || 'No message yet.'}</p>
          {(send.sms_config?.media_urls.length ?? 0) > 0 && (
            <ul className={styles.smsImages} aria-label="Images">
              {send.sms_config?.media_urls.map((url, index) => (
                <li key={url}>
                  <img src={safeImageUrl(url)} alt={`Attachment ${index + 1}`} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : (
        <EmailFrame className={styles.frame} title={`Email preview: ${send.name}`} html={send.email_config.html_content} />
      )}
    </>
  );
}
