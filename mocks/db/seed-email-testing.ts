import { accountOf } from './accounts';
import type { EmailTestingCreditsRecord, EmailTestRecord } from './email-testing';
import { BASE_DATE, DAY, seededFaker } from './seed-support';
import type { TableDump } from './table';
import { USERS } from './users';

const SEED = 20261016;

/** Every account's credits as its mock account states them (db/accounts.ts). */
export function seedEmailTestingCredits(): TableDump<EmailTestingCreditsRecord> {
  return { rows: USERS.map((user) => ({ id: user.username, remain: accountOf(user).emailTestingRemain })), sequence: 0 };
}

/** Two finished runs in avery's history, so the results list has something to show. */
export function seedEmailTests(): TableDump<EmailTestRecord> {
  const faker = seededFaker(SEED);
  const rows: EmailTestRecord[] = [
    {
      id: faker.string.uuid(),
      owner: 'avery',
      name: 'Autumn Collection Launch',
      created_at: new Date((BASE_DATE - 4 * DAY) * 1000).toISOString(),
      client_ids: ['gmail-chrome', 'outlook-365-windows', 'apple-mail-macos', 'iphone-mail'],
      spam_checks: [
        { rule: 'HTML_MESSAGE', score: 0.001, description: 'The message has an HTML part' },
        { rule: 'MIME_HTML_ONLY', score: 0.7, description: 'The message has no plain-text part' },
        { rule: 'HTML_IMAGE_RATIO_04', score: 0.6, description: 'Images take up much of the message compared with its text' },
      ],
      credits_used: 5,
    },
    {
      id: faker.string.uuid(),
      owner: 'avery',
      name: 'Welcome Series: Email 1',
      created_at: new Date((BASE_DATE - 11 * DAY) * 1000).toISOString(),
      client_ids: ['gmail-android', 'outlook-com', 'samsung-email'],
      spam_checks: null,
      credits_used: 3,
    },
  ];
  return { rows, sequence: 0 };
}
