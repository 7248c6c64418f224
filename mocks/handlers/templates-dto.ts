import { documentToPlainText } from '@/features/email-editor/render/plain-text';
import { generatedPlainText, separatedContent } from '../db/design-content';
import { publishedTime, versionsOf, type TemplateRecord, type TemplateVersionRecord } from '../db/templates';

/** Where version thumbnails are served: public, like a CDN (the unguessable version id is the key). */
export const THUMBNAILS = '/mock-template-thumbnails';

/** The thumbnail's address changes with every edit, so a browser never shows an old one. */
const thumbnailUrl = (request: Request, version: TemplateVersionRecord) =>
  `${new URL(request.url).origin}/v3${THUMBNAILS}/${version.id}.svg?v=${encodeURIComponent(version.updated_at)}`;

/** The published Version Output Lean (in templates and lists). */
export const toVersionLean = (request: Request, version: TemplateVersionRecord) => ({
  id: version.id,
  template_id: version.template_id,
  active: version.active,
  name: version.name,
  subject: version.subject,
  editor: version.editor,
  generate_plain_content: version.generate_plain_content,
  thumbnail_url: thumbnailUrl(request, version),
  updated_at: publishedTime(version.updated_at),
});

/** The published Version Output. */
export const toVersion = (request: Request, version: TemplateVersionRecord) => ({
  ...toVersionLean(request, version),
  // Rows stored before design_document existed still carry it in their HTML: it never goes out there.
  ...separatedContent(version.html_content, version.design_document),
  plain_content: version.plain_content,
  test_data: version.test_data,
});

/** The published Template, its versions embedded in the order they were made. */
export const toTemplate = (request: Request, template: TemplateRecord) => ({
  id: template.id,
  name: template.name,
  generation: template.generation,
  updated_at: publishedTime(template.updated_at),
  versions: versionsOf(template.id).map((version) => toVersionLean(request, version)),
});

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Up to `count` lines of at most `width` characters, cut at spaces. */
function wrap(text: string, width: number, count: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (lines.length === count) break;
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = '';
    }
    line = line ? `${line} ${word}` : word.slice(0, width);
  }
  if (line && lines.length < count) lines.push(line);
  return lines;
}

function versionText(version: TemplateVersionRecord): string {
  if (version.render_pending) {
    const { design_document } = separatedContent(version.html_content, version.design_document);
    return design_document ? documentToPlainText(design_document) : '';
  }
  return version.plain_content || generatedPlainText(version.html_content);
}

const ACCENTS = ['#1a82e2', '#0f7b5f', '#c2410c', '#7c3aed', '#be185d', '#0e7490'];

/**
 * A picture of the version for lists: its subject over its first lines of text, drawn as SVG (the mock
 * has no HTML renderer outside a browser). The accent colour follows the version id, so it is stable.
 */
export function thumbnailSvg(version: TemplateVersionRecord): string {
  const accent = ACCENTS[[...version.id].reduce((sum, character) => sum + character.charCodeAt(0), 0) % ACCENTS.length];
  const title = wrap(version.subject || version.name, 26, 2);
  const body = wrap(versionText(version).replace(/\{\{\{?[^}]*\}?\}\}/g, '…'), 38, 12);
  const text = (lines: string[], y: number, step: number, size: number, fill: string, weight = 'normal') =>
    lines.map((line, index) => `<text x="20" y="${y + index * step}" font-size="${size}" fill="${fill}" font-weight="${weight}">${escapeXml(line)}</text>`).join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400" font-family="Arial, Helvetica, sans-serif">',
    '<rect width="300" height="400" fill="#f4f4f4"/>',
    '<rect x="10" y="10" width="280" height="380" fill="#ffffff"/>',
    `<rect x="10" y="10" width="280" height="${28 + title.length * 22}" fill="${accent}"/>`,
    text(title, 38, 22, 17, '#ffffff', 'bold'),
    text(body, 72 + title.length * 22, 20, 11, '#444444'),
    '</svg>',
  ].join('');
}
