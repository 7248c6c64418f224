import { lastValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { NOT_TEXT_MESSAGE } from '@/shared/csv/csv-reading';
import { createInProcessCsvReader } from '@/shared/csv/in-process-csv-reader';
import { CSV_CHUNK_BYTES } from '@/shared/csv/read-csv-file';
import { fromAddressList } from '../types';
import { EMPTY_FILE_MESSAGE, NO_VALID_ADDRESSES_MESSAGE } from './addresses-outcome';
import { readAddresses } from './read-addresses';

/** The outcome of reading `input` with the reading code the worker runs, here on the main thread. */
async function parseAddresses(input: Blob | string, fileName: string, max: number) {
  const file = new File([input], fileName, { type: 'text/csv' });
  const end = await lastValueFrom(readAddresses(createInProcessCsvReader(), file, max));
  if (end.type !== 'end') throw new Error('the reading ended without an outcome');
  return end.outcome;
}

const rows = (count: number) => Array.from({ length: count }, (_, index) => `reader${index}@example.com`);
/** Addresses beside a second column of letters outside ASCII (one a surrogate pair). */
const table = (count: number) => ['email,name', ...rows(count).map((email, index) => `${email},Zoë Ångström 東京 😀 ${index}`)].join('\r\n');
/** Over 1 MB in UTF-16. */
const text = table(15_000);

function utf16(value: string, byteOrder: 'le' | 'be'): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(2 + value.length * 2);
  bytes.set(byteOrder === 'le' ? [0xff, 0xfe] : [0xfe, 0xff]);
  for (let index = 0; index < value.length; index += 1) {
    const [low, high] = [value.charCodeAt(index) & 0xff, value.charCodeAt(index) >> 8];
    bytes.set(byteOrder === 'le' ? [low, high] : [high, low], 2 + index * 2);
  }
  return bytes;
}

const file = (bytes: Uint8Array<ArrayBuffer>) => new File([bytes], 'unsubscribes.csv', { type: 'text/csv' });

describe('parseAddresses (PapaParse, on text)', () => {
  it('reads addresses, and refuses empty files and files without a valid address', async () => {
    expect(await parseAddresses('email\r\na@example.com\r\nbad\r\n', 'f.csv', 10)).toMatchObject({ ok: true, addresses: { addresses: 'a@example.com', validCount: 1, invalidCount: 1 } });
    expect(await parseAddresses('', 'f.csv', 10)).toEqual({ ok: false, message: EMPTY_FILE_MESSAGE });
    expect(await parseAddresses('email\n\n', 'f.csv', 10)).toEqual({ ok: false, message: EMPTY_FILE_MESSAGE });
    expect(await parseAddresses('nope\nstill nope', 'f.csv', 10)).toEqual({ ok: false, message: NO_VALID_ADDRESSES_MESSAGE });
  });
});

describe('parseAddresses on a file, decoded by its byte order mark', () => {
  it.each(['le', 'be'] as const)('reads a UTF-16 %s file of 15,000 addresses over 1 MB whole', async (byteOrder) => {
    const bytes = utf16(text, byteOrder);
    expect(bytes.length).toBeGreaterThan(CSV_CHUNK_BYTES);
    const outcome = await parseAddresses(file(bytes), 'unsubscribes.csv', 20_000);
    expect(outcome).toMatchObject({ ok: true, addresses: { validCount: 15_000, invalidCount: 0 } });
    if (outcome.ok) expect(fromAddressList(outcome.addresses.addresses)).toEqual(rows(15_000));
  });

  it('reads UTF-8 with a byte order mark over 1 MB, leaving the mark out of the header', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(table(20_000))]);
    expect(bytes.length).toBeGreaterThan(CSV_CHUNK_BYTES);
    const outcome = await parseAddresses(file(bytes), 'unsubscribes.csv', 20_000);
    expect(outcome).toMatchObject({ ok: true, addresses: { validCount: 20_000, invalidCount: 0 } });
  });

  it('refuses bytes that are not UTF-8 or UTF-16, even after the first megabyte, instead of reading part of the file', async () => {
    const valid = new TextEncoder().encode(table(20_000));
    const bytes = new Uint8Array([...valid, ...new TextEncoder().encode('\r\nlast@example.com,Ren'), 0xe9]);
    expect(valid.length).toBeGreaterThan(CSV_CHUNK_BYTES);
    expect(await parseAddresses(file(bytes), 'unsubscribes.csv', 20_000)).toEqual({ ok: false, message: NOT_TEXT_MESSAGE });
  });
});
