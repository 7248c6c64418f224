import type { ApiError } from '@/shared/api/errors';
import { formatNumber } from '@/shared/format/display-format';

/** "1 list", "1,000 lists". */
export const listCount = (count: number) => `${formatNumber(count)} ${count === 1 ? 'list' : 'lists'}`;
/** "1 contact", "4,210 contacts". */
export const contactCount = (count: number) => `${formatNumber(count)} ${count === 1 ? 'contact' : 'contacts'}`;

/** Every alert and message of the lists feature. The spec words the name rules (list-name-rules.ts) and "<name> was deleted". */
export const messages = {
  loadFailed: 'We could not load your lists.',
  listLoadFailed: 'We could not load this list.',
  countFailed: 'We could not count the contacts of this list.',
  usageFailed: 'We could not check what uses this list.',
  created: (name: string) => `${name} was created`,
  createFailed: (error: ApiError) => `We could not create the list. ${error.message}`,
  renamed: (name: string) => `The list was renamed ${name}`,
  renameFailed: (error: ApiError) => `We could not rename the list. ${error.message}`,
  deleted: (name: string) => `${name} was deleted`,
  deleteFailed: (name: string, error: ApiError) => `We could not delete ${name}. ${error.message}`,
  contactsDeleted: (name: string) => `The contacts of ${name} were deleted`,
  contactsDeleteFailed: (name: string) => `We could not delete the contacts of ${name}.`,
};

/** A 400 is the server's verdict on the name (or the list limit): the form shows it, no alert. */
export const isValidationFailure = (error: ApiError) => error.status === 400;
