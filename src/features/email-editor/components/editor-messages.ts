/** The words of the editor's header and loading states. */
export const EDITOR_MESSAGES = {
  saved: 'Saved',
  updatedElsewhere: 'Updated with changes saved elsewhere',
  saving: 'Saving…',
  /** Edits kept from an earlier visit are offered and not restored yet. */
  keptNotSaved: 'Kept changes not saved',
  unsaved: 'Unsaved changes',
  loading: 'Loading the editor…',
  loadFailed: 'The editor could not load.',
  loadFailedHint: 'Check your connection, then try again.',
  unsavedLeave: 'Your latest changes to this email are not saved yet. If you leave now, they will be lost.',
} as const;
