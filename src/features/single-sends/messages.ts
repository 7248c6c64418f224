import { formatNumber } from '@/shared/format/display-format';
import { SINGLE_SEND_LIMITS } from '@/shared/sending/limits';

/** The spec's limit error (§8, §9); the mock answers the same words. */
export const LIMIT_MESSAGE = `You have reached the maximum of ${formatNumber(SINGLE_SEND_LIMITS.singleSends)} Single Sends.`;

export const singleSendCount = (count: number) => `${formatNumber(count)} single ${count === 1 ? 'send' : 'sends'}`;

export const messages = {
  loadFailed: 'We could not load your single sends.',
  categoriesFailed: 'We could not load the categories.',
  duplicateFailed: 'We could not duplicate the single send.',
  deleteFailed: 'We could not delete the single send.',
  designFailed: 'We could not load the design.',
  duplicated: (name: string) => `${name} was created.`,
  deleted: (name: string) => `${name} was deleted.`,
  bulkDeleted: (count: number) => `${singleSendCount(count)} ${count === 1 ? 'was' : 'were'} deleted.`,
  bulkDeleteFailed: (count: number) => `${singleSendCount(count)} could not be deleted.`,
};
