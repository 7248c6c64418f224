import { formatNumber } from '@/shared/format/display-format';

export const automationCount = (count: number) => `${formatNumber(count)} ${count === 1 ? 'automation' : 'automations'}`;

export const messages = {
  loadFailed: 'We could not load your automations.',
  createFailed: 'We could not create the automation.',
  duplicateFailed: 'We could not duplicate the automation.',
  deleteFailed: 'We could not delete the automation.',
  setLiveFailed: 'We could not set the automation live.',
  disableFailed: 'We could not disable the automation.',
  duplicated: (name: string) => `${name} was created.`,
  deleted: (name: string) => `${name} was deleted.`,
  setLive: (name: string) => `${name} is live.`,
  disabled: (name: string) => `${name} was disabled.`,
  bulkDeleted: (count: number) => `${automationCount(count)} ${count === 1 ? 'was' : 'were'} deleted.`,
  bulkDeleteFailed: (count: number) => `${automationCount(count)} could not be deleted.`,
};
