import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { InboxOptionsPanel } from '@/features/automation-messages/components/InboxOptionsPanel';
import { selectEditingMessage, selectReadAutomation } from '@/features/automation-messages/selectors';
import { messageEditorClosed, messageEditorRequested } from '@/features/automation-messages/slice';
import { automationMessageSessionKey } from '@/features/automation-messages/types';
import { EmailEditor } from '@/features/email-editor/components/EmailEditor';
import { selectEditorSession } from '@/features/email-editor/selectors';
import { errorOf, isComplete } from '@/shared/request-state/request-state';
import { findMessage } from '@/shared/sending/automation-tree';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { PageHeader } from '@/shared/ui/PageHeader';
import { PanelBesideEditor } from '@/shared/ui/PanelBesideEditor';
import { Spinner } from '@/shared/ui/Spinner';
import { editorBasePath } from '../design-library/editor-base-path';

/**
 * /automations/:id/detail/messages/:messageNum/editor/* (and its /legacy twin): the email editor hosted by
 * one message of an automation, its inbox options beside it. The feature's epic reads the automation and
 * opens the editor's session `automation:<id>:<number>`; leaving closes it. The editor's sub-screens
 * (preview, image manager, modules, convert, email testing and its results) sit below `editor/`.
 */
export function MessageEditorRoute() {
  const { id = '', messageNum = '', '*': splat } = useParams();
  const number = Number(messageNum);
  const basePath = editorBasePath(useLocation().pathname, splat);
  const detailPath = basePath.slice(0, basePath.length - `/messages/${messageNum}/editor`.length);
  const areaPath = detailPath.slice(0, detailPath.length - `/${id}/detail`.length);
  const key = automationMessageSessionKey(id, number);
  const dispatch = useAppDispatch();
  const editing = useAppSelector(selectEditingMessage);
  const automation = useAppSelector(selectReadAutomation);
  const session = useAppSelector((state) => selectEditorSession(state, key));
  const open = () => dispatch(messageEditorRequested({ id, number }));

  useEffect(() => {
    open();
    return () => {
      dispatch(messageEditorClosed({ id, number }));
    };
  }, [dispatch, id, number]); // eslint-disable-line react-hooks/exhaustive-deps

  const mine = editing.id === id && editing.number === number;
  const error = mine ? errorOf(editing.request) : undefined;
  const breadcrumb = [
    { label: 'Automations', to: areaPath },
    { label: 'Automation', to: detailPath },
  ];

  if (error) {
    const missing = error.status === 404;
    return (
      <>
        <PageHeader title={missing ? 'Email not found' : 'Email editor'} breadcrumb={breadcrumb} />
        {missing ? (
          <EmptyState title="This email does not exist" action={<ButtonLink to={detailPath}>Back to the automation</ButtonLink>}>
            {error.message}
          </EmptyState>
        ) : (
          <EmptyState title="We could not open this email" action={<Button onClick={open}>Try again</Button>}>
            {error.message}
          </EmptyState>
        )}
      </>
    );
  }
  const value = automation.id === id ? automation.value : null;
  const message = value ? findMessage(value.steps, number)?.message : undefined;
  if (!mine || !isComplete(editing.request) || !session || !value || !message) return <Spinner size="lg" label="Opening the email" />;

  return (
    <PanelBesideEditor
      panelWidth="narrow"
      panelName="inbox options"
      panel={<InboxOptionsPanel key={`${id}:${number}`} automation={value} message={message} detailPath={detailPath} editorPath={basePath} />}
    >
      {editing.notice && <InlineAlert tone="info">{editing.notice}</InlineAlert>}
      <EmailEditor sessionKey={key} basePath={basePath} />
    </PanelBesideEditor>
  );
}
