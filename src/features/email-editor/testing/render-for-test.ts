import { createDocument } from '../document/module-factories';
import { type DesignDocument, type DesignSettings, type Row } from '../document/types';
import { renderDesignHtml, type RenderedDesign } from '../render/render-design-html';
import { type RenderOptions } from '../render/render-context';

export interface RenderedForTest extends RenderedDesign {
  /** The HTML parsed inertly, to query like a mail client would read it. */
  page: Document;
}

export async function renderForTest(document: DesignDocument, options?: RenderOptions): Promise<RenderedForTest> {
  const rendered = await renderDesignHtml(document, options);
  return { ...rendered, page: new DOMParser().parseFromString(rendered.html, 'text/html') };
}

export function renderRows(rows: Row[], settings: Partial<DesignSettings> = {}, options?: RenderOptions): Promise<RenderedForTest> {
  return renderForTest(createDocument(rows, settings), options);
}

/** The inline style of an element as a map, to assert one property at a time. */
export function styleOf(element: Element | null | undefined): Record<string, string> {
  const style = element?.getAttribute('style') ?? '';
  return Object.fromEntries(
    style
      .split(';')
      .map((declaration) => declaration.split(':').map((part) => part.trim()))
      .filter(([property, value]) => property && value !== undefined)
      .map(([property, ...value]) => [property?.toLowerCase(), value.join(':')]),
  );
}
