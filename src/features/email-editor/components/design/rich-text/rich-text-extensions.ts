import { Mark, type Extensions } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import TextAlign from '@tiptap/extension-text-align';
import { isAllowedLink } from '../../../links/link-policy';

/**
 * Keeps inline styles of spans it is given (a system design's coloured or larger words) through an
 * edit; the sanitiser decides which of them reach the email when it renders.
 */
const SpanStyle = Mark.create({
  name: 'spanStyle',
  addAttributes() {
    return {
      style: {
        default: null,
        parseHTML: (element) => element.getAttribute('style'),
        renderHTML: (attributes) => (attributes.style ? { style: attributes.style as string } : {}),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'span[style]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['span', HTMLAttributes, 0];
  },
});

/**
 * What the text editor offers: only what email clients render. Paragraphs, headings 1 to 6, bold,
 * italic, underline, strike, links (the link policy's addresses only), lists and alignment. Undo is
 * the editor's own history (one step per burst of typing), so TipTap keeps none.
 */
export const RICH_TEXT_EXTENSIONS: Extensions = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3, 4, 5, 6] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    undoRedo: false,
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: false,
      linkOnPaste: false,
      HTMLAttributes: { target: null, rel: null, class: null },
      isAllowedUri: (url) => isAllowedLink(url),
    },
  }),
  TextAlign.configure({ types: ['heading', 'paragraph'], alignments: ['left', 'center', 'right'] }),
  SpanStyle,
];
