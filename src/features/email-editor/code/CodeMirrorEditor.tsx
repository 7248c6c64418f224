import { setDiagnostics } from '@codemirror/lint';
import { EditorSelection, EditorState, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import type { HandlebarsIssue } from '../checks/pre-send-checks';
import { codeEditorExtensions, fromOutside, issueDiagnostics } from './code-mirror-extensions';

export interface CodeMirrorHandle {
  /** Puts the cursor at the start of the line and focuses the editor. */
  goToLine(line: number): void;
}

interface Props {
  value: string;
  onChange(value: string): void;
  issues: readonly HandlebarsIssue[];
  /** The editable element's ARIA attributes (its label, its description). */
  labelledBy: string;
  describedBy: string;
  /** More behaviour for this editor, read once when it is created. */
  extensions?: readonly Extension[];
  ref?: Ref<CodeMirrorHandle>;
}

/** CodeMirror 6 over one HTML source: the store (or the dialog) owns the text, the editor shows and edits it. */
export function CodeMirrorEditor({ value, onChange, issues, labelledBy, describedBy, extensions, ref }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latestChange = useRef(onChange);
  latestChange.current = onChange;
  // What the editor last reported or was given, so a value coming back from the store is not reapplied.
  const shown = useRef(value);
  const extra = useRef(extensions);

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current as HTMLDivElement,
      state: EditorState.create({
        doc: shown.current,
        // tabindex says outright what contenteditable implies, so checkers (axe) see the scroller's focusable content.
        extensions: [
          ...codeEditorExtensions({ 'aria-labelledby': labelledBy, 'aria-describedby': describedBy, tabindex: '0' }, (source) => {
            shown.current = source;
            latestChange.current(source);
          }),
          ...(extra.current ?? []),
        ],
      }),
    });
    view.current = editor;
    // Escape stays in the editor, so in a dialog it never closes the dialog with the edits. It is stopped
    // on its way up, after CodeMirror has seen it: Escape then Tab still moves focus out of the editor.
    const keepEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') event.preventDefault();
    };
    const parent = host.current as HTMLDivElement;
    parent.addEventListener('keydown', keepEscape);
    return () => {
      parent.removeEventListener('keydown', keepEscape);
      editor.destroy();
      view.current = null;
    };
  }, [labelledBy, describedBy]);

  useEffect(() => {
    const editor = view.current;
    if (!editor || value === shown.current) return;
    shown.current = value;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value }, annotations: fromOutside.of(true) });
  }, [value]);

  useEffect(() => {
    const editor = view.current;
    if (editor) editor.dispatch(setDiagnostics(editor.state, issueDiagnostics(editor.state.doc, issues)));
  }, [issues]);

  useImperativeHandle(ref, () => ({
    goToLine(line) {
      const editor = view.current;
      if (!editor) return;
      const { from } = editor.state.doc.line(Math.min(Math.max(line, 1), editor.state.doc.lines));
      editor.dispatch({ selection: EditorSelection.cursor(from), scrollIntoView: true });
      editor.focus();
    },
  }));

  return <div ref={host} />;
}
