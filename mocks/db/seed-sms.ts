import { BASE_DATE, seededFaker } from './seed-support';
import { messagingServicesFor, type MessagingServiceRecord, type SmsAccountRecord } from './sms-accounts';
import type { TableDump } from './table';

const SEED = 20261013;

/**
 * Only marketing-sub has a Twilio account connected (with its messaging services); everyone else starts
 * unconnected, the natural state, so a demo can walk through connecting one.
 */
function connectedAccount(): SmsAccountRecord {
  const faker = seededFaker(SEED);
  const sid = `AC${faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' })}`;
  return { id: 'marketing-sub', twilio_account_sid: sid, verified: true, connected_at: new Date((BASE_DATE - 45 * 86_400) * 1000).toISOString() };
}

export function seedSmsAccounts(): TableDump<SmsAccountRecord> {
  return { rows: [connectedAccount()], sequence: 0 };
}

export function seedMessagingServices(): TableDump<MessagingServiceRecord> {
  const account = connectedAccount();
  return { rows: messagingServicesFor(account.id, account.twilio_account_sid, new Date(account.connected_at)), sequence: 0 };
}
