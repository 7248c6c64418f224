import { describe, expect, it } from 'vitest';
import { splitAddresses } from '../email-address';
import { createAddressCollector } from './address-collector';

/** Feeds `rows` to a collector as the CSV reader would (line numbers from 1); says whether it stopped. */
function collect(max: number, ...chunks: string[][][]) {
  const collector = createAddressCollector({ max }, 'f.csv');
  const rows = chunks.flat();
  const stopped = rows.some((row, index) => collector.row(row, index + 1) === 'stop');
  const outcome = collector.result();
  if (!outcome.ok) throw new Error(outcome.message);
  return { stopped, addresses: outcome.addresses };
}

describe('createAddressCollector', () => {
  it('takes the first column when there is no email header, skipping and counting invalid cells and repeats', () => {
    expect(collect(100, [['ana@example.com', 'Ana'], ['nope'], ['', 'x'], ['ANA@example.com'], ['ben@example.org']]).addresses).toEqual({
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
    expect(collect(100, [['Name', 'E-mail'], ['Ana', ' ana@example.com ']], [['Ben', 'ben@example.org']]).addresses.addresses).toBe(
      'ana@example.com\nben@example.org',
    );
  });

  it('stops after max valid addresses and names the last one taken, only when more follows', () => {
    const exact = collect(2, [['a@example.com'], ['b@example.com']]);
    expect(exact.stopped).toBe(false);
    expect(exact.addresses.truncatedAfter).toBeNull();
    const over = collect(2, [['a@example.com'], ['b@example.com'], ['c@example.com']]);
    expect(over.stopped).toBe(true);
    expect(over.addresses).toMatchObject({ addresses: 'a@example.com\nb@example.com', validCount: 2, truncatedAfter: 'b@example.com' });
  });
});

describe('splitAddresses', () => {
  it('splits on commas, spaces, semicolons and line breaks', () => {
    expect(splitAddresses(' a@x.io,b@x.io;\n c@x.io\t\r\nd@x.io ')).toEqual(['a@x.io', 'b@x.io', 'c@x.io', 'd@x.io']);
  });
});
