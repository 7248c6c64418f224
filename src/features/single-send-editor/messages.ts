import { hostSaveFailed } from '@/shared/sending/host-save-failed';

export const messages = {
  openFailed: 'We could not open this single send. Please try again.',
  saveFailed: hostSaveFailed,
  sendGone: 'This single send no longer exists; your changes were not saved.',
  notDraft: 'This single send is no longer a draft, so it cannot be edited.',
  clickTrackingUnavailable: 'Click tracking is available for single sends created on or after July 16, 2020. This single send is older, so its links are not tracked.',
  nameRequired: 'Name is a required field.',
} as const;
