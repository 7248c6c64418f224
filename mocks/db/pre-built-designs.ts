import { type SystemDesign } from '@/features/email-editor/system-designs/system-design';
import { SYSTEM_DESIGNS } from '@/features/email-editor/system-designs/system-designs';
import { renderDocumentContent } from './design-content';
import type { DesignRecord } from './designs';
import { BASE_DATE, DAY } from './seed-support';

/**
 * SendGrid's built-in designs (GET /designs/pre-builts): the email editor's system designs, the same
 * for every account. Not rows: fixed content, like the users. Rendered with the editor's own renderer
 * on the first full read and kept for the session (rendering is asynchronous, the seed is not).
 */
export type PreBuiltDesign = Omit<DesignRecord, 'owner' | 'render_pending'>;

const PUBLISHED = (BASE_DATE - 400 * DAY) * 1000;

/** Published a minute apart in the system designs' order, so the list's newest-first order keeps theirs. */
const publishedAt = (design: SystemDesign) => new Date(PUBLISHED - SYSTEM_DESIGNS.indexOf(design) * 60_000).toISOString();

const summaryOf = (design: SystemDesign): PreBuiltDesign => ({
  id: design.id,
  name: design.name,
  editor: 'design',
  html_content: '',
  design_document: null,
  plain_content: '',
  generate_plain_content: false,
  subject: design.subject,
  categories: design.categories,
  thumbnail_url: null,
  created_at: publishedAt(design),
  updated_at: publishedAt(design),
});

/** Every pre-built, without its content: enough for a summary list. */
export const preBuiltSummaries = (): PreBuiltDesign[] => SYSTEM_DESIGNS.map(summaryOf);

const rendered = new Map<string, Promise<PreBuiltDesign>>();

/** One pre-built with its content; undefined for an unknown id. */
export function renderedPreBuilt(id: string): Promise<PreBuiltDesign> | undefined {
  const design = SYSTEM_DESIGNS.find((candidate) => candidate.id === id);
  if (design === undefined) return undefined;
  let render = rendered.get(id);
  if (render === undefined) {
    render = renderDocumentContent(design.document).then((content) => ({ ...summaryOf(design), ...content }));
    // A failed render is tried again next time.
    render.catch(() => rendered.delete(id));
    rendered.set(id, render);
  }
  return render;
}
