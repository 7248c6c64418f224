import type { ClientResult } from '../types';

/** What a client's result says while it has no screenshot. */
export const resultNote = (result: ClientResult) =>
  result.status === 'Bounced' ? `The test inbox refused the email: ${result.bounceReason ?? 'no reason given'}.` : 'Waiting for the inbox…';
