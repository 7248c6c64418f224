import type { IconName } from './Icon';

export type StatusTone = 'info' | 'success' | 'warning' | 'danger';

export const statusIcon: Record<StatusTone, IconName> = {
  info: 'info',
  success: 'check',
  warning: 'alert',
  danger: 'alert',
};

/** Spoken name of each tone, so meaning never relies on colour alone. */
export const statusLabel: Record<StatusTone, string> = {
  info: 'Information',
  success: 'Success',
  warning: 'Warning',
  danger: 'Error',
};
