import { describe, expect, it } from 'vitest';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { segmentSchema, twilioSchema } from './schema';
import { toSegmentFormValues } from './types';

const errorsOf = (schema: AnyObjectSchema, values: object) => {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    // The first message of each field, as Formik shows it.
    const errors: Record<string, string> = {};
    for (const item of error.inner) if (item.path && !(item.path in errors)) errors[item.path] = item.message;
    return errors;
  }
};

const segment = { ...toSegmentFormValues(), writeKey: 'abc1234', events: ['open'] };

describe('Segment schema', () => {
  it('accepts a 7 to 50 character alphanumeric write key with one event; the label is optional', () => {
    expect(errorsOf(segmentSchema, segment)).toEqual({});
    expect(errorsOf(segmentSchema, { ...segment, writeKey: 'A'.repeat(50), region: 'eu' })).toEqual({});
  });

  it('says what is wrong with the write key and the events', () => {
    expect(errorsOf(segmentSchema, toSegmentFormValues())).toEqual({ writeKey: 'is a required field', events: 'select at least one event' });
    expect(errorsOf(segmentSchema, { ...segment, writeKey: 'abc123' })).toEqual({ writeKey: 'must be at least 7 characters' });
    expect(errorsOf(segmentSchema, { ...segment, writeKey: 'a'.repeat(51) })).toEqual({ writeKey: 'must not exceed 50 characters' });
    expect(errorsOf(segmentSchema, { ...segment, writeKey: 'abc 1234' })).toEqual({ writeKey: 'must contain only letters and numbers' });
    expect(errorsOf(segmentSchema, { ...segment, writeKey: 'abc-1234' })).toEqual({ writeKey: 'must contain only letters and numbers' });
    expect(errorsOf(segmentSchema, { ...segment, label: 'x'.repeat(101) })).toEqual({ label: 'must not exceed 100 characters' });
  });
});

describe('Twilio schema', () => {
  const valid = { accountSid: 'AC0123456789abcdef0123456789abcdef', authToken: 'secret' };

  it('requires the Account SID and the Auth Token', () => {
    expect(errorsOf(twilioSchema, valid)).toEqual({});
    expect(errorsOf(twilioSchema, { accountSid: ' ', authToken: '' })).toEqual({
      accountSid: 'is a required field',
      authToken: 'is a required field',
    });
  });

  it('checks the Account SID’s shape', () => {
    expect(errorsOf(twilioSchema, { ...valid, accountSid: 'AC123' })).toEqual({
      accountSid: 'must be a valid Account SID (AC followed by 32 hexadecimal characters)',
    });
  });
});
