import type { SaveState } from './session-types';

/*
 * The save state's legal transitions (like src/shared/request-state): the autosave and the host's
 * answers move it, and a late or unexpected answer leaves it as it is.
 */

export const savedAt = (at: number): SaveState => ({ status: 'saved', at });

/** The content changed: it needs saving, unless a conflict waits for the user's choice. */
export const edited = (state: SaveState): SaveState => (state.status === 'conflict' ? state : { status: 'unsaved' });

/** A save went to the host. */
export const saving = (state: SaveState): SaveState => (state.status === 'conflict' ? state : { status: 'saving' });

/** saving → saved. Content edited while it was saving stays unsaved, and the autosave saves it next. */
export const saveSucceeded = (state: SaveState, at: number): SaveState => (state.status === 'saving' ? savedAt(at) : state);

/** saving (or edited while saving) → failed; the typed content stays and Retry saves it. */
export const saveFailed = (state: SaveState, message: string): SaveState =>
  state.status === 'saving' || state.status === 'unsaved' ? { status: 'failed', message } : state;

export const conflicted = (revision?: string): SaveState => (revision === undefined ? { status: 'conflict' } : { status: 'conflict', revision });

/** What a save round may start from: content that is not saved, and no conflict waiting. */
export const needsSaving = (state: SaveState): boolean => state.status === 'unsaved' || state.status === 'failed';
