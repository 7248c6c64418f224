import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { errorOf } from '@/shared/request-state/request-state';
import { AUTOMATION_MESSAGES } from '@/shared/sending/automation-limits';
import { findMessage } from '@/shared/sending/automation-tree';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Spinner } from '@/shared/ui/Spinner';
import { Tabs } from '@/shared/ui/Tabs';
import { messages } from '../messages';
import { selectReadAutomation } from '../selectors';
import { automationRequested } from '../slice';
import { BLANK_CODE, BLANK_DESIGN, messageTitle, type ContentCreationType } from '../types';
import styles from './ContentChooser.module.css';
import { useMessagePaths } from './use-message-paths';

export type DesignKind = 'your-designs' | 'sendgrid-designs';

interface Props {
  creationType: ContentCreationType;
  /** Your designs or the system designs, each with a "Use this design" link to `versionPath(designId)` (the design library's lists, composed by the app). */
  designs(kind: DesignKind, versionPath: (designId: string) => string): ReactNode;
}

type Tab = 'blank' | DesignKind;
const TAB_LABELS: Record<Tab, string> = { blank: 'Blank', 'your-designs': 'Your designs', 'sendgrid-designs': 'System designs' };

/**
 * `messages/:messageNum/new/selector` (a new email, at the end of the sequence `?sequence=`, the root by
 * default) and `messages/:messageNum/create-design/selector` (an existing email's content replaced): where
 * the content starts from, a blank design, blank code, one of your designs or a system design. Each
 * choice leads to `…/selector/:templateId/version`, which does it.
 */
export function ContentChooserPage({ creationType, designs }: Props) {
  const { id, number, areaPath, detailPath, messagePath } = useMessagePaths();
  const { search } = useLocation();
  const dispatch = useAppDispatch();
  const read = useAppSelector(selectReadAutomation);
  const [tab, setTab] = useState<Tab>('blank');
  const load = () => dispatch(automationRequested({ id }));

  useEffect(() => {
    dispatch(automationRequested({ id }));
  }, [dispatch, id]);

  const automation = read.id === id ? read.value : null;
  const error = read.id === id ? errorOf(read.request) : undefined;
  const replacing = creationType === 'create-design';
  const message = automation ? findMessage(automation.steps, number)?.message : undefined;
  const title = replacing ? `Replace the content of ${message ? messageTitle(message) : `Email ${number}`}` : 'Add an email';
  const header = (
    <PageHeader
      title={title}
      breadcrumb={[
        { label: 'Automations', to: areaPath },
        { label: automation?.name ?? 'Automation', to: detailPath },
      ]}
      description={
        replacing
          ? 'Choose where the new content starts from. Its current content is replaced once you confirm.'
          : 'Choose where the email starts from: it opens in the editor, and you set its delay and inbox options on the automation.'
      }
    />
  );

  if (!automation) {
    return (
      <>
        {header}
        {error ? (
          <EmptyState
            title={error.status === 404 ? 'Automation not found' : 'We could not load this automation'}
            action={error.status === 404 ? <ButtonLink to={areaPath}>Back to Automations</ButtonLink> : <Button onClick={load}>Try again</Button>}
          >
            {error.status === 404 ? 'It may have been deleted, perhaps in another tab.' : error.message}
          </EmptyState>
        ) : (
          <Spinner label="Loading the automation" />
        )}
      </>
    );
  }
  if (replacing && !message) {
    return (
      <>
        {header}
        <EmptyState title="This email does not exist" action={<ButtonLink to={detailPath}>Back to the automation</ButtonLink>}>
          {messages.messageMissing}
        </EmptyState>
      </>
    );
  }
  if (!replacing && automation.status === 'live') {
    return (
      <>
        {header}
        <InlineAlert tone="warning" title="This automation is live">
          <p>{AUTOMATION_MESSAGES.liveNotEditable}</p>
          <ButtonLink to={detailPath}>Back to the automation</ButtonLink>
        </InlineAlert>
      </>
    );
  }

  const versionPath = (templateId: string) => `${messagePath}/${creationType}/selector/${encodeURIComponent(templateId)}/version${search}`;
  const content = (which: Tab) =>
    which === 'blank' ? (
      <ul className={styles.grid} aria-label="Blank starts">
        <li className={styles.card}>
          <h2 className={styles.cardTitle}>Blank design</h2>
          <p className={styles.meta}>Build the email from modules in the design editor: text, images, buttons, columns and the unsubscribe footer.</p>
          <ButtonLink size="sm" variant="primary" to={versionPath(BLANK_DESIGN)} aria-label="Use a blank design">
            Use this
          </ButtonLink>
        </li>
        <li className={styles.card}>
          <h2 className={styles.cardTitle}>Blank code</h2>
          <p className={styles.meta}>Write the email&apos;s HTML yourself in the code editor.</p>
          <ButtonLink size="sm" variant="primary" to={versionPath(BLANK_CODE)} aria-label="Use blank code">
            Use this
          </ButtonLink>
        </li>
      </ul>
    ) : (
      designs(which, versionPath)
    );

  return (
    <>
      {header}
      <ButtonLink to={detailPath} variant="tertiary" size="sm">
        Cancel
      </ButtonLink>
      <Tabs
        label="Start from"
        selectedId={tab}
        onSelect={(next) => setTab(next as Tab)}
        tabs={(Object.keys(TAB_LABELS) as Tab[]).map((which) => ({ id: which, label: TAB_LABELS[which], content: which === tab ? content(which) : null }))}
      />
    </>
  );
}
