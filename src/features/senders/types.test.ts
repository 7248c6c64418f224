import { describe, expect, it } from 'vitest';
import { toSender, toSenderPayload, type SenderDto } from './types';

const dto: SenderDto = {
  id: 7,
  nickname: 'Orders',
  from: { name: 'Example Orders', email: 'orders@example.com' },
  reply_to: { email: 'support@example.com' },
  address: '1234 Fake St.',
  address_2: null,
  city: 'San Francisco',
  state: 'CA',
  zip: '94105',
  country: 'United States',
  verified: { status: true },
  locked: false,
  created_at: 1449872165,
  updated_at: 1449872166,
};

describe('sender mapping', () => {
  it('maps the server shape to the client shape with a string id', () => {
    expect(toSender(dto)).toEqual({
      id: '7',
      nickname: 'Orders',
      fromName: 'Example Orders',
      fromEmail: 'orders@example.com',
      replyEmail: 'support@example.com',
      address: '1234 Fake St.',
      address2: '',
      city: 'San Francisco',
      state: 'CA',
      zip: '94105',
      country: 'United States',
      verified: true,
      locked: false,
      created: 1449872165,
      updated: 1449872166,
    });
  });

  it('also reads the public API boolean form of verified', () => {
    expect(toSender({ ...dto, verified: false }).verified).toBe(false);
  });

  it('builds the payload with nested from and reply_to, trimmed', () => {
    expect(
      toSenderPayload({
        fromName: ' Orders ',
        fromEmail: 'orders@example.com ',
        replyEmail: 'support@example.com',
        address: '1 Main',
        address2: 'Suite 2',
        city: 'Denver',
        state: 'CO',
        zip: '80202',
        country: 'US',
        nickname: 'Orders',
      }),
    ).toEqual({
      nickname: 'Orders',
      from: { email: 'orders@example.com', name: 'Orders' },
      reply_to: { email: 'support@example.com' },
      address: '1 Main',
      address_2: 'Suite 2',
      city: 'Denver',
      state: 'CO',
      zip: '80202',
      country: 'US',
    });
  });
});
