import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { senderSchema } from './schema';
import { toSenderFormValues } from './types';

const valid = {
  ...toSenderFormValues(),
  fromName: 'Lumen Outfitters',
  fromEmail: 'news@lumen.example',
  replyEmail: 'help@lumen.example',
  address: '1 Main St',
  city: 'Denver',
  country: 'United States',
  nickname: 'Newsletter',
};

const errorsOf = (values: object, taken: string[] = []) => {
  try {
    senderSchema(new Set(taken)).validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    // The first error of each field, the one the form shows.
    return Object.fromEntries(error.inner.reverse().map((item) => [item.path, item.message]));
  }
};

describe('sender schema', () => {
  it('accepts a complete sender; state, zip and address line 2 are optional', () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it('uses the spec messages for required fields, emails and lengths', () => {
    expect(errorsOf(toSenderFormValues())).toEqual({
      fromName: 'is a required field',
      fromEmail: 'is a required field',
      replyEmail: 'is a required field',
      address: 'is a required field',
      city: 'is a required field',
      country: 'is a required field',
      nickname: 'is a required field',
    });
    expect(errorsOf({ ...valid, fromEmail: 'not-an-email', replyEmail: 'a@' })).toEqual({
      fromEmail: 'must be a valid email address',
      replyEmail: 'must be a valid email address',
    });
    expect(errorsOf({ ...valid, zip: '12345678901', nickname: 'x'.repeat(101) })).toEqual({
      zip: 'must not exceed 10 characters',
      nickname: 'must not exceed 100 characters',
    });
  });

  it('refuses invisible text-direction characters in every field a recipient sees, and takes right-to-left names', () => {
    const spoofed = Object.fromEntries(
      ['fromName', 'address', 'address2', 'city', 'state', 'zip', 'country', 'nickname'].map((field) => [field, '\u202Emoc.knab']),
    );
    expect(errorsOf({ ...valid, ...spoofed, fromEmail: 'news\u2066@lumen.example' })).toEqual(
      Object.fromEntries([...Object.keys(spoofed), 'fromEmail'].map((field) => [field, 'must not contain invisible text-direction characters'])),
    );
    expect(errorsOf({ ...valid, fromName: 'שירות לקוחות', city: 'القاهرة', fromEmail: 'news@bücher.de' })).toEqual({});
  });

  it('treats blanks as missing and nicknames as unique regardless of case', () => {
    expect(errorsOf({ ...valid, city: '   ' })).toEqual({ city: 'is a required field' });
    expect(errorsOf({ ...valid, nickname: 'NEWSLETTER ' }, ['newsletter'])).toEqual({ nickname: 'must be unique' });
  });
});
