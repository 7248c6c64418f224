import type { Editor } from '@tiptap/core';
import type { LinkTarget } from '../../link-target';

/** The edit-link dialog's view of a TipTap editor: the link at its selection. */
export function linkTargetOf(editor: Editor): LinkTarget {
  const selectedText = () => {
    const { from, to } = editor.state.selection;
    return editor.state.doc.textBetween(from, to, ' ');
  };
  return {
    read() {
      // A link is edited whole: the selection grows to all of its text.
      if (editor.isActive('link')) editor.commands.extendMarkRange('link');
      return { href: (editor.getAttributes('link').href as string | undefined) ?? '', text: selectedText() };
    },
    apply({ href, text }) {
      const label = text || href;
      if (label === selectedText()) {
        editor.chain().focus().setLink({ href }).run();
        return;
      }
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: label, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    },
    remove() {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
    },
  };
}
