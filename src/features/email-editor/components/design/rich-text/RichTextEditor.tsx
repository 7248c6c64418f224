import { EditorContent, useEditor } from '@tiptap/react';
import { useContext, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { LinkTargetContext } from '../../link-target';
import { historyShortcutOf } from '../../use-history-shortcuts';
import { useDesignEditing } from '../design-editing';
import styles from './RichText.module.css';
import { linkTargetOf } from './link-target-of';
import { RICH_TEXT_EXTENSIONS } from './rich-text-extensions';
import { RichTextToolbar } from './RichTextToolbar';

interface RichTextEditorProps {
  /** The module's HTML; a change from elsewhere (undo) replaces what the editor shows. */
  html: string;
  onChange(html: string): void;
  /** The text box's accessible name. */
  label: string;
  lineHeight: number;
  linkColour: string;
  /** Asked once the editor is on screen: whether it takes focus (its caret at the end). */
  takeFocus(): boolean;
}

/** A module's rich text, edited in place with TipTap; its links open the edit-link dialog. */
export function RichTextEditor({ html, onChange, label, lineHeight, linkColour, takeFocus }: RichTextEditorProps) {
  const { basePath } = useDesignEditing();
  const navigate = useNavigate();
  const linkTarget = useContext(LinkTargetContext);
  const emitted = useRef(html);
  const callbacks = useRef({ onChange, takeFocus });
  callbacks.current = { onChange, takeFocus };

  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: html,
    // TipTap's own stylesheet would be an inline <style>; RichText.module.css has what it needs.
    injectCSS: false,
    // Created once mounted: an editor made during a render React then discards would take the focus request.
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, class: styles.prose ?? '' },
      // ProseMirror marks Ctrl+Z and Ctrl+Y handled (to stop the browser's own undo) even with no history of its
      // own, which would hide them from the editor's shortcuts: returning true leaves them to useHistoryShortcuts.
      handleDOMEvents: { keydown: (_view, event) => historyShortcutOf(event) !== null },
    },
    // Once the editor is on screen (never for a render React threw away).
    onCreate: ({ editor: created }) => {
      if (callbacks.current.takeFocus()) created.commands.focus('end');
    },
    onUpdate: ({ editor: current }) => {
      emitted.current = current.getHTML();
      callbacks.current.onChange(emitted.current);
    },
  });

  useEffect(() => {
    if (!editor || html === emitted.current) return;
    emitted.current = html;
    editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);

  useEffect(() => {
    if (!editor) return undefined;
    const target = linkTargetOf(editor);
    linkTarget.current = target;
    return () => {
      if (linkTarget.current === target) linkTarget.current = null;
    };
  }, [editor, linkTarget]);

  return (
    <div className={styles.editor} style={{ lineHeight: `${lineHeight}px`, ['--link-colour' as string]: linkColour }}>
      {editor && <RichTextToolbar editor={editor} onEditLink={() => navigate(`${basePath}/modules/edit-link`)} />}
      <EditorContent editor={editor} />
    </div>
  );
}
