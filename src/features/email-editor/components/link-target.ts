import { createContext, type RefObject } from 'react';

/** A link as the edit-link dialog shows it: its address and the text that carries it. */
export interface LinkFields {
  href: string;
  text: string;
}

/** What the edit-link dialog edits: the link at the selection of the text being edited on the canvas. */
export interface LinkTarget {
  /** The link at the selection, or the selected text with no address for a new link. */
  read(): LinkFields;
  apply(link: LinkFields): void;
  remove(): void;
}

/**
 * The text editor being edited on the canvas registers itself here, so the edit-link dialog (a route
 * of its own, over the editor) reaches it. Null while no text is being edited.
 */
export const LinkTargetContext = createContext<RefObject<LinkTarget | null>>({ current: null });
