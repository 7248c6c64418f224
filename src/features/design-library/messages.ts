import type { ApiError } from '@/shared/api/errors';
import { formatNumber } from '@/shared/format/display-format';

/** "1 design", "27 designs". */
export const designCount = (count: number) => `${formatNumber(count)} ${count === 1 ? 'design' : 'designs'}`;

/** Every alert and message of the design library. The spec words none but the delete ("<name> was deleted"). */
export const messages = {
  loadFailed: 'We could not load your designs.',
  systemLoadFailed: 'We could not load the system designs.',
  previewFailed: 'We could not load this design.',
  openFailed: 'We could not open this design.',
  created: (name: string) => `${name} was created`,
  createFailed: (error: ApiError) => `We could not create the design. ${error.message}`,
  renamed: (name: string) => `The design was renamed ${name}`,
  /** None for a conflict: the rename dialog offers Reload or Keep mine instead. */
  renameFailed: (error: ApiError) => (error.status === 409 ? undefined : `We could not rename the design. ${error.message}`),
  reloadFailed: 'We could not read the design again. Please try again.',
  deleted: (name: string) => `${name} was deleted`,
  deleteFailed: (name: string, error: ApiError) => `We could not delete ${name}. ${error.message}`,
  saveFailed: (error: ApiError) => `We could not save the design. ${error.message}`,
  /** The design was deleted (here or in another tab) while it was being edited. */
  savedDesignGone: 'This design no longer exists: it was deleted, perhaps in another tab. Copy anything you want to keep before you leave.',
};
