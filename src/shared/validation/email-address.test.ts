import { beforeEach, describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { signInAs } from '@mocks/node';
import { apiFetch } from '@mocks/testing/api-fetch';
import { INVALID_EMAIL_MESSAGE, TEXT_DIRECTION_MESSAGE, maxLengthMessage } from '@/shared/form/messages';
import { recipientSchema } from '@/features/notifications/schema';
import { senderSchema } from '@/features/senders/schema';
import { createAddressCollector } from '@/features/unsubscribe-groups/csv/address-collector';
import { manualAddSchema } from '@/features/unsubscribe-groups/schema';
import { EMAIL_ADDRESS_MAX, isEmailAddress } from './email-address';

const ACCEPTED = 'accepted';

/** 254 characters exactly: a 64-character local part and a domain of 189, no label over 63. */
const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;

/** Every form and the mock API must give each address the same answer: accepted, or this message. */
const ADDRESSES: [address: string, outcome: string][] = [
  ['user@example.com', ACCEPTED],
  ['user@bücher.de', ACCEPTED],
  ['user@xn--bcher-kva.de', ACCEPTED],
  ['info@例え.テスト', ACCEPTED],
  ['kontakt@москва.рф', ACCEPTED],
  ['seva@हिन्दी.भारत', ACCEPTED],
  ["o'brien+news@mail.example.co.uk", ACCEPTED],
  ['x@a-b.io', ACCEPTED],
  ['a@b.c', ACCEPTED],
  ['  padded@example.com ', ACCEPTED],
  [longest, ACCEPTED],
  [`x${longest}`, maxLengthMessage(EMAIL_ADDRESS_MAX)],
  ['a@b', INVALID_EMAIL_MESSAGE],
  ['user', INVALID_EMAIL_MESSAGE],
  ['user@', INVALID_EMAIL_MESSAGE],
  ['@example.com', INVALID_EMAIL_MESSAGE],
  ['us er@example.com', INVALID_EMAIL_MESSAGE],
  ['user@exam ple.com', INVALID_EMAIL_MESSAGE],
  ['user@@example.com', INVALID_EMAIL_MESSAGE],
  ['user@host@example.com', INVALID_EMAIL_MESSAGE],
  ['user@-example.com', INVALID_EMAIL_MESSAGE],
  ['user@example-.com', INVALID_EMAIL_MESSAGE],
  ['user@example..com', INVALID_EMAIL_MESSAGE],
  ['user@.example.com', INVALID_EMAIL_MESSAGE],
  ['user@example.com.', INVALID_EMAIL_MESSAGE],
  [`user@${'b'.repeat(64)}.com`, INVALID_EMAIL_MESSAGE],
  ['bücher@example.de', INVALID_EMAIL_MESSAGE],
  ['user@exa_mple.com', INVALID_EMAIL_MESSAGE],
  ['user@example.com\u200B', INVALID_EMAIL_MESSAGE],
  ['user\u202E@example.com', TEXT_DIRECTION_MESSAGE],
];

/** The message next to the field, as Formik picks it: the first error for that path. */
function formMessage(validate: () => unknown, path: string): string {
  try {
    validate();
    return ACCEPTED;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.inner.find((inner) => inner.path === path)?.message ?? ACCEPTED;
  }
}

const SENDER = {
  fromName: 'Support',
  fromEmail: 'support@example.com',
  replyEmail: 'support@example.com',
  address: '1 Main St',
  address2: '',
  city: 'Springfield',
  state: '',
  zip: '',
  country: 'United States',
  nickname: 'Email rule check',
};

let token: string;
beforeEach(() => {
  token = signInAs('owner-advanced').token;
});

async function mockMessage(path: string, body: unknown): Promise<string> {
  const response = await apiFetch(path, { method: 'POST', token, body });
  if (response.status === 201) return ACCEPTED;
  expect(response.status).toBe(400);
  const { errors } = (await response.json()) as { errors: { field: string; message: string }[] };
  return errors[0]?.message ?? '';
}

describe('the one email rule', () => {
  it.each(ADDRESSES)('%j: %s, in every form and in the mock API', async (address, outcome) => {
    const accepted = outcome === ACCEPTED;
    expect(isEmailAddress(address.trim())).toBe(accepted);

    expect(formMessage(() => recipientSchema(new Set()).validateSync({ email: address }, { abortEarly: false }), 'email')).toBe(outcome);
    const sender = { ...SENDER, fromEmail: address, replyEmail: address };
    expect(formMessage(() => senderSchema(new Set()).validateSync(sender, { abortEarly: false }), 'fromEmail')).toBe(outcome);
    expect(manualAddSchema.isValidSync({ addresses: address })).toBe(accepted);
    const collector = createAddressCollector({ max: 10 }, 'list.csv');
    collector.row(['email'], 1);
    collector.row([address], 2);
    const read = collector.result();
    expect(read.ok ? read.addresses.validCount : 0).toBe(accepted ? 1 : 0);

    expect(await mockMessage('/marketing/notifications/recipients', { email: address })).toBe(outcome);
    const wireSender = {
      nickname: SENDER.nickname,
      from: { email: address, name: SENDER.fromName },
      reply_to: { email: address },
      address: SENDER.address,
      city: SENDER.city,
      country: SENDER.country,
    };
    expect(await mockMessage('/marketing/senders', wireSender)).toBe(outcome);
    expect(await mockMessage('/asm/suppressions/global', { recipient_emails: [address] }) === ACCEPTED).toBe(accepted);
  });
});
