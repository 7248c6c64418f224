import { describe, expect, it } from 'vitest';
import { readCsvFile } from '@/shared/csv/read-csv-file';
import type { CsvReadEnd } from '@/shared/csv/csv-reading';
import { createCsvInspector, type InspectResult } from './inspect-csv';

function inspect(content: BlobPart, maxContacts = 1_000_000): Promise<CsvReadEnd<InspectResult>> {
  return new Promise((resolve) => {
    void readCsvFile(createCsvInspector, { file: new File([content], 'contacts.csv'), options: { maxContacts } }, (event) => {
      if (event.type !== 'progress') resolve(event);
    });
  });
}

describe('the first reading of a contact CSV', () => {
  it('gives the header, samples and the number of contacts; tab-separated files too', async () => {
    expect(await inspect('email\tname\na@example.com\tA\nb@example.com\tB\n\nc@example.com\tC\nd@example.com\tD\n')).toEqual({
      type: 'done',
      result: { ok: true, headers: ['email', 'name'], samples: [['a@example.com', 'A'], ['b@example.com', 'B'], ['c@example.com', 'C']], contactRows: 4 },
    });
  });

  it.each([
    ['an empty file', '', { ok: false, problem: 'empty' }],
    ['a header without contacts', 'email,name\r\n', { ok: false, problem: 'empty' }],
    ['contacts without a header', 'a@example.com,Ada\nb@example.com,Bob\n', { ok: false, problem: 'no-header' }],
    ['a spreadsheet saved as HTML', '<html><table><tr><td>email</td></tr></table></html>', { ok: false, problem: 'not-csv' }],
    ['an unterminated quote', 'email,name\na@example.com,"Ada\nb@example.com,Bob\n', { ok: false, problem: 'unterminated-quote', line: 2 }],
  ])('refuses %s', async (_name, content, result) => {
    expect(await inspect(content)).toEqual({ type: 'done', result });
  });

  it('refuses more contacts than one import takes, as soon as it sees one too many', async () => {
    expect(await inspect('email\na@x.co\nb@x.co\nc@x.co\n', 2)).toEqual({ type: 'done', result: { ok: false, problem: 'too-many-contacts', line: 4 } });
  });

  it('fails a binary file (a spreadsheet with a .csv name) as not text', async () => {
    expect(await inspect(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]))).toEqual({ type: 'failed', reason: 'not-text' });
  });
});
