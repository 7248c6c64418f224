import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeText, type TestEncoding } from '@test/encode-text';
import type { CsvReadEvent, CsvValidatorFactory } from './csv-reading';
import { CSV_CHUNK_BYTES, readCsvFile } from './read-csv-file';
import { createRowErrors, type CsvRowError } from './row-errors';

interface Seen {
  rows: { line: number; cells: readonly string[] }[];
  errorCount: number;
  errors: CsvRowError[];
}

/**
 * Keeps every row with its line; refuses a row whose second cell holds no @ (keeping the first
 * `keepErrors`); stops at a row whose first cell is STOP.
 */
const createTestValidator: CsvValidatorFactory<{ keepErrors: number }, Seen> = ({ keepErrors }) => {
  const rows: Seen['rows'] = [];
  const errors = createRowErrors(keepErrors);
  return {
    row(cells, line) {
      if (cells[0] === 'STOP') return 'stop';
      rows.push({ line, cells });
      if (line > 1 && !cells[1]?.includes('@')) errors.add(line, `not an address: ${cells[1] ?? ''}`);
    },
    result: () => ({ rows, errorCount: errors.count, errors: errors.first }),
  };
};

async function read(bytes: BlobPart, options: { chunkBytes?: number; signal?: AbortSignal; onEvent?: (event: CsvReadEvent<Seen>) => void; legacyEncoding?: true } = {}) {
  const events: CsvReadEvent<Seen>[] = [];
  const file = new File([bytes], 'test.csv', { type: 'text/csv' });
  const request = { file, options: { keepErrors: 2 }, ...(options.legacyEncoding ? { legacyEncoding: options.legacyEncoding } : {}) };
  await readCsvFile(createTestValidator, request, (event) => {
    events.push(event);
    options.onEvent?.(event);
  }, options);
  return events;
}

function resultOf(events: CsvReadEvent<Seen>[]): Seen {
  const last = events.at(-1);
  if (last?.type !== 'done') throw new Error(`the reading ended with ${JSON.stringify(last)}`);
  return last.result;
}

const progressOf = <Result,>(events: CsvReadEvent<Result>[]) => events.flatMap((event) => (event.type === 'progress' ? [event.progress] : []));

/** `count` rows of a name and an address, about 40 bytes each. */
const table = (count: number, from = 0) =>
  ['name,email', ...Array.from({ length: count }, (_, index) => `Reader ${from + index},reader${from + index}@example.com`)].join('\r\n');

describe('readCsvFile', () => {
  it('hands each row that is not blank to the validator, numbered as a spreadsheet numbers its rows', async () => {
    const text = 'name,email\r\n"Ana ""A""",ana@example.com\r\n\r\n"two\r\nlines",ben@example.org\r\n  ,  \r\nlast,zoe@example.com';
    expect(resultOf(await read(text)).rows).toEqual([
      { line: 1, cells: ['name', 'email'] },
      { line: 2, cells: ['Ana "A"', 'ana@example.com'] },
      { line: 4, cells: ['two\r\nlines', 'ben@example.org'] },
      { line: 6, cells: ['last', 'zoe@example.com'] },
    ]);
  });

  it("posts back the validator's row errors with their line numbers, a bounded list and an exact count", async () => {
    const text = 'name,email\nAna,nope\nBen,ben@example.org\n\nCy,\nDi,also nope\n';
    expect(resultOf(await read(text))).toMatchObject({
      errorCount: 3,
      errors: [
        { line: 2, message: 'not an address: nope' },
        { line: 5, message: 'not an address: ' },
      ],
    });
  });

  it('guesses the delimiter from the first rows, blank lines left out of the guess', async () => {
    const more = Array.from({ length: 4000 }, (_, index) => `Reader ${index};reader${index}@example.com`).join('\n');
    const { rows } = resultOf(await read(`name;email\n\nAna;ana@example.com\nBen;ben@example.org\n${more}\n`));
    expect(rows.slice(0, 3).map((row) => [row.line, ...row.cells])).toEqual([
      [1, 'name', 'email'],
      [3, 'Ana', 'ana@example.com'],
      [4, 'Ben', 'ben@example.org'],
    ]);
    expect(rows.at(-1)).toEqual({ line: 4004, cells: ['Reader 3999', 'reader3999@example.com'] });
  });

  it('reports progress after each 1 MB chunk, bytes and rows growing, then the result', async () => {
    const bytes = new TextEncoder().encode(table(60_000));
    expect(bytes.length).toBeGreaterThan(2 * CSV_CHUNK_BYTES);
    const events = await read(bytes);
    const progress = progressOf(events);
    expect(progress.map((step) => step.bytesRead)).toEqual([CSV_CHUNK_BYTES, 2 * CSV_CHUNK_BYTES, bytes.length]);
    expect(progress.every((step) => step.totalBytes === bytes.length)).toBe(true);
    expect(progress.map((step) => step.rows)).toEqual([...progress.map((step) => step.rows)].sort((a, b) => a - b));
    expect(progress[0]!.rows).toBeGreaterThan(20_000);
    expect(events.map((event) => event.type)).toEqual(['progress', 'progress', 'progress', 'done']);
    const { rows, errorCount } = resultOf(events);
    expect(rows).toHaveLength(60_001);
    expect(rows.at(-1)).toEqual({ line: 60_001, cells: ['Reader 59999', 'reader59999@example.com'] });
    expect(errorCount).toBe(0);
  });

  it('stops reading the file when the validator says stop, and ends with its result', async () => {
    const bytes = new TextEncoder().encode(`${table(10)}\r\nSTOP,x\r\n${table(80_000, 10)}`);
    const events = await read(bytes);
    expect(events.map((event) => event.type)).toEqual(['done']);
    expect(resultOf(events).rows).toHaveLength(11);
  });

  it('once cancelled, reads no further and emits nothing more', async () => {
    const controller = new AbortController();
    let rowsChecked = 0;
    const counting: CsvValidatorFactory<null, number> = () => ({
      row: () => void (rowsChecked += 1),
      result: () => rowsChecked,
    });
    const events: CsvReadEvent<number>[] = [];
    const file = new File([table(80_000)], 'big.csv');
    await readCsvFile(counting, { file, options: null }, (event) => {
      events.push(event);
      controller.abort();
    }, { signal: controller.signal });
    expect(events.map((event) => event.type)).toEqual(['progress']);
    const [first] = progressOf(events);
    expect(first!.bytesRead).toBe(CSV_CHUNK_BYTES);
    expect(file.size).toBeGreaterThan(2 * CSV_CHUNK_BYTES);
    expect(rowsChecked).toBe(first!.rows);
  });

  it.each(['utf-8', 'utf-16le', 'utf-16be'] as const)('reads %s by its byte order mark, the mark left out of the first cell', async (encoding) => {
    const text = `${table(3)}\r\n"Zoë, 東京",😀@example.com`;
    const expected = resultOf(await read(text)).rows;
    const { rows } = resultOf(await read(encodeText(text, encoding)));
    expect(rows).toEqual(expected);
    expect(rows[0]!.cells[0]).toBe('name');
  });

  // "aé" in Windows-1252 (0xE9) after 1.6 MB of ASCII: as French Excel saves a CSV.
  const legacyBytes = () => new Uint8Array([...new TextEncoder().encode(table(40_000)), 0x0d, 0x0a, 0x61, 0xe9, 0x2c, 0x62, 0x40]);

  it('refuses a file that is not UTF-8 or UTF-16 text, even past the first megabyte, without a result', async () => {
    const bytes = legacyBytes();
    expect(bytes.length).toBeGreaterThan(CSV_CHUNK_BYTES);
    const events = await read(bytes);
    expect(events.at(-1)).toEqual({ type: 'failed', reason: 'not-text' });
    expect(events.some((event) => event.type === 'done')).toBe(false);
  });

  it('reads such a file again from the start as Windows-1252, with a new validator, when the kind allows it', async () => {
    const events = await read(legacyBytes(), { legacyEncoding: true });
    const last = events.at(-1);
    expect(last).toMatchObject({ type: 'done', fallbackEncoding: 'windows-1252' });
    const { rows } = resultOf(events);
    expect(rows).toHaveLength(40_002);
    expect(rows.at(-1)).toEqual({ line: 40_002, cells: ['aé', 'b@'] });
  });

  it('refuses a file that is text in no encoding it reads (NUL bytes), without a result', async () => {
    const events = await read(new Uint8Array([0x61, 0x2c, 0x62, 0x0a, 0x00, 0xff, 0x00, 0xfe]));
    expect(events.at(-1)).toEqual({ type: 'failed', reason: 'not-text' });
    expect(events.some((event) => event.type === 'done')).toBe(false);
  });

  it('fails as unreadable when the validator throws', async () => {
    const throwing: CsvValidatorFactory<null, never> = () => ({
      row: () => {
        throw new Error('bug');
      },
      result: () => {
        throw new Error('unreachable');
      },
    });
    const events: unknown[] = [];
    await readCsvFile(throwing, { file: new File(['a,b\n'], 'x.csv'), options: null }, (event) => events.push(event));
    expect(events).toEqual([{ type: 'failed', reason: 'unreadable' }]);
  });

  it('reads a quoted field that a 1 MB chunk boundary cuts, commas, quotes and line breaks included', async () => {
    const field = 'quoted, with ""quotes"" and a\r\nline break';
    const head = 'name,email\r\n';
    // Filler rows up to 20 bytes before the boundary, then the quoted field across it.
    const fillerRow = 'Filler,filler@example.com\r\n';
    const fillerRows = Math.floor((CSV_CHUNK_BYTES - 20 - head.length) / fillerRow.length);
    const padding = 'x'.repeat(CSV_CHUNK_BYTES - 20 - head.length - fillerRows * fillerRow.length);
    const before = `${head}${fillerRow.repeat(fillerRows)}${padding},pad@example.com\r\n`;
    const text = `${before}"${field}",cut@example.com\r\nafter,after@example.com\r\n`;
    expect(before.length).toBeLessThan(CSV_CHUNK_BYTES);
    expect(before.length + field.length).toBeGreaterThan(CSV_CHUNK_BYTES);

    const { rows } = resultOf(await read(new TextEncoder().encode(text)));
    expect(rows.slice(-2)).toEqual([
      { line: fillerRows + 3, cells: ['quoted, with "quotes" and a\r\nline break', 'cut@example.com'] },
      { line: fillerRows + 4, cells: ['after', 'after@example.com'] },
    ]);
  });

  it('reads the same rows whatever the chunk size and encoding', async () => {
    // Line breaks are \n: PapaParse tells \r\n from \n by the first chunk, which at 1 MB holds many rows.
    const text = 'name,note\n"a, ""b""",x\n"multi\r\nline ✓",😀\n\n"",""\nlast,"end"';
    const expected = resultOf(await read(text)).rows;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom<TestEncoding>('utf-8', 'utf-16le', 'utf-16be'), fc.integer({ min: 1, max: 64 }), async (encoding, chunkBytes) => {
        expect(resultOf(await read(encodeText(text, encoding), { chunkBytes })).rows).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });
});
