import { lazy, Suspense, useEffect, useState } from 'react';
import { Route, Routes, useLocation, useNavigate, useParams } from 'react-router-dom';
import { EmailEditor } from '@/features/email-editor/components/EmailEditor';
import { selectEditorSession } from '@/features/email-editor/selectors';
import { SettingsPanel } from '@/features/single-send-editor/components/SettingsPanel';
import { selectEditingSend } from '@/features/single-send-editor/selectors';
import { settingsEdited, singleSendEditorClosed, singleSendEditorRequested } from '@/features/single-send-editor/slice';
import { singleSendSessionKey } from '@/features/single-send-editor/types';
import { SINGLE_SEND_LIMITS } from '@/shared/sending/limits';
import { errorOf, isComplete } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { PageHeader } from '@/shared/ui/PageHeader';
import { PanelBesideEditor } from '@/shared/ui/PanelBesideEditor';
import { Spinner } from '@/shared/ui/Spinner';
import { AudienceProviders } from '../contacts-area/audience-providers';
import { abDialogRoutes } from './ab-dialog-routes';
import { editorBasePath } from '../design-library/editor-base-path';
import styles from './SingleSendEditor.module.css';

// The inline create dialogs (their forms and schemas) load when one opens.
const CreateSenderDialog = lazy(() => import('../single-sends-inline/CreateSenderDialog').then((module) => ({ default: module.CreateSenderDialog })));
const CreateUnsubscribeDialog = lazy(() =>
  import('../single-sends-inline/CreateUnsubscribeDialog').then((module) => ({ default: module.CreateUnsubscribeDialog })),
);
const CreateListDialog = lazy(() => import('../single-sends-inline/CreateListDialog').then((module) => ({ default: module.CreateListDialog })));

/**
 * /single-sends/:id/editor/* (and its /legacy twin): the email editor hosted by a single send, with the
 * send's settings beside it. The feature's epic reads the send and opens the editor's session
 * `single-send:<id>` (and one per other variation of a content test); leaving closes them.
 */
export function SingleSendEditorRoute() {
  const { id = '', '*': splat } = useParams();
  const basePath = editorBasePath(useLocation().pathname, splat);
  const areaPath = basePath.slice(0, basePath.length - `/${id}/editor`.length);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const editing = useAppSelector(selectEditingSend);
  const [variationId, setVariationId] = useState<string>();
  const open = () => dispatch(singleSendEditorRequested({ id }));

  useEffect(() => {
    open();
    return () => {
      dispatch(singleSendEditorClosed({ id }));
    };
  }, [dispatch, id]); // eslint-disable-line react-hooks/exhaustive-deps

  const draft = editing.id === id ? editing.draft : null;
  const contentTest = draft?.abtest?.type === 'content';
  const shownVariation = contentTest && draft.variations.findIndex((variation) => variation.id === variationId) > 0 ? variationId : undefined;
  const key = singleSendSessionKey(id, shownVariation);
  const session = useAppSelector((state) => selectEditorSession(state, key));
  const mine = editing.id === id;
  const error = mine ? errorOf(editing.request) : undefined;
  const back = <ButtonLink to={areaPath}>Back to Single Sends</ButtonLink>;

  if (error) {
    const missing = error.status === 404;
    return (
      <>
        <PageHeader title={missing ? 'Single send not found' : 'Single send editor'} breadcrumb={[{ label: 'Single Sends', to: areaPath }]} />
        {missing ? (
          <EmptyState title="This single send does not exist" action={back}>
            It may have been deleted, perhaps in another tab.
          </EmptyState>
        ) : (
          <EmptyState title="We could not open this single send" action={<Button onClick={open}>Try again</Button>}>
            {error.message}
          </EmptyState>
        )}
      </>
    );
  }
  if (!mine || !isComplete(editing.request) || !editing.send || !draft) return <Spinner size="lg" label="Opening the single send" />;
  if (editing.send.status !== 'draft') {
    return (
      <>
        <PageHeader title={editing.send.name} breadcrumb={[{ label: 'Single Sends', to: areaPath }]} />
        <EmptyState title="This single send can no longer be edited" action={<ButtonLink to={`${areaPath}/${id}/review`}>Review it</ButtonLink>}>
          Only drafts can be edited. Unschedule it (or undo the send while you can) to edit it again.
        </EmptyState>
      </>
    );
  }

  const backToEditor = () => navigate(basePath);
  const chosen = (changes: Parameters<typeof settingsEdited>[0]['changes']) => {
    dispatch(settingsEdited({ id, changes }));
    backToEditor();
  };

  return (
    <AudienceProviders>
      <PanelBesideEditor
        panelWidth="wide"
        panelName="send settings"
        panel={<SettingsPanel basePath={basePath} reviewPath={`${areaPath}/${id}/review`} activeVariationId={shownVariation} onEditContent={setVariationId} />}
      >
        {editing.notice && <InlineAlert tone="info">{editing.notice}</InlineAlert>}
        {contentTest && (
          <p className={styles.variation} aria-live="polite">
            Editing the content of variation {draft.variations.find((variation) => variation.id === (shownVariation ?? draft.variations[0]?.id))?.name}
          </p>
        )}
        {session ? <EmailEditor key={key} sessionKey={key} basePath={basePath} /> : <Spinner size="lg" label="Opening the variation" />}
      </PanelBesideEditor>
      <Suspense fallback={null}>
        <Routes>
          {['modals/create_sender', 'create_sender'].map((path) => (
            <Route key={path} path={path} element={<CreateSenderDialog onClose={backToEditor} onCreated={(senderId) => chosen({ senderId })} />} />
          ))}
          {['modals/create_unsubscribe', 'create_unsubscribe'].map((path) => (
            <Route
              key={path}
              path={path}
              element={<CreateUnsubscribeDialog onClose={backToEditor} onCreated={(groupId) => chosen({ unsubscribeMode: 'group', groupId })} />}
            />
          ))}
          <Route
            path="modals/create_list"
            element={
              <CreateListDialog
                onClose={backToEditor}
                onCreated={(listId) =>
                  draft.sendTo.list_ids.length < SINGLE_SEND_LIMITS.include.lists && !draft.sendTo.all
                    ? chosen({ sendTo: { ...draft.sendTo, list_ids: [...draft.sendTo.list_ids, listId] } })
                    : backToEditor()
                }
              />
            }
          />
          {abDialogRoutes(basePath)}
          <Route path="*" element={null} />
        </Routes>
      </Suspense>
    </AudienceProviders>
  );
}
