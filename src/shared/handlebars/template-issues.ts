import Handlebars from 'handlebars';

/** A Handlebars problem of a template: the line it is on (from 1) and what to fix, as a person reads it. */
export interface TemplateIssue {
  line: number;
  message: string;
}

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

function issueOf(error: unknown): TemplateIssue {
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
 * Stored design HTML can be checked whole: its embedded document is base64url, which holds no braces.
 */
export function findHandlebarsIssues(source: string): TemplateIssue[] {
  if (!source.includes('{{')) return [];
  try {
    Handlebars.parse(source);
    return [];
  } catch (error) {
    return [issueOf(error)];
  }
}
