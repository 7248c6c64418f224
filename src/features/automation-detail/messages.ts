import type { ApiError } from '@/shared/api/errors';

export const messages = {
  openFailed: 'We could not open this automation. Please try again.',
  saved: (name: string) => `${name} was saved.`,
  saveFailed: (error: ApiError) =>
    error.timedOut
      ? error.message
      : error.status === 0
      ? 'Your changes were not saved: we could not reach the server. They are kept here; save again when you are back online.'
      : 'Your changes were not saved. They are kept here; please save again.',
  notSavedProblems: 'Your changes were not saved: fix the problems marked below.',
  liveSucceeded: (name: string) => `${name} is live: contacts added to its entry from now on receive its emails.`,
  liveProblems: 'The automation cannot go live yet: fix the problems below.',
  liveFailed: 'We could not set the automation live. Please try again.',
  disabled: (name: string) => `${name} was disabled.`,
  disableFailed: 'We could not disable the automation. Please try again.',
  messageDeleted: (number: number) => `Email ${number} was deleted.`,
  messageDeleteFailed: 'We could not delete the email. Please try again.',
  branchAdded: 'The branching step was added.',
  branchAddFailed: 'We could not add the branching step. Please try again.',
  branchDeleted: 'The branching step and its emails were deleted.',
  branchDeleteFailed: 'We could not delete the branching step. Please try again.',
  noProblems: 'Everything is ready: the automation can go live.',
  liveNotice: 'This automation is live: its settings and emails cannot change while it runs. Disable it to edit them; the content of its emails can still be edited.',
  pausedNotice: 'This automation is paused: something it needs went away (its entry list or segment, or the sender of an email). Fix it and set it live again; contacts keep their place.',
  disabledNotice: 'This automation is disabled: it sends nothing. Set it live again to start over with new contacts.',
} as const;
