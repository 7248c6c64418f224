import type { Observable } from 'rxjs';
import { map } from 'rxjs/operators';
import type { TemplateDto, VersionDto, VersionPayload } from '@/features/dynamic-templates/types';
import type { ApiClient } from '@/shared/api/client';
import type { Page, PageRequest } from '@/shared/paging/paged-collection';
import { pageQuery, tokenPage, type PageMetadata } from '@/shared/paging/page-token';
import { toTemplate, toVersion, type LegacyTemplate, type LegacyVersion } from './types';

/** The templates API (ENDPOINTS.md §9): the legacy generation read, and the dynamic one a copy creates. */
const TEMPLATES = '/templates';
const templatePath = (id: string) => `${TEMPLATES}/${encodeURIComponent(id)}`;
const versionsPath = (id: string) => `${templatePath(id)}/versions`;

export const fetchLegacyTemplatesPage = (api: ApiClient, page: PageRequest): Observable<Page<LegacyTemplate>> =>
  api
    .get<{ result: TemplateDto[]; _metadata?: PageMetadata }>(TEMPLATES, { query: { generations: 'legacy', ...pageQuery(page) } })
    .pipe(map((answer) => tokenPage(answer.result.map(toTemplate), answer._metadata)));

/** One template; the API answers any generation, so the caller checks it is a legacy one. */
export const fetchTemplate = (api: ApiClient, id: string): Observable<{ template: LegacyTemplate; legacy: boolean }> =>
  api.get<TemplateDto>(templatePath(id)).pipe(map((dto) => ({ template: toTemplate(dto), legacy: dto.generation === 'legacy' })));

export const fetchVersion = (api: ApiClient, id: string, versionId: string): Observable<LegacyVersion> =>
  api.get<VersionDto>(`${versionsPath(id)}/${encodeURIComponent(versionId)}`).pipe(map(toVersion));

export const createDynamicTemplate = (api: ApiClient, name: string): Observable<TemplateDto> => api.post<TemplateDto>(TEMPLATES, { name, generation: 'dynamic' });

export const createDynamicVersion = (api: ApiClient, id: string, payload: VersionPayload): Observable<VersionDto> => api.post<VersionDto>(versionsPath(id), payload);

/** Takes back a template whose version could not be made, so a failed copy leaves nothing behind. */
export const deleteTemplate = (api: ApiClient, id: string) => api.delete<void>(templatePath(id));
