import Handlebars from 'handlebars';
import { contentModules } from '../document/locate';
import { type DesignDocument } from '../document/types';
import { type HandlebarsIssue } from '../checks/pre-send-checks';

/** The parser's token names, as a person reads them ("got 'INVERSE'" means an {{else}} where none fits). */
const UNEXPECTED: Record<string, string> = {
  EOF: 'The template ends inside an unclosed {{…}} tag or block: close it (for example with {{/if}}).',
  INVALID: 'This {{…}} tag holds a character Handlebars does not allow here.',
  CLOSE: 'This {{…}} tag ends before its expression is complete.',
  CLOSE_UNESCAPED: 'This {{{…}}} tag ends before its expression is complete.',
  CLOSE_RAW_BLOCK: 'This {{{{…}}}} tag ends before its expression is complete.',
  INVERSE: '{{else}} is only allowed inside a block such as {{#if}} or {{#each}}.',
  OPEN_INVERSE_CHAIN: '{{else}} is only allowed inside a block such as {{#if}} or {{#each}}.',
  OPEN_ENDBLOCK: 'This closing {{/…}} tag has no opening block.',
  OPEN: 'A {{ starts inside another {{…}} tag: close the first one with }}.',
  OPEN_BLOCK: 'A {{# starts inside another {{…}} tag: close the first one with }}.',
  OPEN_UNESCAPED: 'A {{{ starts inside another {{…}} tag: close the first one with }}.',
};

const PARSE_ERROR = /^Parse error on line (\d+):[\s\S]*got '([A-Z_]+)'/;
/** Handlebars' own exceptions end with " - line:column". */
const LOCATION_SUFFIX = / - \d+:\d+$/;
const BLOCK_MISMATCH = /^(.+) doesn't match (.+)$/;

function issueOf(error: unknown): HandlebarsIssue {
  const text = error instanceof Error ? error.message : String(error);
  const parse = PARSE_ERROR.exec(text);
  if (parse) {
    const [, line = '1', token = ''] = parse;
    return { line: Number(line), message: UNEXPECTED[token] ?? `Unexpected ${token.toLowerCase().replace(/_/g, ' ')}.` };
  }
  const line = typeof (error as { lineNumber?: unknown }).lineNumber === 'number' ? (error as { lineNumber: number }).lineNumber : 1;
  const message = text.replace(LOCATION_SUFFIX, '');
  const mismatch = BLOCK_MISMATCH.exec(message);
  return { line, message: mismatch ? `{{#${mismatch[1]}}} is closed by {{/${mismatch[2]}}}.` : message };
}

/**
 * The Handlebars problems of a template, checked with Handlebars' own parser (the one the sending
 * side runs). The parser stops at the first error, so there is at most one; an empty list is clean.
 */
export function findHandlebarsIssues(source: string): HandlebarsIssue[] {
  if (!source.includes('{{')) return [];
  try {
    Handlebars.parse(source);
    return [];
  } catch (error) {
    return [issueOf(error)];
  }
}

/** Every string a module's settings hold (its HTML, texts and addresses), where Handlebars tags may be. */
function settingTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(settingTexts);
}

/** The issues of a design, module by module, so each one points at its module; lines count within the module's text. */
export function findDocumentHandlebarsIssues(document: DesignDocument): HandlebarsIssue[] {
  return contentModules(document).flatMap((module) =>
    settingTexts(module.settings).flatMap((text) => findHandlebarsIssues(text).map((issue) => ({ ...issue, moduleId: module.id }))),
  );
}
