import { describe, expect, it } from 'vitest';
import { splitAddresses } from '../email-address';
import { createAddressCollector } from './address-collector';
import { EMPTY_FILE_MESSAGE, NO_VALID_ADDRESSES_MESSAGE, parseAddresses } from './parse-addresses';

describe('createAddressCollector', () => {
  it('takes the first column when there is no email header, skipping and counting invalid cells and repeats', () => {
    const collector = createAddressCollector(100);
    collector.add([['ana@example.com', 'Ana'], ['nope'], ['', 'x'], ['ANA@example.com'], ['ben@example.org']]);
    expect(collector.result('f.csv')).toEqual({
      fileName: 'f.csv',
      addresses: 'ana@example.com\nben@example.org',
      validCount: 2,
      invalidCount: 2,
      invalidExamples: ['nope', '(empty)'],
      duplicateCount: 1,
      truncatedAfter: null,
    });
  });

  it('uses the column headed email, across chunks', () => {
    const collector = createAddressCollector(100);
    collector.add([['Name', 'E-mail'], ['Ana', ' ana@example.com ']]);
    collector.add([['Ben', 'ben@example.org']]);
    expect(collector.result('f.csv').addresses).toBe('ana@example.com\nben@example.org');
  });

  it('stops after max valid addresses and names the last one taken, only when more follows', () => {
    const exact = createAddressCollector(2);
    expect(exact.add([['a@example.com'], ['b@example.com']])).toBe(true);
    expect(exact.result('f').truncatedAfter).toBeNull();
    const over = createAddressCollector(2);
    expect(over.add([['a@example.com'], ['b@example.com'], ['c@example.com']])).toBe(false);
    expect(over.result('f')).toMatchObject({ addresses: 'a@example.com\nb@example.com', validCount: 2, truncatedAfter: 'b@example.com' });
  });
});

describe('parseAddresses (PapaParse, on text)', () => {
  it('reads addresses, and refuses empty files and files without a valid address', async () => {
    expect(await parseAddresses('email\r\na@example.com\r\nbad\r\n', 'f.csv', 10)).toMatchObject({ ok: true, addresses: { addresses: 'a@example.com', validCount: 1, invalidCount: 1 } });
    expect(await parseAddresses('', 'f.csv', 10)).toEqual({ ok: false, message: EMPTY_FILE_MESSAGE });
    expect(await parseAddresses('email\n\n', 'f.csv', 10)).toEqual({ ok: false, message: EMPTY_FILE_MESSAGE });
    expect(await parseAddresses('nope\nstill nope', 'f.csv', 10)).toEqual({ ok: false, message: NO_VALID_ADDRESSES_MESSAGE });
  });
});

describe('splitAddresses', () => {
  it('splits on commas, spaces, semicolons and line breaks', () => {
    expect(splitAddresses(' a@x.io,b@x.io;\n c@x.io\t\r\nd@x.io ')).toEqual(['a@x.io', 'b@x.io', 'c@x.io', 'd@x.io']);
  });
});
