import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContactField } from '@/features/custom-fields/types';
import { readCsvFile } from '@/shared/csv/read-csv-file';
import { DEFAULT_ROW_RULES, type FieldProblem, type RowRules } from './contact-row';
import { createDryRun, type DryRunResult } from './dry-run';
import { autoMapHeaders, importTargetOf } from './header-matching';
import { RESERVED_IMPORT_FIELDS } from './import-fields';

/**
 * Files in the header formats of the tools marketers leave (test/fixtures/contact-exports/README.md names
 * each format's source): every row with a valid identifier is kept, and every value left out is reported.
 */
const FIELDS: ContactField[] = [
  ...Object.keys(RESERVED_IMPORT_FIELDS).map((name, index): ContactField => ({ id: `_rf${index}_T`, name, fieldType: 'text', readOnly: false, displayName: name })),
  { id: 'e1_T', name: 'company', fieldType: 'text', readOnly: false, displayName: 'company' },
  { id: 'e2_D', name: 'birthday', fieldType: 'date', readOnly: false, displayName: 'birthday' },
  { id: 'e3_N', name: 'annual_revenue', fieldType: 'number', readOnly: false, displayName: 'annual_revenue' },
];
const nameOf = (id: string | null) => (id === null ? null : (FIELDS.find((field) => field.id === id)?.name ?? id));

const fixture = (name: string) => new Uint8Array(readFileSync(join(process.cwd(), 'test', 'fixtures', 'contact-exports', name)));

function headersOf(bytes: Uint8Array): string[] {
  const line = new TextDecoder().decode(bytes).split(/\r?\n/)[0] ?? '';
  const delimiter = line.includes(';') ? ';' : ',';
  return line.split(delimiter).map((header) => header.replace(/^"|"$/g, ''));
}

function dryRun(bytes: Uint8Array<ArrayBuffer>, rules: RowRules = DEFAULT_ROW_RULES): Promise<{ mapped: (string | null)[]; result: DryRunResult }> {
  const mappings = autoMapHeaders(headersOf(bytes), FIELDS);
  const columns = mappings.map((id) => {
    const field = FIELDS.find((candidate) => candidate.id === id);
    return field === undefined ? null : importTargetOf(field);
  });
  return new Promise((resolve, reject) => {
    void readCsvFile(createDryRun, { file: new File([bytes], 'export.csv'), options: { columns, rules }, legacyEncoding: true }, (event) => {
      if (event.type === 'done') resolve({ mapped: mappings.map(nameOf), result: event.result });
      if (event.type === 'failed') reject(new Error(event.reason));
    });
  });
}

const problemsOf = (result: DryRunResult) => Object.fromEntries(Object.entries(result.fieldProblems).filter(([, count]) => count > 0)) as Partial<Record<FieldProblem, number>>;

describe('imports of other tools’ exports', () => {
  it('Mailchimp: keeps all 9 contacts; reports 3 non-US phone numbers and 4 birthdays without a year', async () => {
    const { mapped, result } = await dryRun(fixture('mailchimp.csv'));
    expect(mapped.slice(0, 6)).toEqual(['email', 'first_name', 'last_name', 'address_line_1', 'phone_number', 'birthday']);
    expect(mapped[16]).toBe('country');
    expect(mapped[17]).toBe('state_province_region');
    expect(result).toMatchObject({ contactRows: 9, valid: 9, invalid: 0 });
    expect(problemsOf(result)).toEqual({ 'invalid-phone': 3, 'no-year': 4 });
    expect(result.firstFieldProblems.find((row) => row.problem === 'invalid-phone')?.message).toBe('Phone Number: “+33 6 12 34 56 78” is not a +1 number (US or Canada, 10 digits)');
  });

  it('HubSpot: maps State/Region, Country/Region and Company Name; keeps the 5 rows with an email', async () => {
    const { mapped, result } = await dryRun(fixture('hubspot.csv'));
    expect(mapped).toEqual([null, 'first_name', 'last_name', 'email', 'phone_number', null, 'address_line_1', 'city', 'state_province_region', 'postal_code', 'country', 'company', null, null, null, 'annual_revenue']);
    expect(result).toMatchObject({ contactRows: 6, valid: 5, invalid: 1, problems: { 'missing-identifier': 1 } });
    expect(problemsOf(result)).toEqual({ 'invalid-phone': 2, 'not-a-number': 1 });
  });

  it('Brevo: reads the semicolons, maps SMS to the phone number and keeps all 4 contacts', async () => {
    const { mapped, result } = await dryRun(fixture('brevo.csv'));
    expect(mapped).toEqual([null, 'email', 'first_name', 'last_name', 'phone_number', null, 'whatsapp', null, null, null]);
    expect(result).toMatchObject({ contactRows: 4, valid: 4, invalid: 0 });
    expect(problemsOf(result)).toEqual({ 'invalid-phone': 1 });
  });

  it('Klaviyo: maps "State / Region", "Zip Code" and Organization; ISO, US and Excel serial birthdays all kept', async () => {
    const { mapped, result } = await dryRun(fixture('klaviyo.csv'));
    expect(mapped).toEqual(['email', 'first_name', 'last_name', 'phone_number', 'address_line_1', 'address_line_2', 'city', 'state_province_region', 'country', 'postal_code', 'company', null, 'birthday']);
    expect(result).toMatchObject({ contactRows: 3, valid: 3, invalid: 0 });
    expect(problemsOf(result)).toEqual({});
  });

  it('Constant Contact: maps its standard headings and reports a birthday without a year', async () => {
    const { mapped, result } = await dryRun(fixture('constant-contact.csv'));
    expect(mapped).toEqual(['email', 'first_name', 'last_name', null, 'company', 'birthday', 'address_line_1', 'city', 'state_province_region', 'postal_code', 'country', 'phone_number']);
    expect(result).toMatchObject({ contactRows: 2, valid: 2 });
    expect(problemsOf(result)).toEqual({ 'no-year': 1 });
  });

  it('SendGrid: its own export maps column for column and imports cleanly', async () => {
    const { mapped, result } = await dryRun(fixture('sendgrid.csv'));
    expect(mapped.slice(0, 14)).toEqual(['email', 'first_name', 'last_name', 'alternate_emails', 'address_line_1', 'address_line_2', 'city', 'state_province_region', 'postal_code', 'country', 'phone_number_id', 'external_id', 'anonymous_id', 'company']);
    expect(result).toMatchObject({ contactRows: 2, valid: 2, invalid: 0, errorReport: null });
  });

  it('refuses rows instead when the user chooses to skip rows with a bad value', async () => {
    const { result } = await dryRun(fixture('mailchimp.csv'), { dateOrder: 'mdy', skipRowsWithFieldProblems: true });
    expect(result).toMatchObject({ contactRows: 9, valid: 3, invalid: 6, problems: { 'invalid-phone': 3, 'no-year': 3 } });
  });

  it('reads a French Excel file saved in Windows-1252, with its accents, and says so', async () => {
    // "Prénom;Nom;E-mail;Téléphone" and two rows, as French Excel saves "CSV (séparateur: point-virgule)".
    const text = 'Prénom;Nom;E-mail;Téléphone;Ville\r\nHélène;Lefèvre;helene@example.com;(514) 555-0120;Montréal\r\nFrançois;Größer;francois@example.com;;Zürich\r\n';
    const bytes = new Uint8Array([...text].map((char) => windows1252[char] ?? char.charCodeAt(0)));
    const events: unknown[] = [];
    const result = await new Promise<DryRunResult>((resolve, reject) => {
      const columns = autoMapHeaders(['Prénom', 'Nom', 'E-mail', 'Téléphone', 'Ville'], FIELDS).map((id) => {
        const field = FIELDS.find((candidate) => candidate.id === id);
        return field === undefined ? null : importTargetOf(field);
      });
      void readCsvFile(createDryRun, { file: new File([bytes], 'clients.csv'), options: { columns, rules: DEFAULT_ROW_RULES }, legacyEncoding: true }, (event) => {
        events.push(event);
        if (event.type === 'done') resolve(event.result);
        if (event.type === 'failed') reject(new Error(event.reason));
      });
    });
    expect(result).toMatchObject({ contactRows: 2, valid: 2, invalid: 0 });
    expect(events.at(-1)).toMatchObject({ type: 'done', fallbackEncoding: 'windows-1252' });
    expect(autoMapHeaders(['Prénom', 'Nom', 'E-mail', 'Téléphone', 'Ville'], FIELDS).map(nameOf)).toEqual(['first_name', 'last_name', 'email', 'phone_number', 'city']);
  });
});

/** The Windows-1252 bytes of the non-ASCII characters the test writes. */
const windows1252: Record<string, number> = { é: 0xe9, è: 0xe8, ç: 0xe7, ö: 0xf6, ü: 0xfc, ß: 0xdf };
