import { describe, expect, it } from 'vitest';
import { autoMapHeaders } from '@/features/contact-import/csv/header-matching';
import { toFieldDefinitions, type FieldDefinitionsDto } from '@/features/custom-fields/types';
import { finishContactJobs } from '../db/contact-jobs';
import { contactStore } from '../db/contacts/contact-store-provider';
import { createCustomField } from '../db/field-definitions';
import { findUser, type User } from '../db/users';
import { signInAs } from '../node';
import { apiFetch } from '../testing/api-fetch';
import { exportTiming } from './contact-exports';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const ROWS = Number(process.env.RT_ROWS ?? 100_000);
const OWNER = 'frankie';
const token = () => signInAs('owner-free').token;
const call = async (path: string, init: { method?: string; body?: unknown } = {}): Promise<Json> =>
  (await (await apiFetch(path, { token: token(), ...init })).json()) as Json;

/** Every field of every contact with all kinds of values: reserved, alternate emails, custom text, number and date. */
function sourceCsv(): string {
  const lines = ['email,first_name,last_name,alternate_emails,address_line_1,city,state_province_region,postal_code,country,phone_number,tier,points,joined'];
  for (let index = 0; index < ROWS; index += 1) {
    const alternate = index % 7 === 0 ? `"alt${index}@example.org,other${index}@example.net"` : '';
    const phone = index % 3 === 0 ? `+1212${String(5_550_000 + (index % 10_000)).padStart(7, '0')}` : '';
    lines.push(
      [
        `person${index}@example.com`,
        index % 11 === 0 ? '"Zoë, the ""first"""' : `First${index}`,
        `Last${index}`,
        alternate,
        index % 5 === 0 ? `${index} Main St` : '',
        'Springfield',
        'IL',
        '62701',
        'US',
        phone,
        index % 4 === 0 ? '=SUM(A1)' : `tier-${index % 9}`,
        String(index % 1000),
        index % 2 === 0 ? `2024-${String((index % 12) + 1).padStart(2, '0')}-15` : '',
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function importFile(csv: string, listId: string): Promise<Json> {
  const fields = toFieldDefinitions((await call('/marketing/field_definitions')) as FieldDefinitionsDto);
  const headers = csv.slice(0, csv.indexOf('\r\n')).split(',');
  const mappings = autoMapHeaders(headers, [...fields.reserved, ...fields.custom]);
  const started = await call('/marketing/contacts/imports', { method: 'PUT', body: { file_type: 'csv', field_mappings: mappings, list_ids: [listId] } });
  await fetch(started.upload_uri as string, { method: 'PUT', headers: { 'Content-Type': 'text/csv' }, body: csv });
  await finishContactJobs();
  return call(`/marketing/contacts/imports/${started.job_id as string}`);
}

async function exportList(listId: string): Promise<string> {
  const { id } = await call('/marketing/contacts/exports', { method: 'POST', body: { file_type: 'csv', list_ids: [listId] } });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const answer = await call(`/marketing/contacts/exports/${id as string}`);
    if (answer.status === 'ready') return (await Promise.all((answer.urls as string[]).map(async (url) => (await fetch(url)).text()))).join('');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the export never became ready');
}

/**
 * Every contact's fields as the export writes them (every reserved and custom field), by email: the rows
 * without the CREATED_AT, UPDATED_AT and CONTACT_ID columns, sorted.
 */
function exportedFields(csv: string): string[] {
  const rows = csv.split('\r\n').filter((line) => line !== '' && !line.startsWith('EMAIL,'));
  return rows.map((row) => row.replace(/(,[^,]*){3}$/, '')).sort();
}

describe('an export imports back', () => {
  it('into an emptied account with every contact and every field equal, at 100,000 rows', async () => {
    exportTiming.pendingMs = 0;
    const owner = findUser(OWNER) as User;
    for (const [name, type] of [['tier', 'Text'], ['points', 'Number'], ['joined', 'Date']] as const) createCustomField(owner, name, type, new Date());
    const source = await contactStore().createList(OWNER, 'Round trip source');
    const first = await importFile(sourceCsv(), source.id);
    expect(first.results).toMatchObject({ requested_count: ROWS, created_count: ROWS, errored_count: 0, field_errored_count: 0 });
    const exported = await exportList(source.id);
    const before = exportedFields(exported);
    expect(before).toHaveLength(ROWS);
    expect(exported.slice(0, exported.indexOf('\r\n'))).toBe(
      'EMAIL,FIRST_NAME,LAST_NAME,ALTERNATE_EMAILS,ADDRESS_LINE_1,ADDRESS_LINE_2,CITY,STATE_PROVINCE_REGION,POSTAL_CODE,COUNTRY,PHONE_NUMBER,PHONE_NUMBER_ID,EXTERNAL_ID,ANONYMOUS_ID,favorite_treat,birthday,visits_per_month,tier,points,joined,CREATED_AT,UPDATED_AT,CONTACT_ID',
    );
    // The export holds what was imported, formula-safe (frankie's seeded custom fields stay empty): a quoted name, a formula-like text kept as text, a date, a number.
    expect(before.find((row) => row.startsWith('person0@'))).toBe('person0@example.com,"Zoë, the ""first""",Last0,"alt0@example.org,other0@example.net",0 Main St,,Springfield,IL,62701,US,\'+12125550000,,,,,,,\'=SUM(A1),0,2024-01-15T00:00:00Z');
    await contactStore().deleteAllContacts(OWNER);
    expect(await contactStore().countContacts(OWNER)).toBe(0);

    const restored = await contactStore().createList(OWNER, 'Round trip restored');
    const second = await importFile(exported, restored.id);
    expect(second.results).toMatchObject({ requested_count: ROWS, created_count: ROWS, updated_count: 0, errored_count: 0, field_errored_count: 0 });
    const after = exportedFields(await exportList(restored.id));
    expect(after).toHaveLength(ROWS);
    expect(after.filter((row, index) => row !== before[index]).slice(0, 3)).toEqual([]);
    exportTiming.pendingMs = 1500;
  }, 600_000);
});
