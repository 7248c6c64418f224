import { describe, expect, it } from 'vitest';
import { readCsvFile } from '@/shared/csv/read-csv-file';
import { DEFAULT_ROW_RULES, fieldProblemSummary, type RowRules } from './contact-row';
import { createDryRun, type DryRunResult } from './dry-run';
import type { ImportTarget } from './import-fields';

const EMAIL: ImportTarget = { kind: 'reserved', name: 'email' };
const FIRST: ImportTarget = { kind: 'reserved', name: 'first_name' };
const POINTS: ImportTarget = { kind: 'custom', id: 'e1_N', type: 'number' };
const JOINED: ImportTarget = { kind: 'custom', id: 'e2_D', type: 'date' };

/** jsdom's Blob has no text(): its FileReader reads it. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

function dryRun(csv: string | Uint8Array<ArrayBuffer>, columns: (ImportTarget | null)[], rules: RowRules = DEFAULT_ROW_RULES): Promise<DryRunResult> {
  return new Promise((resolve, reject) => {
    void readCsvFile(createDryRun, { file: new File([csv], 'contacts.csv'), options: { columns, rules } }, (event) => {
      if (event.type === 'done') resolve(event.result);
      if (event.type === 'failed') reject(new Error(event.reason));
    });
  });
}

const MIXED_CSV = [
  'Email,First name,Points,Joined,Notes',
  'ada@example.com,Ada,10,2020-01-01,x',
  'GRACE@example.com,Grace,,,',
  'not-an-email,Bad,1,2020-01-01,',
  'linus@example.com,Linus,lots,2020-01-01,',
  'ken@example.com,Ken,3,someday,',
  `dennis@example.com,${'D'.repeat(51)},3,2020-01-01,`,
  ',Nobody,1,2020-01-01,',
  'ada@EXAMPLE.com,Ada again,1,2020-01-01,',
  '',
  "'=cmd@example.com,Formula,1,1/2/2020,",
].join('\r\n');

describe('the dry run', () => {
  it('imports a row with a valid identifier without its bad values, and reports each value left out', async () => {
    const result = await dryRun(MIXED_CSV, [EMAIL, FIRST, POINTS, JOINED, null]);
    expect(result).toMatchObject({
      contactRows: 9,
      valid: 6,
      invalid: 3,
      problems: { 'invalid-email': 1, 'missing-identifier': 1, duplicate: 1, 'not-a-number': 0, 'not-a-date': 0, 'too-long': 0 },
      fieldProblems: { 'not-a-number': 1, 'not-a-date': 1, 'too-long': 1, 'invalid-phone': 0, 'no-year': 0, 'invalid-email': 0 },
    });
    expect(result.firstFieldProblems.map((row) => [row.line, row.problem])).toEqual([
      [5, 'not-a-number'],
      [6, 'not-a-date'],
      [7, 'too-long'],
    ]);
    const report = result.errorReport === null ? [] : (await textOf(result.errorReport)).split('\r\n');
    expect(report[2]).toBe('5,Imported without this value: Points: “lots” is not a number,linus@example.com,Linus,lots,2020-01-01,');
    // The header, 3 refused rows, 3 rows imported without a value, and the last line break.
    expect(report).toHaveLength(8);
  });

  it('refuses every row with a bad value when the import skips such rows', async () => {
    const rules: RowRules = { dateOrder: 'mdy', skipRowsWithFieldProblems: true };
    const result = await dryRun(MIXED_CSV, [EMAIL, FIRST, POINTS, JOINED, null], rules);
    expect(result).toMatchObject({
      contactRows: 9,
      valid: 3,
      invalid: 6,
      problems: { 'invalid-email': 1, 'invalid-phone': 0, 'missing-identifier': 1, 'not-a-number': 1, 'not-a-date': 1, 'too-long': 1, duplicate: 1 },
      fieldProblems: { 'not-a-number': 0, 'not-a-date': 0, 'too-long': 0 },
      identifierTypes: ['email'],
    });
    expect(result.firstInvalid.map((row) => [row.line, row.problem])).toEqual([
      [4, 'invalid-email'],
      [5, 'not-a-number'],
      [6, 'not-a-date'],
      [7, 'too-long'],
      [8, 'missing-identifier'],
      [9, 'duplicate'],
    ]);
    expect(result.firstInvalid[5]?.message).toBe('Duplicate of row 2 (same email)');
    expect(await Promise.all(result.matchBatches.map(async (batch) => JSON.parse(await textOf(batch)) as unknown))).toEqual([[['ada@example.com'], ['grace@example.com'], ['=cmd@example.com']]]);
    const report = result.errorReport === null ? undefined : await textOf(result.errorReport);
    expect(report?.split('\r\n')[0]).toBe('Row,Error,Email,First name,Points,Joined,Notes');
    expect(report?.split('\r\n')[1]).toBe('4,Email: “not-an-email” is not a valid email address,not-an-email,Bad,1,2020-01-01,');
    expect(report?.split('\r\n')).toHaveLength(8);
  });

  it('reads semicolon-separated files with a byte order mark, and has no report when every row is valid', async () => {
    const result = await dryRun('\uFEFFemail;first_name\na@example.com;A\nb@example.com;B\n', [EMAIL, FIRST]);
    expect(result).toMatchObject({ contactRows: 2, valid: 2, invalid: 0, errorReport: null });
  });

  it('puts 10,000 rows in each identifier batch', async () => {
    const rows = Array.from({ length: 22_001 }, (_, index) => `c${index}@example.com`);
    const result = await dryRun(['email', ...rows].join('\n'), [EMAIL]);
    expect(await Promise.all(result.matchBatches.map(async (batch) => (JSON.parse(await textOf(batch)) as unknown[]).length))).toEqual([10_000, 10_000, 2001]);
  });
});

describe('the summary of values left out', () => {
  it('counts in words that agree with the count', () => {
    expect(fieldProblemSummary('invalid-phone', 1, '1')).toBe('1 phone number was not imported: not a +1 number');
    expect(fieldProblemSummary('invalid-phone', 2, '2')).toBe('2 phone numbers were not imported: not a +1 number');
    expect(fieldProblemSummary('not-a-number', 1500, '1,500')).toBe('1,500 values of Number fields were not imported: not a number');
  });
});
