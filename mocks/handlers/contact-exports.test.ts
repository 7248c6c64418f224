import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCsvCell } from '@/shared/csv/csv-cell';
import { signInAs } from '../node';
import { scenarios } from '../scenarios/registry';
import { apiFetch, type ApiFetchOptions } from '../testing/api-fetch';
import { EXPORT_FAILURE_MESSAGE, exportTiming } from './contact-exports';

interface ExportDto {
  id: string;
  status: 'pending' | 'ready' | 'failure';
  urls?: string[];
  message?: string;
  contact_count: number;
  created_at: string;
  expires_at: string;
  lists: { ID: string; Name: string }[];
}

let token: string;
const call = (path: string, options: Omit<ApiFetchOptions, 'token'> = {}) => apiFetch(path, { token, ...options });
const start = (body: unknown) => call('/marketing/contacts/exports', { method: 'POST', body });
const read = async (id: string) => (await (await call(`/marketing/contacts/exports/${id}`)).json()) as ExportDto;

async function settled(id: string): Promise<ExportDto> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const answer = await read(id);
    if (answer.status !== 'pending') return answer;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the export never settled');
}

const lines = (csv: string) => csv.split('\r\n').filter((line) => line !== '');

beforeEach(() => {
  exportTiming.pendingMs = 0;
  token = signInAs('owner-advanced').token;
});

afterEach(() => {
  exportTiming.pendingMs = 1500;
});

describe('/marketing/contacts/exports', () => {
  it('exports every contact to a formula-safe CSV whose columns an import maps by itself, available for 12 hours', async () => {
    const response = await start({ file_type: 'csv' });
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as { id: string };

    const ready = await settled(id);
    expect(ready.status).toBe('ready');
    expect(ready.contact_count).toBe(4210);
    expect(Date.parse(ready.expires_at) - Date.parse(ready.created_at)).toBe(12 * 60 * 60 * 1000);
    expect(ready.urls).toHaveLength(1);

    const file = await fetch(ready.urls![0]!);
    expect(file.headers.get('content-type')).toContain('text/csv');
    const [header, ...rows] = lines(await file.text());
    expect(header!.split(',').slice(0, 3)).toEqual(['EMAIL', 'FIRST_NAME', 'LAST_NAME']);
    expect(header!.split(',').slice(-3)).toEqual(['CREATED_AT', 'UPDATED_AT', 'CONTACT_ID']);
    expect(rows.length).toBeGreaterThanOrEqual(4210);
    expect(rows.every((row) => !/^[=+\-@]/.test(readCsvCell(row)) || row.startsWith("'"))).toBe(true);
  });

  it('exports a list by its id, names it, and lists the export among the active ones', async () => {
    const lists = (await (await call('/marketing/lists?page_size=10')).json()) as { result: { id: string; name: string; contact_count: number }[] };
    const list = lists.result.find((candidate) => candidate.contact_count > 0)!;
    const { id } = (await (await start({ list_ids: [list.id], file_type: 'json' })).json()) as { id: string };
    const ready = await settled(id);
    expect(ready.lists).toEqual([{ ID: list.id, Name: list.name }]);
    expect(ready.contact_count).toBe(list.contact_count);
    const ndjson = await (await fetch(ready.urls![0]!)).text();
    expect(ndjson.trim().split('\n')).toHaveLength(list.contact_count);
    expect(JSON.parse(ndjson.split('\n')[0]!)).toHaveProperty('email');

    const active = (await (await call('/marketing/contacts/exports')).json()) as { result: ExportDto[] };
    expect(active.result.map((entry) => entry.id)).toContain(id);
  });

  it('exports a segment: the contacts its query finds now, as the live count counts them', async () => {
    const segments = (await (await call('/marketing/segments/2.0')).json()) as { results: { id: string; name: string; status: { query_validation: string } }[] };
    const segment = segments.results.find((candidate) => candidate.status.query_validation !== 'INVALID')!;
    const detail = (await (await call(`/marketing/segments/2.0/${segment.id}?contacts_sample=false`)).json()) as { query_dsl: string; parent_list_ids: string[] };
    const preview = (await (
      await call('/marketing/segments/2.0/preview', { method: 'POST', body: { query_dsl: detail.query_dsl, parent_list_ids: detail.parent_list_ids } })
    ).json()) as { contacts_count: number };
    const { id } = (await (await start({ segment_ids: [segment.id] })).json()) as { id: string };
    const ready = await settled(id);
    expect(ready).toMatchObject({ status: 'ready', contact_count: preview.contacts_count, segments: [{ ID: segment.id, Name: segment.name }] });
  });

  it('splits files over max_file_size', async () => {
    const { id } = (await (await start({ max_file_size: 1 })).json()) as { id: string };
    const ready = await settled(id);
    expect(ready.urls!.length).toBeGreaterThan(1);
    const second = lines(await (await fetch(ready.urls![1]!)).text());
    expect(second[0]!.startsWith('EMAIL,')).toBe(true);
  });

  it('refuses unknown lists, file types and sizes with the field named', async () => {
    const unknownSegment = await start({ segment_ids: ['00000000-0000-4000-8000-000000000001'] });
    expect(await unknownSegment.json()).toEqual({ errors: [{ field: 'segment_ids', message: 'invalid segment ids supplied - 00000000-0000-4000-8000-000000000001' }] });
    const unknown = await start({ list_ids: ['00000000-0000-4000-8000-000000000000'] });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ errors: [{ field: 'list_ids', message: 'invalid list ids supplied - 00000000-0000-4000-8000-000000000000' }] });
    const wrong = await start({ file_type: 'xlsx', max_file_size: 0 });
    expect(((await wrong.json()) as { errors: { field: string }[] }).errors.map((error) => error.field)).toEqual(['file_type', 'max_file_size']);
  });

  it('ends in failure with a message under the contact-exports-fail scenario', async () => {
    scenarios.apply('contact-exports-fail');
    const { id } = (await (await start({})).json()) as { id: string };
    const failed = await settled(id);
    expect(failed).toMatchObject({ status: 'failure', message: EXPORT_FAILURE_MESSAGE });
    expect(failed.urls).toBeUndefined();
  });

  it('removes an export (designed DELETE) and then knows it no more', async () => {
    const { id } = (await (await start({})).json()) as { id: string };
    await settled(id);
    expect((await call(`/marketing/contacts/exports/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(`/marketing/contacts/exports/${id}`)).status).toBe(404);
  });

  it("keeps one account's exports from another", async () => {
    const { id } = (await (await start({})).json()) as { id: string };
    token = signInAs('owner-free').token;
    expect((await call(`/marketing/contacts/exports/${id}`)).status).toBe(404);
  });
});
