import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { readCsvCell, safeCsvCell, safeCsvRow } from './csv-cell';

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

  it('marks a value that already starts with apostrophes before a formula character once more', () => {
    expect(safeCsvCell("'=1")).toBe("''=1");
    expect(safeCsvCell("o'brien@example.com")).toBe("o'brien@example.com");
    expect(safeCsvCell("'quoted'")).toBe("'quoted'");
  });

  it('round-trips through a CSV parser and readCsvCell, and no parsed cell starts like a formula', () => {
    // Values rich in apostrophes and formula characters, not only random strings.
    const value = fc.oneof(fc.string(), fc.stringMatching(/^'{0,3}[=+\-@\t\r'a]{0,3}[a-z@.,"]{0,6}$/));
    fc.assert(
      fc.property(fc.array(value, { minLength: 1, maxLength: 5 }), (cells) => {
        const row = safeCsvRow(cells);
        fc.pre(row !== '');
        const [parsed] = Papa.parse<string[]>(row, { delimiter: ',', newline: '\r\n' }).data;
        expect(parsed).toHaveLength(cells.length);
        parsed!.forEach((cell, index) => {
          expect(cell).not.toMatch(/^[=+\-@\t\r]/);
          expect(readCsvCell(cell)).toBe(cells[index]);
        });
      }),
    );
  });
});

describe('readCsvCell', () => {
  it.each([
    ["'=1+1@example.com", '=1+1@example.com'],
    ["'-dash@example.com", '-dash@example.com'],
    ["'+plus@example.com", '+plus@example.com'],
    ["'@SUM(A1)", '@SUM(A1)'],
    ["'\t=1", '\t=1'],
    ["''=1", "'=1"],
  ])('takes the export mark off %j', (cell, value) => {
    expect(readCsvCell(cell)).toBe(value);
  });

  it.each(["o'brien@example.com", "'quoted'", "'", 'ana@example.com', '=1+1@example.com'])('leaves %j alone', (cell) => {
    expect(readCsvCell(cell)).toBe(cell);
  });
});
