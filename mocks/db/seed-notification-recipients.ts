import type { NotificationRecipientRecord } from './notification-recipients';
import { BASE_DATE, DAY, seededFaker } from './seed-support';
import type { TableDump } from './table';

const SEED = 20261014;

/** A few recipients per account, well under the limit of 10. */
export function seedNotificationRecipients(): TableDump<NotificationRecipientRecord> {
  const faker = seededFaker(SEED);
  const colleague = faker.person.firstName().toLowerCase();
  const plans: Array<[owner: string, email: string]> = [
    ['avery', 'avery@lumenoutfitters.com'],
    ['avery', 'ops@lumenoutfitters.com'],
    ['avery', 'finance@lumenoutfitters.com'],
    ['frankie', 'frankie@frankiesbakehouse.com'],
    ['elena-eu', 'elena@nordlicht-reisen.de'],
    ['marketing-sub', 'marketing@lumenoutfitters.com'],
    ['marketing-sub', `${colleague}@lumenoutfitters.com`],
  ];
  const rows = plans.map(([owner, email], index): NotificationRecipientRecord => ({
    id: faker.string.uuid(),
    owner,
    email,
    created_at: new Date((BASE_DATE - (300 - index * 20) * DAY) * 1000).toISOString(),
  }));
  return { rows, sequence: 0 };
}
