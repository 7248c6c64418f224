/** The words of the editor's header and loading states. */
export const EDITOR_MESSAGES = {
  saved: 'Saved',
  updatedElsewhere: 'Updated with changes saved elsewhere',
  saving: 'Saving…',
  unsaved: 'Unsaved changes',
  notSaved: 'Not saved',
  conflict: (noun: string) => `This ${noun} was saved elsewhere`,
  conflictExplained: 'Someone saved a newer version, in another tab or on another device, after your changes started. Your changes are still here and are not saved yet.',
  conflictHint: 'Reload to discard your changes and open the saved version, or keep yours and save them over it.',
  loading: 'Loading the editor…',
  loadFailed: 'The editor could not load.',
  loadFailedHint: 'Check your connection, then try again.',
  unsavedLeave: 'Your latest changes to this email are not saved yet. If you leave now, they will be lost.',
} as const;
