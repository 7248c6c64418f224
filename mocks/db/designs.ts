import type { DesignDto } from '@/features/design-library/types';
import type { DesignDocument } from '@/features/email-editor/document/types';
import { createTable } from './table';
import type { User } from './users';

export type { DesignEditor } from '@/features/design-library/types';

/** A user's design (ENDPOINTS.md §8), as stored: the published Design (its id a UUID string) plus its owner. */
export interface DesignRecord extends DesignDto {
  /** Beside html_content, never inside it (design-content.ts). */
  design_document: DesignDocument | null;
  owner: string;
  /**
   * A seeded design holds only its document until it is first read in full: the seed is
   * synchronous and rendering (MJML) is not, so the first GET renders it and stores the HTML.
   */
  render_pending: boolean;
}

export const designsTable = createTable<DesignRecord>();

/** Newest update first (the list's order), then by id so equal times keep one order. */
export const designOrder = (a: Pick<DesignRecord, 'updated_at' | 'id'>, b: Pick<DesignRecord, 'updated_at' | 'id'>) =>
  b.updated_at.localeCompare(a.updated_at) || b.id.localeCompare(a.id);

export function designsOf(owner: User): DesignRecord[] {
  return designsTable
    .all()
    .filter((design) => design.owner === owner.username)
    .sort(designOrder);
}

export function findDesign(owner: User, id: string): DesignRecord | undefined {
  const design = designsTable.get(id);
  return design?.owner === owner.username ? design : undefined;
}

/**
 * An update time later than `previous`: two saves within one millisecond still get different times,
 * since the editor tells a change made elsewhere by its `updated_at`.
 */
export function nextUpdateTime(now: Date, previous?: string): string {
  const time = previous === undefined ? now.getTime() : Math.max(now.getTime(), Date.parse(previous) + 1);
  return new Date(time).toISOString();
}

export type NewDesign = Omit<DesignRecord, 'id' | 'owner' | 'created_at' | 'updated_at' | 'render_pending'> &
  Partial<Pick<DesignRecord, 'render_pending'>>;

export function addDesign(owner: User, design: NewDesign, now: Date): DesignRecord {
  const time = now.toISOString();
  return designsTable.insert({ render_pending: false, ...design, id: crypto.randomUUID(), owner: owner.username, created_at: time, updated_at: time });
}

export function updateDesign(design: DesignRecord, patch: Partial<Omit<DesignRecord, 'id' | 'owner' | 'created_at'>>, now: Date): DesignRecord {
  return designsTable.update(design.id, { ...patch, updated_at: nextUpdateTime(now, design.updated_at) });
}

export function removeDesign(design: DesignRecord): void {
  designsTable.remove(design.id);
}

/**
 * The design with its HTML rendered (see render_pending); stored, so it renders once. Rendering loads
 * with the first design that needs it: the tables (and every table's hydration) stay without it.
 */
export async function renderedDesign(design: DesignRecord): Promise<DesignRecord> {
  if (!design.render_pending) return design;
  const { renderStoredContent } = await import('./design-content');
  const content = await renderStoredContent(design);
  // A save that landed while this rendered wins.
  const current = designsTable.get(design.id);
  if (current === undefined || !current.render_pending) return current ?? design;
  return designsTable.update(design.id, { ...content, render_pending: false });
}
