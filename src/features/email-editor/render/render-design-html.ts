import { type DesignDocument } from '../document/types';
import { compileMjml } from './compile-mjml-in-worker';
import { type MjmlCompiler, type MjmlError } from './compile-mjml';
import { documentToMjml } from './document-to-mjml';
import { codeToken, type RenderOptions } from './render-context';

export interface RenderedDesign {
  html: string;
  /** MJML's validation messages; the HTML is produced all the same. */
  errors: MjmlError[];
}

/** Puts the code modules' HTML, exactly as written, where their tokens are. */
function insertCodeBlocks(html: string, codeBlocks: readonly string[]): string {
  return codeBlocks.reduce((result, code, index) => result.split(codeToken(index)).join(code), html);
}

/**
 * The one rendering of a design, used by the preview, the test send and the save alike, so what is
 * previewed is what is sent: document → MJML (here, with the DOM for sanitising) → HTML (in a worker
 * when there is one).
 */
export async function renderDesignHtml(
  document: DesignDocument,
  options: RenderOptions = {},
  compile: MjmlCompiler = compileMjml,
): Promise<RenderedDesign> {
  const { mjml, codeBlocks } = documentToMjml(document, options);
  const { html, errors } = await compile(mjml);
  return { html: insertCodeBlocks(html, codeBlocks), errors };
}
