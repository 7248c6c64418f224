import type { Extension } from '@codemirror/state';
import { useDeferredValue, useId, useMemo, useRef } from 'react';
import type { HandlebarsIssue } from '../checks/pre-send-checks';
import { CodeMirrorEditor, type CodeMirrorHandle } from './CodeMirrorEditor';
import { findHandlebarsIssues } from '@/shared/handlebars/template-issues';
import { HandlebarsIssueList } from './HandlebarsIssueList';
import styles from './CodeEditor.module.css';

interface Props {
  label: string;
  value: string;
  onChange(value: string): void;
  /** The issues already checked (the session's, by the editor's epic); checked here as the text changes when absent. */
  issues?: readonly HandlebarsIssue[];
  /** More editor behaviour (the full code editor's whole-document paste), read when the editor is created. */
  extensions?: readonly Extension[];
}

export const TAB_HINT = 'Tab indents. To leave the editor with the keyboard, press Esc and then Tab (or Ctrl+M to make Tab move focus).';

/**
 * An HTML field in CodeMirror with Handlebars checked: the issues are marked on their lines and listed
 * under the editor. Loaded lazily (CodeMirror and the Handlebars parser come with it).
 */
export default function HtmlCodeField({ label, value, onChange, issues, extensions }: Props) {
  const labelId = useId();
  const hintId = useId();
  const editor = useRef<CodeMirrorHandle>(null);
  // Checking a long template while typing waits for React's idle time, so keystrokes stay quick.
  const checked = useDeferredValue(value);
  const ownIssues = useMemo(() => (issues ? undefined : findHandlebarsIssues(checked)), [issues, checked]);
  const shownIssues = issues ?? ownIssues ?? [];

  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <p id={hintId} className={styles.hint}>
        {TAB_HINT}
      </p>
      <CodeMirrorEditor ref={editor} value={value} onChange={onChange} issues={shownIssues} labelledBy={labelId} describedBy={hintId} extensions={extensions} />
      <HandlebarsIssueList issues={shownIssues} onGoToLine={(line) => editor.current?.goToLine(line)} />
    </div>
  );
}
