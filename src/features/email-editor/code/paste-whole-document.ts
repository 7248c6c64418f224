import type { Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { emailDocumentOf, isWholeDocument } from './whole-document';

/**
 * In the full code editor, an email holds one document: a whole one pasted (`<!doctype html><html><head>…`)
 * replaces the text, wherever the cursor was, rather than nesting a second <html> and <body> inside the first.
 * The editor's history (and the app's Undo) takes it back in one step.
 */
export function replaceOnWholeDocumentPaste(onReplaced: () => void): Extension {
  return EditorView.domEventHandlers({
    paste(event, view) {
      const pasted = event.clipboardData?.getData('text/plain') ?? '';
      if (!isWholeDocument(pasted)) return false;
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: emailDocumentOf(pasted) }, userEvent: 'input.paste', scrollIntoView: true });
      onReplaced();
      return true;
    },
  });
}
