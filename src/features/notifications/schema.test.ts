import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { recipientSchema } from './schema';

const errorOf = (email: string, taken: string[] = []) => {
  try {
    recipientSchema(new Set(taken)).validateSync({ email });
    return undefined;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.message;
  }
};

describe('recipient schema', () => {
  it('needs a valid, unique address of at most 254 characters', () => {
    expect(errorOf('ops@example.com')).toBeUndefined();
    expect(errorOf('  ')).toBe('is a required field');
    expect(errorOf('ops@')).toBe('must be a valid email address');
    expect(errorOf(' OPS@example.com ', ['ops@example.com'])).toBe('must be unique');
    expect(errorOf(`${'a'.repeat(250)}@x.io`)).toBe('must not exceed 254 characters');
  });
});
