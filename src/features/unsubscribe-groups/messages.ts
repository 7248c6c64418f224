import type { ApiError } from '@/shared/api/errors';
import { MAX_CSV_ADDRESSES } from './limits';

const numberFormat = new Intl.NumberFormat('en-US');
const number = (value: number) => numberFormat.format(value);
/** "1 address", "20,000 addresses". */
export const addressCount = (count: number) => `${number(count)} ${count === 1 ? 'address' : 'addresses'}`;

/**
 * Every alert of the feature. The spec words only the export failure; the others follow the app's
 * pattern (README, "Messages the spec does not word").
 */
export const messages = {
  loadFailed: 'We could not load your unsubscribe groups.',
  created: (name: string) => `${name} was created`,
  updated: (name: string) => `${name} was updated`,
  deleted: (name: string) => `${name} was deleted`,
  deleteFailed: (name: string, error: ApiError) => `We could not delete ${name}. ${error.message}`,
  suppressionsAdded: (count: number, name: string) => `${addressCount(count)} added to ${name}`,
  exportStarted: (name: string) => `The unsubscribe list of ${name} is downloading`,
  /** The spec's exact wording; also used when the answer has no usable download URL. */
  exportFailed: 'We were unable to export your unsubscribe list. Please try again or contact Support.',
  uploadComplete: (added: number, name: string) => `Upload complete: ${addressCount(added)} added to ${name}`,
  uploadFailed: (failed: number, total: number, name: string, error: ApiError | null) =>
    `${number(failed)} of ${addressCount(total)} could not be added to ${name}${error ? ` (${error.message.replace(/[.!]+$/, '')})` : ''}. Retry them from the group's card.`,
  csvTruncated: (lastAddress: string) =>
    `You can upload at most ${number(MAX_CSV_ADDRESSES)} addresses at a time. The last address processed was ${lastAddress}; upload the rest of the file separately.`,
};
