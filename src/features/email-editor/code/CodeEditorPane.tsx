import { nanoid } from '@reduxjs/toolkit';
import { lazy, Suspense, useCallback, useRef } from 'react';
import { useUnsavedChangesGuard } from '@/shared/form/use-unsaved-changes-guard';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Spinner } from '@/shared/ui/Spinner';
import { EDITOR_MESSAGES } from '../components/editor-messages';
import { selectEditorContent } from '../selectors';
import { contentEdited } from '../slice';
import { selectHandlebarsIssues } from './code-slice';
import styles from './CodeEditor.module.css';
import { useCoalescedEdits } from './use-coalesced-edits';

const HtmlCodeField = lazy(() => import('./HtmlCodeField'));

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

  if (!content) return null;
  return (
    <div className={styles.pane} onBlur={flush}>
      <Suspense fallback={<Spinner label="Loading the code editor" size="lg" />}>
        <HtmlCodeField label="HTML" value={content.html} onChange={type} issues={issues} />
      </Suspense>
    </div>
  );
}
