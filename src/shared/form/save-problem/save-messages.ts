/** The words every editor and settings form uses about a save that did not land. */
export const SAVE_MESSAGES = {
  notSaved: 'Not saved',
  /** A 5xx: the server's own words ("internal server error") tell the user nothing they can act on. */
  serverFailed: 'Not saved: the server had a problem. Your changes are still here: try again.',
  retry: 'Retry',
  conflict: (noun: string) => `This ${noun} was saved elsewhere`,
  conflictExplained:
    'Someone saved a newer version, in another tab or on another device, after your changes started. Your changes are still here and are not saved yet.',
  conflictHint: 'Reload to discard your changes and open the saved version, or keep yours and save them over it.',
  reload: 'Reload',
  keepMine: 'Keep mine',
} as const;
