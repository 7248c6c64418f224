import type { MJMLParseResults, MJMLParsingOptions } from 'mjml-core';

export interface MjmlWorkerRequest {
  id: number;
  mjml: string;
  options: MJMLParsingOptions;
  /** mjml-browser as its own classic script, for importScripts. */
  scriptUrl: string;
}

/** MJML's answer without its JSON tree, which nobody reads. */
export type MjmlOutput = Pick<MJMLParseResults, 'html' | 'errors'>;

export type MjmlWorkerReply = { id: number; ok: true; output: MjmlOutput } | { id: number; ok: false; message: string };
