/** The words of the offer of kept edits and of a browser that cannot keep them. */
export const KEPT_EDITS_MESSAGES = {
  offerTitle: 'You have changes that were not saved',
  offer: (noun: string, when: string) => `Your changes to this ${noun} from ${when} were kept in this browser and are not saved.`,
  savedSince: (noun: string) => `This ${noun} was saved since then: restoring puts your changes over that version once you save.`,
  restore: 'Restore my changes',
  discard: 'Discard them',
  keepFailed: 'This browser cannot keep a copy of your unsaved changes (its storage is full or switched off). Save them before you leave or reload.',
} as const;
