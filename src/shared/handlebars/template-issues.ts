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

/** The built-in helpers Handlebars refuses to run without exactly one value (`each` without one), as a person reads it. */
const ARITY: Record<string, { accepts: (count: number) => boolean; message: (count: number) => string }> = {
  if: { accepts: (count) => count === 1, message: (count) => `{{#if}} needs exactly one value to test, like {{#if first_name}}; this one has ${count}.` },
  unless: { accepts: (count) => count === 1, message: (count) => `{{#unless}} needs exactly one value to test, like {{#unless vip}}; this one has ${count}.` },
  with: { accepts: (count) => count === 1, message: (count) => `{{#with}} needs exactly one object, like {{#with user}}; this one has ${count}.` },
  each: { accepts: (count) => count > 0, message: () => '{{#each}} needs a list to go through, like {{#each items}}.' },
};

type Call = hbs.AST.MustacheStatement | hbs.AST.BlockStatement | hbs.AST.SubExpression;

/**
 * Finds calls of if, unless, with and each with the wrong number of values: they parse, but Handlebars
 * throws when it runs them (so SendGrid cannot send them), and a preview would show nothing for them.
 */
class ArityVisitor extends Handlebars.Visitor {
  readonly issues: TemplateIssue[] = [];

  private check(node: Call) {
    const path = node.path as hbs.AST.PathExpression;
    const simple = path.type === 'PathExpression' && !path.data && path.depth === 0 && path.parts.length === 1 && !/^(\.|this\b)/.test(path.original);
    const rule = simple ? ARITY[path.original] : undefined;
    if (rule && !rule.accepts(node.params.length)) this.issues.push({ line: node.loc.start.line, message: rule.message(node.params.length) });
  }

  override MustacheStatement(node: hbs.AST.MustacheStatement) {
    this.check(node);
    super.MustacheStatement(node);
  }

  override BlockStatement(node: hbs.AST.BlockStatement) {
    this.check(node);
    super.BlockStatement(node);
  }

  override SubExpression(node: hbs.AST.SubExpression) {
    this.check(node);
    super.SubExpression(node);
  }
}

/**
 * The Handlebars problems of a template, checked with Handlebars' own parser (the one the sending
 * side runs): the first parse error (the parser stops there), or else every block helper Handlebars
 * would refuse to run. An empty list is clean.
 * Stored design HTML can be checked whole: its embedded document is base64url, which holds no braces.
 */
export function findHandlebarsIssues(source: string): TemplateIssue[] {
  if (!source.includes('{{')) return [];
  let program: hbs.AST.Program;
  try {
    program = Handlebars.parse(source);
  } catch (error) {
    return [issueOf(error)];
  }
  const visitor = new ArityVisitor();
  visitor.accept(program);
  return visitor.issues;
}
