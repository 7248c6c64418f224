import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SaveConflictDialog } from '@/shared/form/save-problem/SaveConflictDialog';
import { useUnsavedChangesGuard } from '@/shared/form/use-unsaved-changes-guard';
import { KeptEditsNotice } from '@/shared/kept-edits/KeptEditsNotice';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { Spinner } from '@/shared/ui/Spinner';
import { selectEditorSession } from '../selectors';
import { contentEdited, editorKeepMineChosen, editorReloadRequested, type EditorSession, type SaveState } from '../slice';
import { ChecksDrawer } from './ChecksDrawer';
import { EDITOR_MESSAGES } from './editor-messages';
import { EditorHeader } from './EditorHeader';
import { EditorReloadContext } from './editor-reload';
import { EditorSaveProblem } from './EditorSaveProblem';
import styles from './EmailEditor.module.css';
import { LinkTargetContext, type LinkTarget } from './link-target';
import { useEditorBody } from './use-editor-body';
import { useHistoryShortcuts } from './use-history-shortcuts';
import { useKeptSessionEdits } from './use-kept-session-edits';

export interface EmailEditorProps {
  /** The session the host opened with editorOpened. */
  sessionKey: string;
  /** The absolute path of the host's editor route (mounted with a trailing `/*`); sub-screens sit below it. */
  basePath: string;
}

/** What every sub-screen of the editor receives. */
type SubScreen = ComponentType<EmailEditorProps>;

const lazyScreen = <Name extends string>(load: () => Promise<Record<Name, SubScreen>>, name: Name) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

// Each sub-screen loads when it opens: the preview, code editors, image and testing screens stay off the editor's first load.
const EditLinkDialog = lazyScreen(() => import('./EditLinkDialog'), 'EditLinkDialog');
const EditCodeModuleDialog = lazyScreen(() => import('../code/EditCodeModuleDialog'), 'EditCodeModuleDialog');
const ConvertToCodeDialog = lazyScreen(() => import('../code/ConvertToCodeDialog'), 'ConvertToCodeDialog');
const PreviewScreen = lazyScreen(() => import('../preview/PreviewScreen'), 'PreviewScreen');
const ImageManagerScreen = lazyScreen(() => import('../images/ImageManagerScreen'), 'ImageManagerScreen');
const EmailTestingScreen = lazyScreen(() => import('../email-testing/EmailTestingScreen'), 'EmailTestingScreen');
const TestSendDialog = lazy(() => import('../test-send/TestSendDialog').then((module) => ({ default: module.TestSendDialog })));

/** The spec's editor sub-screens, relative to the editor's route, each over the editor. */
const SUB_SCREENS: readonly { paths: readonly string[]; Screen: SubScreen }[] = [
  { paths: ['modules/edit-link'], Screen: EditLinkDialog },
  { paths: ['modules/edit_code'], Screen: EditCodeModuleDialog },
  { paths: ['edit_code/convert'], Screen: ConvertToCodeDialog },
  { paths: ['preview', 'preview/test_data', 'test_data'], Screen: PreviewScreen },
  { paths: ['image_manager', 'image_manager/edit', 'image_manager/images/:imageId/delete'], Screen: ImageManagerScreen },
  { paths: ['email_testing', 'email_testing/review', 'email_testing/view_results/:resultId?/:view?'], Screen: EmailTestingScreen },
];

/**
 * The email editor of one session, for any host: the design canvas or the code editor, the header with
 * the save state, undo and redo, preview, test send and email testing, the pre-send checks in a drawer,
 * and the sub-screens as nested routes under `basePath`. Edits autosave (save-epics.ts); leaving with
 * unsaved work asks first.
 */
export function EmailEditor({ sessionKey, basePath }: EmailEditorProps) {
  const dispatch = useAppDispatch();
  const session = useAppSelector((state) => selectEditorSession(state, sessionKey));
  const { Body, failed, retry } = useEditorBody(session?.history.present.editor);
  const [testSendOpen, setTestSendOpen] = useState(false);
  const linkTarget = useRef<LinkTarget | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  // "Reload" discards the work on screen: the guard lets go first, so the browser does not ask again.
  const [reloading, setReloading] = useState(false);
  const requestReload = useCallback(() => setReloading(true), []);
  // The conflict the user closed the dialog of ("decide later"): the banner keeps the choice. A new conflict is a new object.
  const [conflictPutOff, setConflictPutOff] = useState<SaveState | null>(null);
  const key = sessionKey;

  useUnsavedChangesGuard(session !== undefined && session.save.status !== 'saved' && !reloading, { scope: basePath, message: EDITOR_MESSAGES.unsavedLeave });
  useEffect(() => {
    if (reloading) dispatch(editorReloadRequested({ key }));
  }, [dispatch, key, reloading]);
  useHistoryShortcuts(rootRef, sessionKey);

  if (!session || !Body) {
    if (!failed) return <Spinner size="lg" label={EDITOR_MESSAGES.loading} className={styles.loading} />;
    return (
      <InlineAlert tone="danger" title={EDITOR_MESSAGES.loadFailed} className={styles.loadFailed}>
        <p>{EDITOR_MESSAGES.loadFailedHint}</p>
        <Button onClick={retry}>Try again</Button>
      </InlineAlert>
    );
  }

  return (
    <EditorReloadContext.Provider value={requestReload}>
      <LinkTargetContext.Provider value={linkTarget}>
        <div ref={rootRef} className={styles.editor}>
          <KeptSessionEdits session={session} discarding={reloading}>
            {(keptOffered) => (
              <EditorHeader
                session={session}
                keptOffered={keptOffered}
                basePath={basePath}
                onSendTest={() => setTestSendOpen(true)}
                checks={<ChecksDrawer sessionKey={sessionKey} />}
              />
            )}
          </KeptSessionEdits>
          <EditorSaveProblem session={session} />
          {session.save.status === 'conflict' && session.save !== conflictPutOff && !reloading && (
            <SaveConflictDialog
              noun={session.noun}
              onReload={requestReload}
              onKeepMine={() => dispatch(editorKeepMineChosen({ key }))}
              onClose={() => setConflictPutOff(session.save)}
            />
          )}
          <div className={styles.body}>
            <Body sessionKey={sessionKey} basePath={basePath} />
          </div>
          <Suspense fallback={null}>
            <Routes>
              {SUB_SCREENS.flatMap(({ paths, Screen }) =>
                paths.map((path) => <Route key={path} path={path} element={<Screen sessionKey={sessionKey} basePath={basePath} />} />),
              )}
              <Route path="*" element={null} />
            </Routes>
            {testSendOpen && <TestSendDialog sessionKey={sessionKey} open onClose={() => setTestSendOpen(false)} />}
          </Suspense>
        </div>
      </LinkTargetContext.Provider>
    </EditorReloadContext.Provider>
  );
}

/**
 * The header, with the offer of edits kept from an earlier visit under it (use-kept-session-edits.ts).
 * Restore makes them the session's unsaved content, which autosaves; while the offer waits, the header
 * does not say "Saved".
 */
function KeptSessionEdits({ session, discarding, children }: { session: EditorSession; discarding: boolean; children: (keptOffered: boolean) => ReactNode }) {
  const dispatch = useAppDispatch();
  const kept = useKeptSessionEdits(session);
  const { key } = session;
  const { abandon } = kept;
  // The conflict's Reload discards the work on screen: none of it is kept to be offered after the reload.
  // (This effect runs before the editor's own, which reloads.)
  useEffect(() => {
    if (discarding) abandon();
  }, [discarding, abandon]);
  return (
    <>
      {children(kept.offer !== undefined)}
      <KeptEditsNotice kept={kept} noun={session.noun} revision={session.revision} onRestore={(content) => dispatch(contentEdited({ key, content }))} />
    </>
  );
}
