import { createTable } from './table';
import type { User } from './users';

/**
 * A connected Twilio account. One per user, so the row id is the owner's username. The auth token is
 * never stored: the mock only pretends to check it with Twilio, as the real service keeps it sealed.
 */
export interface SmsAccountRecord {
  id: string;
  twilio_account_sid: string;
  /** Whether Twilio accepted the credentials. */
  verified: boolean;
  connected_at: string;
}

/** A Twilio Messaging Service of a connected account (designed: not in the published spec). */
export interface MessagingServiceRecord {
  /** `MG` followed by 32 hex characters, as Twilio spells it. */
  id: string;
  owner: string;
  account_sid: string;
  friendly_name: string;
  use_case: string;
  phone_numbers: string[];
  created_at: string;
  updated_at: string;
}

export const smsAccountsTable = createTable<SmsAccountRecord>();
export const messagingServicesTable = createTable<MessagingServiceRecord>();

export function smsAccountOf(owner: User): SmsAccountRecord | undefined {
  return smsAccountsTable.get(owner.username);
}

export function messagingServicesOf(owner: User): MessagingServiceRecord[] {
  return messagingServicesTable
    .all()
    .filter((service) => service.owner === owner.username)
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
}

/** Small deterministic hash, so the same account SID always brings the same messaging services. */
function hashOf(text: string, salt: number): number {
  let hash = 2166136261 ^ salt;
  for (const char of text) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

const hex32 = (text: string) =>
  [0, 1, 2, 3].map((salt) => hashOf(text, salt).toString(16).padStart(8, '0')).join('');

const SERVICE_NAMES: ReadonlyArray<readonly [string, string]> = [
  ['Marketing SMS', 'marketing'],
  ['Order updates', 'notifications'],
  ['Store alerts', 'notifications'],
  ['Two-factor codes', 'verification'],
  ['Customer care', 'customer_care'],
];

/**
 * What Twilio would list for an account: two to four services, derived from the account SID so a
 * reconnect shows the same ones. Dates count back from `now`.
 */
export function messagingServicesFor(owner: string, accountSid: string, now: Date): MessagingServiceRecord[] {
  const count = 2 + (hashOf(accountSid, 99) % 3);
  const first = hashOf(accountSid, 7) % SERVICE_NAMES.length;
  return Array.from({ length: count }, (_, index) => {
    const [friendlyName, useCase] = SERVICE_NAMES[(first + index) % SERVICE_NAMES.length]!;
    const created = new Date(now.getTime() - (count - index) * 86_400_000 * 17).toISOString();
    const numbers = 1 + (hashOf(accountSid, 200 + index) % 2);
    return {
      id: `MG${hex32(`${accountSid}:${index}`)}`,
      owner,
      account_sid: accountSid,
      friendly_name: friendlyName,
      use_case: useCase,
      // 555-01xx numbers are reserved for fiction.
      phone_numbers: Array.from({ length: numbers }, (_, n) => `+1555010${String((hashOf(accountSid, 300 + index * 10 + n) % 100)).padStart(2, '0')}`),
      created_at: created,
      updated_at: created,
    };
  });
}

/** Connects (or replaces) the owner's account. A new SID brings its own messaging services. */
export function connectSmsAccount(owner: User, accountSid: string, now: Date): SmsAccountRecord {
  const current = smsAccountOf(owner);
  const sameAccount = current?.twilio_account_sid.toLowerCase() === accountSid.toLowerCase();
  if (!sameAccount) {
    removeMessagingServices(owner);
    messagingServicesFor(owner.username, accountSid, now).forEach((service) => messagingServicesTable.insert(service));
  }
  const record: SmsAccountRecord = {
    id: owner.username,
    twilio_account_sid: accountSid,
    verified: true,
    connected_at: sameAccount && current ? current.connected_at : now.toISOString(),
  };
  smsAccountsTable.remove(owner.username);
  return smsAccountsTable.insert(record);
}

export function disconnectSmsAccount(owner: User): void {
  smsAccountsTable.remove(owner.username);
  removeMessagingServices(owner);
}

function removeMessagingServices(owner: User): void {
  messagingServicesOf(owner).forEach((service) => messagingServicesTable.remove(service.id));
}
