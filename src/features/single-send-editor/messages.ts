import type { ApiError } from '@/shared/api/errors';

export const messages = {
  openFailed: 'We could not open this single send. Please try again.',
  saveFailed: (error: ApiError) =>
    error.status === 400
      ? error.message
      : error.status === 0
        ? 'Your changes were not saved: we could not reach the server. They are kept here; retry when you are back online.'
        : 'Your changes were not saved. They are kept here; please retry.',
  sendGone: 'This single send no longer exists; your changes were not saved.',
  notDraft: 'This single send is no longer a draft, so it cannot be edited.',
  categoriesFailed: 'We could not load your categories.',
  clickTrackingUnavailable: 'Click tracking is available for single sends created on or after July 16, 2020. This single send is older, so its links are not tracked.',
  nameRequired: 'Name is a required field.',
} as const;
