import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import type { ReactNode } from 'react';
import { PLACEHOLDERS } from '../../../document/placeholders';
import styles from './RichText.module.css';

const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;
type Style = 'normal' | `h${(typeof HEADING_LEVELS)[number]}`;

const styleOf = (level: (typeof HEADING_LEVELS)[number] | undefined): Style => (level === undefined ? 'normal' : `h${level}`);

const ALIGNMENTS = [
  { value: 'left', label: 'Align left', glyph: '⇤' },
  { value: 'center', label: 'Align center', glyph: '↔' },
  { value: 'right', label: 'Align right', glyph: '⇥' },
] as const;

function ToggleButton({ label, pressed, onPress, children }: { label: string; pressed: boolean; onPress(): void; children: ReactNode }) {
  return (
    <button
      type="button"
      className={styles.tool}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      // Keeps the text's selection where it is: the command applies to it.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
    >
      {children}
    </button>
  );
}

/** The text editor's formatting controls, each showing whether it applies to the selection. */
export function RichTextToolbar({ editor, onEditLink }: { editor: Editor; onEditLink(): void }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      style: styleOf(HEADING_LEVELS.find((level) => current.isActive('heading', { level }))),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      align: ALIGNMENTS.find(({ value }) => current.isActive({ textAlign: value }))?.value ?? 'left',
    }),
  });
  const chain = () => editor.chain().focus();

  function setStyle(style: Style) {
    if (style === 'normal') chain().setParagraph().run();
    else chain().setHeading({ level: Number(style.slice(1)) as (typeof HEADING_LEVELS)[number] }).run();
  }

  return (
    <div role="group" aria-label="Text formatting" className={styles.toolbar}>
      <label className={styles.selectLabel}>
        <span className={styles.visuallyHidden}>Text style</span>
        <select className={styles.select} value={state.style} onChange={(event) => setStyle(event.target.value as Style)}>
          <option value="normal">Normal</option>
          {HEADING_LEVELS.map((level) => (
            <option key={level} value={`h${level}`}>
              Heading {level}
            </option>
          ))}
        </select>
      </label>
      <ToggleButton label="Bold" pressed={state.bold} onPress={() => chain().toggleBold().run()}>
        <b>B</b>
      </ToggleButton>
      <ToggleButton label="Italic" pressed={state.italic} onPress={() => chain().toggleItalic().run()}>
        <i>I</i>
      </ToggleButton>
      <ToggleButton label="Underline" pressed={state.underline} onPress={() => chain().toggleUnderline().run()}>
        <u>U</u>
      </ToggleButton>
      <ToggleButton label="Strikethrough" pressed={state.strike} onPress={() => chain().toggleStrike().run()}>
        <s>S</s>
      </ToggleButton>
      <ToggleButton label="Bulleted list" pressed={state.bulletList} onPress={() => chain().toggleBulletList().run()}>
        <span aria-hidden="true">•≡</span>
      </ToggleButton>
      <ToggleButton label="Numbered list" pressed={state.orderedList} onPress={() => chain().toggleOrderedList().run()}>
        <span aria-hidden="true">1≡</span>
      </ToggleButton>
      {ALIGNMENTS.map(({ value, label, glyph }) => (
        <ToggleButton key={value} label={label} pressed={state.align === value} onPress={() => chain().setTextAlign(value).run()}>
          <span aria-hidden="true">{glyph}</span>
        </ToggleButton>
      ))}
      <button type="button" className={styles.tool} onMouseDown={(event) => event.preventDefault()} onClick={onEditLink}>
        {state.link ? 'Edit link' : 'Link'}
      </button>
      <button type="button" className={styles.tool} disabled={!state.link} onMouseDown={(event) => event.preventDefault()} onClick={() => chain().extendMarkRange('link').unsetLink().run()}>
        Remove link
      </button>
      <label className={styles.selectLabel}>
        <span className={styles.visuallyHidden}>Insert placeholder</span>
        <select
          className={styles.select}
          value=""
          onChange={(event) => {
            if (event.target.value) chain().insertContent(event.target.value).run();
          }}
        >
          <option value="">Insert placeholder…</option>
          {PLACEHOLDERS.map((placeholder) => (
            <option key={placeholder} value={placeholder}>
              {placeholder}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
