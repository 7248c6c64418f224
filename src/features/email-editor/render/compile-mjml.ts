import { type MJMLParsingOptions } from 'mjml-core';
import { type MjmlOutput } from './mjml-worker-messages';

export interface MjmlError {
  line: number;
  message: string;
  tagName: string;
}

export interface CompiledMjml {
  html: string;
  errors: MjmlError[];
}

export type MjmlCompiler = (mjml: string) => Promise<CompiledMjml>;

/** `soft` validation reports mistakes instead of failing; the design's fonts are system fonts, so no web-font links. */
export const MJML_OPTIONS: MJMLParsingOptions = { validationLevel: 'soft', keepComments: false, fonts: {} };

export function toCompiled({ html, errors }: MjmlOutput): CompiledMjml {
  return { html, errors: errors.map(({ line, message, tagName }) => ({ line, message, tagName })) };
}

/**
 * Compiles MJML on this thread, importing mjml-browser (about 350 KB gzip) on first use, never with
 * the page. For tests and Node, and the page's fallback when the worker fails: bundled as an ES
 * module, mjml-browser's global lookup tries `new Function` once, which a browser's content security
 * policy reports.
 */
export const compileMjmlHere: MjmlCompiler = async (mjml) => {
  const { default: mjml2html } = await import('mjml-browser');
  return toCompiled(mjml2html(mjml, MJML_OPTIONS));
};
