/** The words of the editor's header and loading states. */
export const EDITOR_MESSAGES = {
  saved: 'Saved',
  saving: 'Saving…',
  unsaved: 'Unsaved changes',
  notSaved: 'Not saved',
  conflict: 'This design was changed in another tab.',
  conflictHint: 'Reload to see the saved version, or keep yours and save it over the other.',
  loading: 'Loading the editor…',
  loadFailed: 'The editor could not load.',
  loadFailedHint: 'Check your connection, then try again.',
  unsavedLeave: 'Your latest changes to this email are not saved yet. If you leave now, they will be lost.',
} as const;
