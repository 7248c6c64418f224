import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { errorOf } from '@/shared/request-state/request-state';
import { describeDelay } from '@/shared/sending/automation-delay';
import { allMessages, previousMessage } from '@/shared/sending/automation-tree';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmailPreview } from '@/shared/ui/EmailPreview';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Spinner } from '@/shared/ui/Spinner';
import { recipientsByMessage } from '../preview-paths';
import { selectReadAutomation } from '../selectors';
import { automationRequested } from '../slice';
import { messageTitle } from '../types';
import styles from './AutomationPreview.module.css';

/** The automations area's path (/automations, or its /legacy twin) from the preview's own. */
const areaPathOf = (pathname: string, id: string) => pathname.slice(0, Math.max(0, pathname.lastIndexOf(`/${id}/preview`))) || '/automations';

/**
 * /automations/:id/preview: every email of the automation in timeline order (the main path, then each
 * branch's arms), read-only, each with who receives it, when, its subject and its content in a sandboxed
 * frame (EmailPreview: nothing in the HTML runs).
 */
export function AutomationPreviewPage() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const read = useAppSelector(selectReadAutomation);
  const load = () => dispatch(automationRequested({ id }));
  const areaPath = areaPathOf(pathname, id);

  // Each visit reads the automation again: it may have been edited since.
  useEffect(() => {
    dispatch(automationRequested({ id }));
  }, [dispatch, id]);

  const automation = read.id === id ? read.value : null;
  const error = read.id === id ? errorOf(read.request) : undefined;
  const breadcrumb = [{ label: 'Automations', to: areaPath }];

  if (!automation) {
    return (
      <>
        <PageHeader title="Automation preview" breadcrumb={breadcrumb} />
        {error ? (
          <EmptyState
            title={error.status === 404 ? 'Automation not found' : 'We could not load this automation'}
            action={error.status === 404 ? <ButtonLink to={areaPath}>Back to Automations</ButtonLink> : <Button onClick={load}>Try again</Button>}
          >
            {error.status === 404 ? 'It may have been deleted, or the address is not complete.' : error.message}
          </EmptyState>
        ) : (
          <Spinner label="Loading the automation" />
        )}
      </>
    );
  }

  const emails = allMessages(automation.steps);
  const recipients = recipientsByMessage(automation.steps);
  const detailPath = `${areaPath}/${encodeURIComponent(automation.id)}/detail`;
  return (
    <>
      <PageHeader
        title={`Preview: ${automation.name}`}
        breadcrumb={breadcrumb}
        description={`${emails.length} ${emails.length === 1 ? 'email' : 'emails'}, in the order of the timeline.`}
        actions={<ButtonLink to={detailPath}>{automation.status === 'live' ? 'View the automation' : 'Edit the automation'}</ButtonLink>}
      />
      {emails.length === 0 ? (
        <EmptyState title="No emails yet" action={<ButtonLink to={detailPath}>Add an email</ButtonLink>}>
          Emails you add to the automation show here in order.
        </EmptyState>
      ) : (
        <ol className={styles.list} aria-label="Emails">
          {emails.map((message) => {
            const title = messageTitle(message);
            const html = message.html_content;
            return (
              <li key={message.id} className={styles.item}>
                <section aria-labelledby={`email-${message.number}`}>
                  <h2 id={`email-${message.number}`} className={styles.title}>
                    {title}
                  </h2>
                  <dl className={styles.facts}>
                    <dt>Sent to</dt>
                    <dd>{recipients.get(message.number)}</dd>
                    <dt>When</dt>
                    <dd>{describeDelay(message.delay, previousMessage(automation.steps, message.number) === undefined)}</dd>
                    <dt>Preheader</dt>
                    <dd>{message.preheader || 'None'}</dd>
                  </dl>
                  {html.trim() ? (
                    <EmailPreview title={`Preview of Email ${message.number}`} subjectLine={message.subject ? `Subject: ${message.subject}` : 'No subject yet'} html={html} />
                  ) : (
                    <p className={styles.empty}>This email has no content yet.</p>
                  )}
                </section>
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}
