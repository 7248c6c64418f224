import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { groupSchema, invalidAddresses, manualAddSchema } from './schema';

const errorsOf = (values: object) => {
  try {
    groupSchema({ takenNames: new Set(), displayedElsewhere: 0, wasDisplayed: false }).validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((item) => [item.path, item.message]));
  }
};

describe('group schema', () => {
  it('refuses invisible text-direction characters in the name and description recipients see', () => {
    expect(errorsOf({ name: 'Weekly\u202E fdp.exe', description: '\u2067Offers\u2069 and news' })).toEqual({
      name: 'must not contain invisible text-direction characters',
      description: 'must not contain invisible text-direction characters',
    });
    expect(errorsOf({ name: 'עדכונים שבועיים', description: 'Offers and news' })).toEqual({});
  });
});

describe('manual add', () => {
  it('takes international domains and names the entries that are not addresses', () => {
    expect(manualAddSchema.isValidSync({ addresses: 'user@bücher.de, info@例え.テスト' })).toBe(true);
    expect(invalidAddresses('user@bücher.de a@b bücher@example.de')).toEqual(['a@b', 'bücher@example.de']);
  });
});
