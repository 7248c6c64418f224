import { createContext, useContext } from 'react';
import type { DesignDocument } from '../../document/types';

/** The module control to focus once the canvas has re-rendered (moves keep focus on the moved module). */
export interface FocusRequest {
  moduleId: string;
  /** The control's `data-control` name; another of the module's controls when that one is disabled. */
  control: string;
}

/** A focus request for the canvas itself (nothing is left to focus in it). */
export const CANVAS_FOCUS = '@canvas';

/** The key of a request to focus a module's text editor once it is there (it loads after the module is selected). */
export const textFocusKey = (moduleId: string) => `${moduleId}:text`;

/** What every part of the design editor uses to change the design, without re-rendering on each edit. */
export interface DesignEditing {
  sessionKey: string;
  basePath: string;
  /** The design on screen now (read at the moment, not rendered from). */
  currentDocument(): DesignDocument;
  /** Applies `change` to the design on screen; an edit that changes nothing records nothing. */
  edit(change: (document: DesignDocument) => DesignDocument, mergeKey?: string): void;
  select(moduleId: string | null): void;
  requestFocus(request: FocusRequest): void;
  /** The request for this module, once: CanvasModule asks after each render. */
  takeFocusRequest(moduleId: string): FocusRequest | null;
  /** Moves focus to the settings panel's heading ("Edit" on a module). */
  focusSettings(): void;
  /** Says something to screen reader users (a polite live region). */
  announce(message: string): void;
}

export const DesignEditingContext = createContext<DesignEditing | null>(null);

export function useDesignEditing(): DesignEditing {
  const editing = useContext(DesignEditingContext);
  if (!editing) throw new Error('useDesignEditing needs the DesignEditor around it.');
  return editing;
}
