import { columnWidthsPercent } from '../document/column-layouts';
import { cssColour } from '../document/css-values';
import { isFontStack } from '../document/font-stacks';
import { DEFAULT_DESIGN_SETTINGS as DESIGN } from '../document/defaults';
import { DOCUMENT_LIMITS as LIMITS } from '../document/limits';
import { type ColumnsModule, type ContentModuleOf, type DesignDocument, type Row } from '../document/types';
import { isAllowedImageSource } from '../links/link-policy';
import { escapeText, tag } from './mjml-markup';
import { contentModuleToMjml, imageToMjml, richTextToMjml } from './module-to-mjml';
import { type RenderContext, type RenderOptions } from './render-context';
import { optionalColour, paddingValue, px } from './render-values';

export interface MjmlSource {
  mjml: string;
  /** Code modules' HTML, to put back with insertCodeBlocks once compiled. */
  codeBlocks: string[];
}

function section(background: string, padding: string, columns: string, extra: Record<string, string> = {}): string {
  return tag('mj-section', { 'background-color': background, padding, ...extra }, columns);
}

function columnsRow(row: ColumnsModule, context: RenderContext, background: string): string {
  const widths = columnWidthsPercent(row.settings.layout);
  const columns = row.columns.map((column, index) =>
    tag('mj-column', { width: `${widths[index] ?? 100}%` }, column.modules.map((module) => contentModuleToMjml(module, context)).join('')),
  );
  return section(optionalColour(row.settings.backgroundColor) ?? background, paddingValue(row.settings.padding), columns.join(''));
}

/** A full-width picture beside its text; on phones MJML stacks them, picture first. */
function imageTextRow({ settings: s }: ContentModuleOf<'imageText'>, context: RenderContext, background: string): string {
  const image = imageToMjml(s.image, { padding: s.imagePosition === 'left' ? '0px 10px 0px 0px' : '0px 0px 0px 10px' });
  const text = richTextToMjml(s.html, s.lineHeight, context, { padding: '0px' });
  const columns = tag('mj-column', { width: '40%', 'vertical-align': 'middle' }, image) + tag('mj-column', { width: '60%', 'vertical-align': 'middle' }, text);
  // rtl puts the first column (the picture) on the right on wide screens, and still first on phones.
  return section(optionalColour(s.backgroundColor) ?? background, paddingValue(s.padding), columns, s.imagePosition === 'right' ? { direction: 'rtl' } : {});
}

function rowToMjml(row: Row, context: RenderContext, background: string): string {
  if (row.type === 'columns') return columnsRow(row, context, background);
  if (row.type === 'imageText') return imageTextRow(row, context, background);
  return section(background, '0px', tag('mj-column', {}, contentModuleToMjml(row, context)));
}

/** The MJML source of a design: pure, every value escaped, rich text sanitised. */
export function documentToMjml(document: DesignDocument, options: RenderOptions = {}): MjmlSource {
  const design = document.settings;
  const base = options.socialIconBaseUrl?.replace(/\/+$/, '') ?? null;
  const context: RenderContext = { design, socialIconBaseUrl: base && isAllowedImageSource(base) ? base : null, codeBlocks: [] };
  const background = cssColour(design.contentBackgroundColor, DESIGN.contentBackgroundColor);
  const fontFamily = isFontStack(design.fontFamily) ? design.fontFamily : DESIGN.fontFamily;
  const head = [
    design.preheader ? tag('mj-preview', {}, escapeText(design.preheader)) : '',
    tag('mj-attributes', {}, tag('mj-all', { 'font-family': fontFamily })),
    tag('mj-style', {}, `a { color: ${cssColour(design.linkColor, DESIGN.linkColor)}; }`),
  ].join('');
  const body = document.rows.map((row) => rowToMjml(row, context, background)).join('\n');
  const mjml = tag(
    'mjml',
    {},
    tag('mj-head', {}, head) +
      tag('mj-body', { width: px(design.width, LIMITS.width, DESIGN.width), 'background-color': cssColour(design.backgroundColor, DESIGN.backgroundColor) }, `\n${body}\n`),
  );
  return { mjml, codeBlocks: context.codeBlocks };
}
