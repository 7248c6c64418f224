import { nanoid } from '@reduxjs/toolkit';
import { lazy, Suspense, useCallback, useId, useMemo, useRef, useState } from 'react';
import { useUnsavedChangesGuard } from '@/shared/form/use-unsaved-changes-guard';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { EDITOR_MESSAGES } from '../components/editor-messages';
import { selectEditorContent } from '../selectors';
import { contentEdited } from '../slice';
import { selectHandlebarsIssues } from './code-slice';
import styles from './CodeEditor.module.css';
import { ImportHtmlFile } from './ImportHtmlFile';
import { replaceOnWholeDocumentPaste } from './paste-whole-document';
import { useCoalescedEdits } from './use-coalesced-edits';
import { emailDocumentOf } from './whole-document';

const HtmlCodeField = lazy(() => import('./HtmlCodeField'));
const CodeLivePreview = lazy(() => import('./CodeLivePreview'));

export const CODE_EDITOR_NOTICES = {
  imported: (fileName: string) => `Imported “${fileName}”: it is now the email’s HTML. Undo brings the previous HTML back.`,
  pastedDocument: 'The pasted email replaced the HTML, as an email holds one document. Undo brings the previous HTML back.',
} as const;

/** Edits typed with pauses shorter than this undo together as one step of the app's history. */
const TYPING_BURST_GAP_MS = 1000;

/** A merge key per burst of typing: the app's Undo takes back a burst, not a keystroke, nor the whole session. */
function useTypingBurst(): () => string {
  const burst = useRef({ key: '', at: 0 });
  return useCallback(() => {
    const now = Date.now();
    if (now - burst.current.at > TYPING_BURST_GAP_MS) burst.current.key = `code:${nanoid()}`;
    burst.current.at = now;
    return burst.current.key;
  }, []);
}

interface Props {
  sessionKey: string;
  basePath: string;
}

interface CodeEdit {
  source: string;
  mergeKey: string;
}

/**
 * The code editor of an `editor: 'code'` session: its HTML is the source, the plain text is derived from it when saved.
 * While the author types, CodeMirror holds the text; it reaches the store after a pause, when focus leaves the
 * pane (before any button or link outside it acts) and on unmount. Leaving the page in between asks first.
 */
export function CodeEditorPane({ sessionKey, basePath }: Props) {
  const dispatch = useAppDispatch();
  const content = useAppSelector((state) => selectEditorContent(state, sessionKey));
  const issues = useAppSelector((state) => selectHandlebarsIssues(state, sessionKey));
  const mergeKey = useTypingBurst();

  // The plain text is derived again by every save and test send (render-for-save.ts), not per keystroke:
  // reading a long email's text on each key took ~10 ms of the typing's budget.
  const plainText = useRef('');
  plainText.current = content?.plainText ?? '';
  const commit = useCallback(
    ({ source, mergeKey: burst }: CodeEdit) =>
      dispatch(contentEdited({ key: sessionKey, content: { editor: 'code', document: null, html: source, plainText: plainText.current }, mergeKey: burst })),
    [dispatch, sessionKey],
  );
  const { edit, flush, pending } = useCoalescedEdits(commit);
  // The burst is told by the keystrokes' times, not the commits'.
  const type = useCallback((source: string) => edit({ source, mergeKey: mergeKey() }), [edit, mergeKey]);
  useUnsavedChangesGuard(pending, { scope: basePath, message: EDITOR_MESSAGES.unsavedLeave });

  const [notice, setNotice] = useState('');
  const [previewShown, setPreviewShown] = useState(true);
  const previewId = useId();
  const pasteExtensions = useMemo(() => [replaceOnWholeDocumentPaste(() => setNotice(CODE_EDITOR_NOTICES.pastedDocument))], []);
  const importFile = (html: string, fileName: string) => {
    flush();
    commit({ source: emailDocumentOf(html), mergeKey: `import:${nanoid()}` });
    setNotice(CODE_EDITOR_NOTICES.imported(fileName));
  };

  if (!content) return null;
  return (
    <div className={styles.pane} onBlur={flush}>
      <div className={styles.paneBar}>
        <ImportHtmlFile onImport={importFile} />
        <Button size="sm" aria-expanded={previewShown} aria-controls={previewId} onClick={() => setPreviewShown((shown) => !shown)}>
          {previewShown ? 'Hide live preview' : 'Show live preview'}
        </Button>
      </div>
      <p role="status" className={styles.hint}>
        {notice}
      </p>
      <div className={styles.split}>
        <section aria-label="HTML code" className={styles.codeSide}>
          <Suspense fallback={<Spinner label="Loading the code editor" size="lg" />}>
            <HtmlCodeField label="HTML" value={content.html} onChange={type} issues={issues} extensions={pasteExtensions} />
          </Suspense>
        </section>
        <section id={previewId} aria-label="Live preview" className={styles.previewSide} hidden={!previewShown}>
          <Suspense fallback={<Spinner label="Loading the live preview" size="lg" />}>
            <CodeLivePreview sessionKey={sessionKey} html={content.html} />
          </Suspense>
        </section>
      </div>
    </div>
  );
}
