import type { ThumbnailRef } from '@/shared/thumbnails/held-thumbnails';
import type { DesignDocument } from '@/features/email-editor/types';
/** Which editor made a version: the design editor (a document) or the code editor (HTML). */
export type VersionEditor = 'code' | 'design';

/** A version as the template list and GET /templates/{id} embed it (ENDPOINTS.md §9, "Version Output Lean"). */
export interface VersionLeanDto {
  id: string;
  template_id: string;
  active: 0 | 1;
  name: string;
  subject: string;
  editor: VersionEditor;
  generate_plain_content?: boolean;
  thumbnail_url?: string | null;
  /** "YYYY-MM-DD HH:MM:SS", UTC. */
  updated_at: string;
}

/** A whole version: GET, POST and PATCH /templates/{id}/versions/{vid}. */
export interface VersionDto extends VersionLeanDto {
  html_content: string;
  plain_content: string;
  /** The designed field beside html_content (mocks/README.md): a design editor version's document, else null. */
  design_document?: DesignDocument | null;
  /** JSON text, as typed. */
  test_data?: string | null;
  warnings?: { message: string }[];
}

export interface TemplateDto {
  id: string;
  name: string;
  generation: 'dynamic' | 'legacy';
  updated_at: string;
  versions?: VersionLeanDto[];
}

/** Request body of POST and PATCH /templates/{id}/versions[/{vid}]. */
export interface VersionPayload {
  name?: string;
  subject?: string;
  html_content?: string;
  design_document?: DesignDocument | null;
  plain_content?: string;
  generate_plain_content?: boolean;
  editor?: VersionEditor;
  test_data?: string;
  active?: 0 | 1;
}

/** A version's thumbnail: read within its template by id, anew when it is updated. */
export const versionThumbnail = (version: VersionSummary): ThumbnailRef => ({ source: version.templateId, id: version.id, revision: version.updated });

export interface VersionSummary {
  id: string;
  templateId: string;
  active: boolean;
  name: string;
  subject: string;
  editor: VersionEditor;
  thumbnailUrl: string | null;
  updated: string;
}

export interface Version extends VersionSummary {
  htmlContent: string;
  plainContent: string;
  /** As the API returned it: the editor checks it before use. */
  designDocument: DesignDocument | null;
  testData: string;
}

export interface Template {
  id: string;
  name: string;
  updated: string;
  /** Newest update first. */
  versions: VersionSummary[];
}

export const toVersionSummary = (dto: VersionLeanDto): VersionSummary => ({
  id: dto.id,
  templateId: dto.template_id,
  active: dto.active === 1,
  name: dto.name,
  subject: dto.subject ?? '',
  editor: dto.editor === 'design' ? 'design' : 'code',
  thumbnailUrl: dto.thumbnail_url ?? null,
  updated: dto.updated_at,
});

export const toVersion = (dto: VersionDto): Version => ({
  ...toVersionSummary(dto),
  htmlContent: dto.html_content ?? '',
  plainContent: dto.plain_content ?? '',
  designDocument: dto.design_document ?? null,
  testData: dto.test_data ?? '',
});

export const summaryOfVersion = ({ htmlContent: _html, plainContent: _plain, designDocument: _document, testData: _data, ...summary }: Version): VersionSummary => summary;

export const toTemplate = (dto: TemplateDto): Template => ({
  id: dto.id,
  name: dto.name,
  updated: dto.updated_at,
  versions: (dto.versions ?? []).map(toVersionSummary).sort((a, b) => (a.updated < b.updated ? 1 : a.updated > b.updated ? -1 : 0)),
});

export const activeVersionOf = (template: Template): VersionSummary | undefined => template.versions.find((version) => version.active);

/** Dynamic template ids: "d-" and 32 lowercase hex digits. */
export const isTemplateId = (value: string | undefined): value is string => value !== undefined && /^d-[0-9a-f]{32}$/.test(value);

/** The email editor's session key of a version (the editor contract): `dynamic-template:<templateId>:<versionId>`. */
const SESSION_PREFIX = 'dynamic-template:';
export const versionSessionKey = (templateId: string, versionId: string) => `${SESSION_PREFIX}${templateId}:${versionId}`;
export function versionOfSessionKey(key: string): { templateId: string; versionId: string } | undefined {
  if (!key.startsWith(SESSION_PREFIX)) return undefined;
  const [templateId = '', versionId = ''] = key.slice(SESSION_PREFIX.length).split(':');
  return templateId && versionId ? { templateId, versionId } : undefined;
}

/** What a new version starts from: a blank design or code, or a design (yours or a system one). */
export type VersionSource = { kind: 'blank'; editor: VersionEditor } | { kind: 'design'; designId: string };

/** A design offered by the version selector (GET /designs and /designs/pre-builts, summaries). */
export interface DesignChoice {
  id: string;
  name: string;
  editor: VersionEditor;
  thumbnailUrl: string | null;
  system: boolean;
  /** The design's revision (updated_at): its thumbnail is read again when it changes. */
  updated: string;
}

export interface VersionValues {
  name: string;
  subject: string;
}

export const versionServerFields: Record<string, keyof VersionValues> = { name: 'name', subject: 'subject' };

/** The API's "YYYY-MM-DD HH:MM:SS" (UTC) as an ISO 8601 time; anything else as it came. */
export const isoOf = (updated: string) => (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(updated) ? `${updated.replace(' ', 'T')}Z` : updated);
