import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { safeCsvCell, safeCsvRow } from './csv-cell';

describe('safeCsvCell', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
  ])('neutralises a formula: %j', (value, expected) => {
    expect(safeCsvCell(value)).toBe(expected);
  });

  it('leaves ordinary values alone and quotes commas, quotes and line breaks', () => {
    expect(safeCsvCell('ana@example.com')).toBe('ana@example.com');
    expect(safeCsvCell('Promotions, Sales')).toBe('"Promotions, Sales"');
    expect(safeCsvCell('say "hi"')).toBe('"say ""hi"""');
    expect(safeCsvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('round-trips through a CSV parser, and no parsed cell starts like a formula', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 5 }), (cells) => {
        const row = safeCsvRow(cells);
        fc.pre(row !== '');
        const [parsed] = Papa.parse<string[]>(row, { delimiter: ',', newline: '\r\n' }).data;
        expect(parsed).toHaveLength(cells.length);
        parsed!.forEach((cell, index) => {
          expect(cell).not.toMatch(/^[=+\-@\t\r]/);
          const original = cells[index]!;
          expect(cell).toBe(/^[=+\-@\t\r]/.test(original) ? `'${original}` : original);
        });
      }),
    );
  });
});
