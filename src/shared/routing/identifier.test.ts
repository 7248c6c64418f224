import fc from 'fast-check';
import { v1, v3, v4, v5, v6, v7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { isValidIdentifier } from './identifier';

const NAMESPACE = '6ba7b810-9dad-11d1-80b4-00c04fd430c8';

describe('isValidIdentifier', () => {
  it.each([
    ['a version 1 UUID', v1()],
    ['a version 3 UUID', v3('campaign', NAMESPACE)],
    ['a version 4 UUID', v4()],
    ['a version 5 UUID', v5('campaign', NAMESPACE)],
    ['an upper-case version 4 UUID', v4().toUpperCase()],
    ['the all-zero UUID', '00000000-0000-0000-0000-000000000000'],
  ])('accepts %s', (_label, id) => {
    expect(isValidIdentifier(id)).toBe(true);
  });

  it.each([
    ['undefined', undefined],
    ['an empty string', ''],
    ['a number id', '12345'],
    ['a version 6 UUID', v6()],
    ['a version 7 UUID', v7()],
    ['the all-ones UUID', 'ffffffff-ffff-ffff-ffff-ffffffffffff'],
    ['a UUID without dashes', v4().replace(/-/g, '')],
    ['a UUID in braces', `{${v4()}}`],
    ['a UUID with a trailing path', `${v4()}/editor`],
    ['a wrong variant', 'c1a4f9b2-3d4e-4f5a-0b6c-7d8e9fa0b1c2'],
  ])('rejects %s', (_label, id) => {
    expect(isValidIdentifier(id)).toBe(false);
  });

  it('accepts every UUID fast-check generates for versions 1 to 5', () => {
    fc.assert(fc.property(fc.uuid({ version: [1, 2, 3, 4, 5] }), (id) => isValidIdentifier(id)));
  });

  it('rejects any string that is not 36 characters long', () => {
    fc.assert(fc.property(fc.string().filter((text) => text.length !== 36), (text) => !isValidIdentifier(text)));
  });
});
