import type { DesignDocument } from '@/features/email-editor/document/types';
import { DYNAMIC_TEMPLATE_LIMITS } from '@/features/dynamic-templates/limits';
import { compareNewestFirst } from './newest-first';
import { createTable } from './table';
import type { User } from './users';

/**
 * Transactional templates (ENDPOINTS.md §9) in both generations, and their versions. A template row
 * holds no versions: versions are their own table, embedded in the template when it is published.
 */
export type TemplateGeneration = 'legacy' | 'dynamic';
export type TemplateEditor = 'code' | 'design';

export interface TemplateRecord {
  /** Dynamic templates: "d-" and 32 hex digits; legacy templates: a UUID (as SendGrid's). */
  id: string;
  owner: string;
  name: string;
  generation: TemplateGeneration;
  /** ISO 8601 with milliseconds; published as "YYYY-MM-DD HH:MM:SS". */
  updated_at: string;
}

export interface TemplateVersionRecord {
  id: string;
  template_id: string;
  active: 0 | 1;
  name: string;
  subject: string;
  html_content: string;
  /** Beside html_content, never inside it (design-content.ts). */
  design_document: DesignDocument | null;
  plain_content: string;
  generate_plain_content: boolean;
  editor: TemplateEditor;
  /** JSON text as typed (dynamic templates only; not checked, as the API does not). */
  test_data: string;
  created_at: string;
  updated_at: string;
  /** A seeded design version holds only its document until it is first read in full (see DesignRecord.render_pending). */
  render_pending: boolean;
}

export const templatesTable = createTable<TemplateRecord>();
export const templateVersionsTable = createTable<TemplateVersionRecord>();

/** "YYYY-MM-DD HH:MM:SS" (UTC), the templates API's timestamp format. */
export const publishedTime = (iso: string) => iso.slice(0, 19).replace('T', ' ');

/** A time later than `previous`, so two changes in one millisecond still order (see designs' nextUpdateTime). */
export function nextTime(now: Date, previous?: string): string {
  const time = previous === undefined ? now.getTime() : Math.max(now.getTime(), Date.parse(previous) + 1);
  return new Date(time).toISOString();
}

/**
 * A version's next `updated_at`, in a later second than `previous`: the API shows it to the second, and
 * it is the revision a save names in `If-Match` (mocks/README.md, "Saves made elsewhere"), so two saves
 * within one second must not show the same one. Under a burst of saves it runs ahead of the clock.
 */
export function nextVersionTime(now: Date, previous: string): string {
  const nextSecond = Math.floor(Date.parse(previous) / 1000) * 1000 + 1000;
  return new Date(Math.max(now.getTime(), nextSecond)).toISOString();
}

export const newDynamicTemplateId = () => `d-${crypto.randomUUID().replace(/-/g, '')}`;

/** Newest update first, then by id: the list's order. */
export const templateOrder = (a: TemplateRecord, b: TemplateRecord) => compareNewestFirst([a.updated_at, a.id], [b.updated_at, b.id]);

export function templatesOf(owner: User, generations: readonly TemplateGeneration[]): TemplateRecord[] {
  return templatesTable
    .all()
    .filter((template) => template.owner === owner.username && generations.includes(template.generation))
    .sort(templateOrder);
}

export function findTemplate(owner: User, id: string): TemplateRecord | undefined {
  const template = templatesTable.get(id);
  return template?.owner === owner.username ? template : undefined;
}

/** A template's versions in the order they were made. */
export function versionsOf(templateId: string): TemplateVersionRecord[] {
  return templateVersionsTable
    .all()
    .filter((version) => version.template_id === templateId)
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
}

export function findVersion(template: TemplateRecord, versionId: string): TemplateVersionRecord | undefined {
  const version = templateVersionsTable.get(versionId);
  return version?.template_id === template.id ? version : undefined;
}

/** The account's versions across its templates of one generation (the per-account limit counts dynamic versions). */
export function accountVersionCount(owner: User, generation: TemplateGeneration): number {
  const ids = new Set(templatesOf(owner, [generation]).map((template) => template.id));
  return templateVersionsTable.all().filter((version) => ids.has(version.template_id)).length;
}

/** The limit a new template or new versions would cross, if any. */
export type TemplateLimit = 'templates' | 'versionsPerTemplate' | 'versionsPerAccount';

export function limitReached(owner: User, generation: TemplateGeneration, adding: { templates: number; versions: number; toTemplate?: string }): TemplateLimit | undefined {
  if (adding.templates > 0 && templatesOf(owner, [generation]).length + adding.templates > DYNAMIC_TEMPLATE_LIMITS.templates) return 'templates';
  if (adding.toTemplate !== undefined && versionsOf(adding.toTemplate).length + adding.versions > DYNAMIC_TEMPLATE_LIMITS.versionsPerTemplate) return 'versionsPerTemplate';
  if (adding.versions > 0 && accountVersionCount(owner, generation) + adding.versions > DYNAMIC_TEMPLATE_LIMITS.versionsPerAccount) return 'versionsPerAccount';
  return undefined;
}

export function addTemplate(owner: User, fields: Pick<TemplateRecord, 'name' | 'generation'>, now: Date): TemplateRecord {
  const id = fields.generation === 'dynamic' ? newDynamicTemplateId() : crypto.randomUUID();
  return templatesTable.insert({ ...fields, id, owner: owner.username, updated_at: now.toISOString() });
}

export function touchTemplate(template: TemplateRecord, now: Date, patch: Partial<Pick<TemplateRecord, 'name'>> = {}): TemplateRecord {
  return templatesTable.update(template.id, { ...patch, updated_at: nextTime(now, template.updated_at) });
}

export function removeTemplate(template: TemplateRecord): void {
  versionsOf(template.id).forEach((version) => templateVersionsTable.remove(version.id));
  templatesTable.remove(template.id);
}

export type NewVersion = Omit<TemplateVersionRecord, 'id' | 'template_id' | 'active' | 'created_at' | 'updated_at' | 'render_pending'> &
  Partial<Pick<TemplateVersionRecord, 'render_pending'>>;

/** Makes only `versionId` active among its template's versions; not an edit, so no version's `updated_at` moves. */
function activateOnly(template: TemplateRecord, versionId: string): void {
  for (const version of versionsOf(template.id)) {
    const active = version.id === versionId ? 1 : 0;
    if (version.active !== active) templateVersionsTable.update(version.id, { active });
  }
}

/** Adds a version; the first of a template is active whatever was asked, and an active one deactivates the others. */
export function addVersion(template: TemplateRecord, fields: NewVersion, now: Date, active: boolean): TemplateVersionRecord {
  const first = versionsOf(template.id).length === 0;
  const time = nextTime(now, versionsOf(template.id).at(-1)?.created_at);
  const version = templateVersionsTable.insert({ render_pending: false, ...fields, id: crypto.randomUUID(), template_id: template.id, active: 0, created_at: time, updated_at: time });
  if (first || active) activateOnly(template, version.id);
  touchTemplate(template, now);
  return templateVersionsTable.get(version.id)!;
}

export function updateVersion(template: TemplateRecord, version: TemplateVersionRecord, patch: Partial<NewVersion>, now: Date): TemplateVersionRecord {
  const updated = templateVersionsTable.update(version.id, { ...patch, updated_at: nextVersionTime(now, version.updated_at) });
  touchTemplate(template, now);
  return updated;
}

export function activateVersion(template: TemplateRecord, version: TemplateVersionRecord, now: Date): TemplateVersionRecord {
  activateOnly(template, version.id);
  touchTemplate(template, now);
  return templateVersionsTable.get(version.id)!;
}

/** Deletes a version; when it was the active one, the most recently updated remaining version becomes active. */
export function removeVersion(template: TemplateRecord, version: TemplateVersionRecord, now: Date): void {
  templateVersionsTable.remove(version.id);
  if (version.active === 1) {
    const newest = versionsOf(template.id).sort((a, b) => compareNewestFirst([a.updated_at, a.created_at], [b.updated_at, b.created_at]))[0];
    if (newest) activateOnly(template, newest.id);
  }
  touchTemplate(template, now);
}

export function storeRenderedVersion(version: TemplateVersionRecord, content: Pick<TemplateVersionRecord, 'html_content' | 'design_document' | 'plain_content'>): TemplateVersionRecord {
  // A save that landed while it rendered wins.
  const current = templateVersionsTable.get(version.id);
  if (current === undefined || !current.render_pending) return current ?? version;
  return templateVersionsTable.update(version.id, { ...content, render_pending: false });
}
