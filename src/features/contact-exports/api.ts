import { map } from 'rxjs/operators';
import type { ApiClient } from '@/shared/api/client';
import { toContactExport, type ContactExportDto, type ExportPayload, type SegmentOption } from './types';

const EXPORTS = '/marketing/contacts/exports';

/** Where an export is polled (the kernel's job poller follows it by this path). */
export const exportPath = (id: string) => `${EXPORTS}/${encodeURIComponent(id)}`;

export const fetchExports = (api: ApiClient) =>
  api.get<{ result: ContactExportDto[] }>(EXPORTS).pipe(map((answer) => answer.result.map(toContactExport)));

export const startExport = (api: ApiClient, payload: ExportPayload) => api.post<{ id: string }>(EXPORTS, payload);

/** Removes the export from Active Exports (the mock's designed DELETE; mocks/README.md "Contact exports"). */
export const deleteExport = (api: ApiClient, id: string) => api.delete<void>(exportPath(id));

/** The account's segments by name, for the export form (GET /marketing/segments/2.0, ENDPOINTS.md §4). */
export const fetchSegmentOptions = (api: ApiClient) =>
  api
    .get<{ results: { id: string; name: string }[] }>('/marketing/segments/2.0')
    .pipe(map((answer) => answer.results.map(({ id, name }): SegmentOption => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name))));
