import { describe, expect, it } from 'vitest';
import { finishContactJobs } from '../db/contact-jobs';
import { contactStore } from '../db/contacts/contact-store-provider';
import { apiIdOf, createCustomField } from '../db/field-definitions';
import { findUser, type User } from '../db/users';
import { signInAs } from '../node';
import { apiFetch } from '../testing/api-fetch';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const EMAIL = '_rf2_T';
const FIRST_NAME = '_rf0_T';
const frankie = () => findUser('frankie') as User;
const token = () => signInAs('owner-free').token;

async function startImport(body: unknown): Promise<{ status: number; body: Json }> {
  const response = await apiFetch('/marketing/contacts/imports', { method: 'PUT', token: token(), body });
  return { status: response.status, body: (await response.json()) as Json };
}

async function upload(uri: string, content: BodyInit, headers: Record<string, string> = { 'Content-Type': 'text/csv' }) {
  return fetch(uri, { method: 'PUT', headers, body: content });
}

async function job(id: string, { finish = true } = {}): Promise<Json> {
  if (finish) await finishContactJobs();
  return (await (await apiFetch(`/marketing/contacts/imports/${id}`, { token: token() })).json()) as Json;
}

describe('PUT /marketing/contacts/imports', () => {
  it('refuses a mapping without an identifier, unknown and read-only fields, fields mapped twice and unknown lists', async () => {
    expect((await startImport({ file_type: 'csv', field_mappings: [FIRST_NAME, null] })).body.errors[0]).toEqual({
      field: 'field_mappings',
      message: 'at least one identifier column is required: email, phone_number_id, external_id or anonymous_id',
    });
    expect((await startImport({ file_type: 'csv', field_mappings: [] })).status).toBe(400);
    expect((await startImport({ file_type: 'xlsx', field_mappings: [EMAIL] })).body.errors[0].field).toBe('file_type');
    const unknown = await startImport({ file_type: 'csv', field_mappings: [EMAIL, 'e999_T', 'w1'] });
    expect(unknown.body.errors[0]).toEqual({ field: 'field_mappings', message: 'invalid field ids supplied - e999_T,w1' });
    expect((await startImport({ file_type: 'csv', field_mappings: [EMAIL, '_rf21_D'] })).body.errors[0].message).toMatch(/read-only/);
    expect((await startImport({ file_type: 'csv', field_mappings: [EMAIL, EMAIL] })).body.errors[0].message).toMatch(/more than one column/);
    const lists = await startImport({ file_type: 'csv', field_mappings: [EMAIL], list_ids: ['00000000-0000-0000-0000-000000000000'] });
    expect(lists.status).toBe(404);
  });

  it('imports the uploaded file (gzip too) into the contact store and a list, keeps a contact without its bad value, and serves the report', async () => {
    const birthday = createCustomField(frankie(), 'birthday', 'Date', new Date());
    const list = await contactStore().createList('frankie', 'Imported');
    const existing = (await contactStore().readPage('frankie', { pageSize: 1 })).contacts[0]?.email ?? '';
    const started = await startImport({ file_type: 'csv', field_mappings: [EMAIL, FIRST_NAME, apiIdOf(birthday)], list_ids: [list.id] });
    expect(started.status).toBe(200);
    expect(started.body.upload_headers).toEqual([{ header: 'Content-Type', value: 'text/csv' }]);
    // The job waits for its file.
    expect((await job(started.body.job_id, { finish: false })).status).toBe('pending');

    const csv = ['email;first name;birthday', `${existing};Known;1990-04-30`, 'ada@example.com;Ada;12/10/1815', 'bad@;Bad;2020-01-01', 'grace@example.com;Grace;yesterday'].join('\n');
    const gzipped = await new Response(new Response(csv).body?.pipeThrough(new CompressionStream('gzip'))).arrayBuffer();
    const forged = new URL(started.body.upload_uri);
    forged.searchParams.set('signature', 'forged');
    expect((await upload(forged.toString(), gzipped)).status).toBe(403);
    expect((await upload(started.body.upload_uri, gzipped, { 'Content-Type': 'text/csv', 'Content-Encoding': 'gzip' })).status).toBe(200);
    expect((await upload(started.body.upload_uri, gzipped)).status).toBe(400);

    const done = await job(started.body.job_id);
    expect(done).toMatchObject({ status: 'errored', job_type: 'import', results: { requested_count: 4, created_count: 2, updated_count: 1, errored_count: 1, field_errored_count: 1 } });
    expect(await contactStore().countListMembers('frankie', list.id)).toBe(3);
    const grace = (await contactStore().searchByEmailPrefix('frankie', 'grace@', 1)).contacts[0];
    expect(grace?.first_name).toBe('Grace');
    expect(grace?.custom_fields[birthday.id]).toBeUndefined();
    const ada = (await contactStore().searchByEmailPrefix('frankie', 'ada@', 1)).contacts[0];
    expect(ada?.custom_fields[birthday.id]).toBe('1815-12-10T00:00:00Z');

    const errors = await fetch(done.results.errors_url as string);
    expect(errors.headers.get('content-type')).toMatch(/text\/csv/);
    expect(await errors.text()).toBe(
      'Row,Error,email,first name,birthday\r\n4,email: “bad@” is not a valid email address,bad@,Bad,2020-01-01\r\n5,Imported without this value: birthday: “yesterday” is not a date (use YYYY-MM-DD or MM/DD/YYYY),grace@example.com,Grace,yesterday\r\n',
    );
  });

  it('reads dates day first and refuses rows with a bad value when the import says so', async () => {
    const joined = createCustomField(frankie(), 'joined', 'Date', new Date());
    expect((await startImport({ file_type: 'csv', field_mappings: [EMAIL], date_format: 'ymd' })).body.errors[0]).toMatchObject({ field: 'date_format' });
    expect((await startImport({ file_type: 'csv', field_mappings: [EMAIL], on_field_error: 'ignore' })).body.errors[0]).toMatchObject({ field: 'on_field_error' });
    const started = await startImport({ file_type: 'csv', field_mappings: [EMAIL, apiIdOf(joined)], date_format: 'dmy', on_field_error: 'skip_row' });
    await upload(started.body.upload_uri, 'email,joined\nlea@example.com,31/12/2023\nmax@example.com,12/31/2023\n');
    expect(await job(started.body.job_id)).toMatchObject({ results: { created_count: 1, errored_count: 1, field_errored_count: 0 } });
    const lea = (await contactStore().searchByEmailPrefix('frankie', 'lea@', 1)).contacts[0];
    expect(lea?.custom_fields[joined.id]).toBe('2023-12-31T00:00:00Z');
    expect((await contactStore().searchByEmailPrefix('frankie', 'max@', 1)).contacts).toEqual([]);
  });

  it('fails the job for a file that cannot be imported', async () => {
    const started = await startImport({ file_type: 'csv', field_mappings: [EMAIL] });
    await upload(started.body.upload_uri, 'email\n');
    expect((await job(started.body.job_id)).status).toBe('failed');
  });
});

describe('POST /marketing/contacts/identifiers/matches (dry run extension)', () => {
  it('counts the rows whose identifier an existing contact has', async () => {
    const existing = (await contactStore().readPage('frankie', { pageSize: 2 })).contacts.map((contact) => contact.email ?? '');
    const response = await apiFetch('/marketing/contacts/identifiers/matches', {
      method: 'POST',
      token: token(),
      body: { identifier_types: ['email'], rows: [[existing[0]?.toUpperCase()], [existing[1]], ['nobody@example.com'], ['']] },
    });
    expect(await response.json()).toEqual({ matched_count: 2 });
  });

  it('refuses unknown identifier types and rows of the wrong shape', async () => {
    const bad = (body: unknown) => apiFetch('/marketing/contacts/identifiers/matches', { method: 'POST', token: token(), body }).then((response) => response.status);
    expect(await bad({ identifier_types: ['name'], rows: [] })).toBe(400);
    expect(await bad({ identifier_types: ['email'], rows: [['a', 'b']] })).toBe(400);
    expect(await bad({ identifier_types: ['email'], rows: Array.from({ length: 10_001 }, () => ['']) })).toBe(400);
  });
});
