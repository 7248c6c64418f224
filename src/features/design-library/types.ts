import type { ThumbnailRef } from '@/shared/thumbnails/held-thumbnails';
import type { DesignDocument } from '@/features/email-editor/types';
/** Which editor made a design: the design editor (a document) or the code editor (HTML). */
export type DesignEditor = 'code' | 'design';

/** Server shape of a design without its content (GET /designs and /designs/pre-builts, ENDPOINTS.md §8). */
export interface DesignSummaryDto {
  id: string;
  name: string;
  editor: DesignEditor;
  generate_plain_content: boolean;
  subject: string;
  categories: string[];
  thumbnail_url: string | null;
  /** ISO 8601. */
  created_at: string;
  updated_at: string;
}

/** Server shape of a whole design (GET, POST and PATCH /designs/{id}). */
export interface DesignDto extends DesignSummaryDto {
  html_content: string;
  plain_content: string;
  /** The designed field beside html_content (mocks/README.md): a design editor design's document, else null. */
  design_document?: DesignDocument | null;
}

/** Client shape of a design on a list. */
export interface DesignSummary {
  id: string;
  name: string;
  editor: DesignEditor;
  subject: string;
  categories: string[];
  thumbnailUrl: string | null;
  /**
   * ISO 8601, exactly as the server wrote it: the editor's revision of a design is its `updated_at`, and
   * a save compares it with the server's (see epics.ts).
   */
  updated: string;
}

export interface Design extends DesignSummary {
  htmlContent: string;
  plainContent: string;
  /** As the API returned it: the editor checks it before use. */
  designDocument: DesignDocument | null;
}

/** Your designs, or the read-only system designs (the API's pre-builts). The values are the path's :templateType. */
export type DesignKind = 'your-designs' | 'sendgrid-designs';
export const DESIGN_KINDS: readonly DesignKind[] = ['your-designs', 'sendgrid-designs'];
/** A design's thumbnail: read from its list (kind) by id, anew when it is updated. */
export const designThumbnail = (kind: DesignKind, design: { id: string; updated: string }): ThumbnailRef => ({ source: kind, id: design.id, revision: design.updated });

export const isDesignKind = (value: string | undefined): value is DesignKind => DESIGN_KINDS.includes(value as DesignKind);

/** What a new design starts from: nothing (in the design or the code editor), a system design, or a copy of one of your designs. */
export type DesignSource = { kind: 'blank' } | { kind: 'code' } | { kind: 'system'; id: string } | { kind: 'copy'; id: string };

/** Request body of PATCH /designs/{id}: any of these. */
export interface DesignPatch {
  name?: string;
  html_content?: string;
  design_document?: DesignDocument | null;
  plain_content?: string;
  generate_plain_content?: boolean;
}

/** Request body of POST /designs. */
export interface NewDesignPayload {
  name: string;
  editor: DesignEditor;
  html_content: string;
  design_document: DesignDocument | null;
  plain_content: string;
  generate_plain_content: boolean;
}

/** What the rename and duplicate forms hold. */
export interface DesignNameValues {
  name: string;
}

/** Server field paths → form field names, so a 400 lands next to the name. */
export const designNameServerFields: Record<string, keyof DesignNameValues> = { name: 'name' };

export const toDesignSummary = (dto: DesignSummaryDto): DesignSummary => ({
  id: dto.id,
  name: dto.name,
  editor: dto.editor,
  subject: dto.subject ?? '',
  categories: dto.categories ?? [],
  thumbnailUrl: dto.thumbnail_url ?? null,
  updated: dto.updated_at,
});

/** A design as a list holds it: without its content. */
export const summaryOf = ({ htmlContent: _html, plainContent: _plain, designDocument: _document, ...summary }: Design): DesignSummary => summary;

export const toDesign = (dto: DesignDto): Design => ({
  ...toDesignSummary(dto),
  htmlContent: dto.html_content ?? '',
  plainContent: dto.plain_content ?? '',
  designDocument: dto.design_document ?? null,
});

/** The email editor's session key of a design: `design:<id>` (the editor contract). */
const SESSION_PREFIX = 'design:';
export const designSessionKey = (id: string) => `${SESSION_PREFIX}${id}`;
/** The design a session key names; undefined for another host's session. */
export const designIdOfSessionKey = (key: string): string | undefined =>
  key.startsWith(SESSION_PREFIX) && key.length > SESSION_PREFIX.length ? key.slice(SESSION_PREFIX.length) : undefined;
