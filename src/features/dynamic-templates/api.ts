import type { DesignDocument } from '@/features/email-editor/types';
import type { Observable } from 'rxjs';
import { map } from 'rxjs/operators';
import type { ApiClient, RequestOptions } from '@/shared/api/client';
import type { Page, PageRequest } from '@/shared/paging/paged-collection';
import { pageQuery, tokenPage, type PageMetadata } from '@/shared/paging/page-token';
import { toTemplate, toVersion, type DesignChoice, type Template, type TemplateDto, type Version, type VersionDto, type VersionEditor, type VersionPayload } from './types';

/** The templates API (ENDPOINTS.md §9): dynamic templates only; versions come embedded in their template. */
const TEMPLATES = '/templates';
const templatePath = (id: string) => `${TEMPLATES}/${encodeURIComponent(id)}`;
const versionsPath = (id: string) => `${templatePath(id)}/versions`;
const versionPath = (id: string, versionId: string) => `${versionsPath(id)}/${encodeURIComponent(versionId)}`;

interface ListDto {
  result: TemplateDto[];
  _metadata?: PageMetadata;
}

/** One page of dynamic templates; `search` matches a name or an id (the mock's designed `name` parameter, mocks/README.md). */
export const fetchTemplatesPage = (api: ApiClient, page: PageRequest, search: string): Observable<Page<Template>> =>
  api
    .get<ListDto>(TEMPLATES, { query: { generations: 'dynamic', ...pageQuery(page), name: search.trim() || undefined } })
    .pipe(map((answer) => tokenPage(answer.result.map(toTemplate), answer._metadata)));

export const fetchTemplate = (api: ApiClient, id: string): Observable<Template> => api.get<TemplateDto>(templatePath(id)).pipe(map(toTemplate));

export const createTemplate = (api: ApiClient, name: string): Observable<Template> =>
  api.post<TemplateDto>(TEMPLATES, { name, generation: 'dynamic' }).pipe(map(toTemplate));

export const renameTemplate = (api: ApiClient, id: string, name: string): Observable<Template> =>
  api.patch<TemplateDto>(templatePath(id), { name }).pipe(map(toTemplate));

/** POST /templates/{id}: a copy with every version. */
export const duplicateTemplate = (api: ApiClient, id: string, name: string): Observable<Template> =>
  api.post<TemplateDto>(templatePath(id), { name }).pipe(map(toTemplate));

export const deleteTemplate = (api: ApiClient, id: string) => api.delete<void>(templatePath(id));

export const fetchVersion = (api: ApiClient, id: string, versionId: string): Observable<Version> =>
  api.get<VersionDto>(versionPath(id, versionId)).pipe(map(toVersion));

export const createVersion = (api: ApiClient, id: string, payload: VersionPayload): Observable<Version> =>
  api.post<VersionDto>(versionsPath(id), payload).pipe(map(toVersion));

/** `options`: the editor's save names the revision it started from (src/shared/api/edit-precondition.ts). */
export const updateVersion = (api: ApiClient, id: string, versionId: string, payload: VersionPayload, options?: RequestOptions): Observable<Version> =>
  api.patch<VersionDto>(versionPath(id, versionId), payload, options).pipe(map(toVersion));

export const activateVersion = (api: ApiClient, id: string, versionId: string): Observable<Version> =>
  api.post<VersionDto>(`${versionPath(id, versionId)}/activate`, {}).pipe(map(toVersion));

export const deleteVersion = (api: ApiClient, id: string, versionId: string) => api.delete<void>(versionPath(id, versionId));

interface DesignDto {
  id: string;
  name: string;
  editor: VersionEditor;
  subject?: string;
  thumbnail_url?: string | null;
  html_content?: string;
  design_document?: DesignDocument | null;
  plain_content?: string;
  updated_at: string;
}

/** A design a version can start from, whole: yours, or a system design when it is not one of yours. */
export interface DesignContent {
  name: string;
  editor: VersionEditor;
  subject: string;
  htmlContent: string;
  designDocument: DesignDocument | null;
  plainContent: string;
}

const toChoice = (system: boolean) => (dto: DesignDto): DesignChoice => ({
  id: dto.id,
  name: dto.name,
  editor: dto.editor === 'design' ? 'design' : 'code',
  thumbnailUrl: dto.thumbnail_url ?? null,
  system,
  updated: dto.updated_at,
});

/** The designs the version selector offers: the first 100 of yours, or the system designs. */
export const fetchDesignChoices = (api: ApiClient, system: boolean): Observable<DesignChoice[]> =>
  api
    .get<{ result: DesignDto[] }>(system ? '/designs/pre-builts' : '/designs', { query: { page_size: 100, summary: true } })
    .pipe(map((answer) => answer.result.map(toChoice(system))));

export const fetchDesignContent = (api: ApiClient, id: string, system: boolean): Observable<DesignContent> =>
  api.get<DesignDto>(`${system ? '/designs/pre-builts' : '/designs'}/${encodeURIComponent(id)}`).pipe(
    map((dto) => ({
      name: dto.name,
      editor: dto.editor === 'design' ? 'design' : 'code',
      subject: dto.subject ?? '',
      htmlContent: dto.html_content ?? '',
      designDocument: dto.design_document ?? null,
      plainContent: dto.plain_content ?? '',
    })),
  );
