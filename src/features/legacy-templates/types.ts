import type { TemplateDto, VersionDto, VersionEditor, VersionLeanDto } from '@/features/dynamic-templates/types';

/** A legacy template's version as lists show it (GET /templates embeds them lean). */
export interface LegacyVersionSummary {
  id: string;
  templateId: string;
  active: boolean;
  name: string;
  subject: string;
  editor: VersionEditor;
  /** ISO 8601 (the API's "YYYY-MM-DD HH:MM:SS" is UTC). */
  updated: string;
}

export interface LegacyVersion extends LegacyVersionSummary {
  htmlContent: string;
  plainContent: string;
}

export interface LegacyTemplate {
  id: string;
  name: string;
  updated: string;
  /** In the order they were made. */
  versions: LegacyVersionSummary[];
}

/** "2026-09-01 10:00:00" (UTC) as ISO 8601. */
export const isoOf = (published: string) => (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(published) ? `${published.replace(' ', 'T')}Z` : published);

export const toVersionSummary = (dto: VersionLeanDto): LegacyVersionSummary => ({
  id: dto.id,
  templateId: dto.template_id,
  active: dto.active === 1,
  name: dto.name,
  subject: dto.subject ?? '',
  editor: dto.editor === 'design' ? 'design' : 'code',
  updated: isoOf(dto.updated_at),
});

export const toVersion = (dto: VersionDto): LegacyVersion => ({
  ...toVersionSummary(dto),
  htmlContent: dto.html_content ?? '',
  plainContent: dto.plain_content ?? '',
});

export const toTemplate = (dto: TemplateDto): LegacyTemplate => ({
  id: dto.id,
  name: dto.name,
  updated: isoOf(dto.updated_at),
  versions: (dto.versions ?? []).map(toVersionSummary),
});

export const activeVersionOf = (template: LegacyTemplate) => template.versions.find((version) => version.active);

/** Versions are read one by one, keyed by template and version. */
export const versionKey = (templateId: string, versionId: string) => `${templateId}:${versionId}`;

/** The dynamic template a copy made, and what its conversion changed. */
export interface CopiedVersion {
  templateId: string;
  versionId: string;
  name: string;
  tagsReplaced: number;
}
