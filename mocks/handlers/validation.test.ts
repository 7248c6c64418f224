import { describe, expect, it } from 'vitest';
import { email, maxLength, pickFields, required, text, unique, validateFields, valueAt } from './validation';

describe('valueAt', () => {
  it('tells absent paths from present ones, including null parents', () => {
    const body = { a: { b: 1 }, n: null };
    expect(valueAt(body, 'a.b')).toEqual({ present: true, value: 1 });
    expect(valueAt(body, 'a.c')).toEqual({ present: false, value: undefined });
    expect(valueAt(body, 'x.y')).toEqual({ present: false, value: undefined });
    expect(valueAt(body, 'n.y')).toEqual({ present: true, value: undefined });
  });
});

describe('rules', () => {
  it('use the generic messages', () => {
    expect(required(' ')).toBe('is a required field');
    expect(required('x')).toBeUndefined();
    expect(text(3)).toBe('must be a string');
    expect(email('a@b.co')).toBeUndefined();
    expect(email('a@b')).toBe('must be a valid email address');
    expect(maxLength(3)('abcd')).toBe('must not exceed 3 characters');
    expect(maxLength(3)(' abc ')).toBeUndefined();
    expect(unique((value) => value === 'taken')(' taken ')).toBe('must be unique');
  });
});

describe('validateFields and pickFields', () => {
  const rules = { name: [text, required], 'contact.email': [text, email] };

  it('checks every field on create and only the present ones on update', () => {
    expect(validateFields({}, rules, 'create')).toEqual([{ field: 'name', message: 'is a required field' }]);
    expect(validateFields({}, rules, 'update')).toEqual([]);
    expect(validateFields({ contact: { email: 'x' } }, rules, 'update')).toEqual([
      { field: 'contact.email', message: 'must be a valid email address' },
    ]);
  });

  it('picks trimmed strings, defaulting absent fields only on create', () => {
    const fields = ['name', 'contact.email'];
    expect(pickFields({ name: ' Jo ' }, fields, 'create')).toEqual({ name: 'Jo', contact: { email: '' } });
    expect(pickFields({ contact: { email: null } }, fields, 'update')).toEqual({ contact: { email: '' } });
  });
});
