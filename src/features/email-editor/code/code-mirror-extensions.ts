import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { html } from '@codemirror/lang-html';
import { bracketMatching, defaultHighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, lintKeymap, type Diagnostic } from '@codemirror/lint';
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';
import { Annotation, type Extension, type Text } from '@codemirror/state';
import {
  Decoration,
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
  MatchDecorator,
  ViewPlugin,
  type DecorationSet,
  type ViewUpdate,
} from '@codemirror/view';
import type { HandlebarsIssue } from '../checks/pre-send-checks';

/**
 * Handlebars tags ({{name}}, {{{unsubscribe}}}, {{#if}}, {{!-- comments --}}) marked over the HTML
 * highlighting. A mark over the text, not a second parser: tags sit anywhere in HTML, in attribute
 * values and inside tag names' neighbours, where a mixed-language parser would have to guess.
 */
const handlebarsTags = new MatchDecorator({
  regexp: /\{\{!--[\s\S]*?--\}\}|\{\{\{?[^{}]*\}?\}\}/g,
  decoration: Decoration.mark({ class: 'cm-handlebars' }),
});

const handlebarsHighlighting = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;

    constructor(view: EditorView) {
      this.decorations = handlebarsTags.createDeco(view);
    }

    update(update: ViewUpdate) {
      this.decorations = handlebarsTags.updateDeco(update, this.decorations);
    }
  },
  { decorations: (plugin) => plugin.decorations },
);

const theme = EditorView.theme({
  '&': { fontSize: '13px', border: '1px solid var(--color-border-strong)', borderRadius: 'var(--radius)', backgroundColor: 'var(--color-surface)' },
  '&.cm-focused': { outline: 'var(--focus-ring-width) solid var(--color-focus)', outlineOffset: 'var(--focus-ring-offset)' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', minHeight: '16rem', maxHeight: '60vh' },
  '.cm-handlebars': { color: '#6b2fa3', backgroundColor: '#f3ecfa', borderRadius: '2px' },
});

/** Marks a change that came from the store (the app's Undo, another screen), so it is not reported back as an edit. */
export const fromOutside = Annotation.define<boolean>();

export function codeEditorExtensions(attributes: Record<string, string>, onChange: (source: string) => void): Extension[] {
  return [
    lineNumbers(),
    highlightActiveLineGutter(),
    history(),
    drawSelection(),
    indentOnInput(),
    syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
    bracketMatching(),
    closeBrackets(),
    autocompletion(),
    highlightActiveLine(),
    highlightSelectionMatches(),
    lintGutter(),
    keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...searchKeymap, ...historyKeymap, ...completionKeymap, ...lintKeymap, indentWithTab]),
    html(),
    handlebarsHighlighting,
    theme,
    EditorView.lineWrapping,
    EditorView.contentAttributes.of(attributes),
    EditorView.updateListener.of((update) => {
      if (update.docChanged && !update.transactions.some((transaction) => transaction.annotation(fromOutside))) onChange(update.state.doc.toString());
    }),
  ];
}

/** Each issue marks its whole line (the parser names the line, not always the column). */
export function issueDiagnostics(doc: Text, issues: readonly HandlebarsIssue[]): Diagnostic[] {
  return issues.map((issue) => {
    const line = doc.line(Math.min(Math.max(issue.line, 1), doc.lines));
    return { from: line.from, to: line.to, severity: 'error', source: 'Handlebars', message: issue.message };
  });
}
