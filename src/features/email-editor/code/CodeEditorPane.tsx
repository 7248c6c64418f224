import { nanoid } from '@reduxjs/toolkit';
import { lazy, Suspense, useCallback, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Spinner } from '@/shared/ui/Spinner';
import { selectEditorContent } from '../selectors';
import { contentEdited } from '../slice';
import { selectHandlebarsIssues } from './code-slice';
import styles from './CodeEditor.module.css';

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
}

/** The code editor of an `editor: 'code'` session: its HTML is the source, the plain text is derived from it when saved. */
export function CodeEditorPane({ sessionKey }: Props) {
  const dispatch = useAppDispatch();
  const content = useAppSelector((state) => selectEditorContent(state, sessionKey));
  const issues = useAppSelector((state) => selectHandlebarsIssues(state, sessionKey));
  const mergeKey = useTypingBurst();

  // The plain text is derived again by every save and test send (render-for-save.ts), not per keystroke:
  // reading a long email's text on each key took ~10 ms of the typing's budget.
  const plainText = useRef('');
  plainText.current = content?.plainText ?? '';
  const edit = useCallback(
    (source: string) =>
      dispatch(contentEdited({ key: sessionKey, content: { editor: 'code', document: null, html: source, plainText: plainText.current }, mergeKey: mergeKey() })),
    [dispatch, sessionKey, mergeKey],
  );

  if (!content) return null;
  return (
    <div className={styles.pane}>
      <Suspense fallback={<Spinner label="Loading the code editor" size="lg" />}>
        <HtmlCodeField label="HTML" value={content.html} onChange={edit} issues={issues} />
      </Suspense>
    </div>
  );
}
