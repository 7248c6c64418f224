import Handlebars from 'handlebars';
import { isEmpty, iterate, lookupProperty, TEMPLATE_HELPERS, TemplateRunError, type HelperCall } from './template-helpers';

export { TemplateRunError };

/*
 * Runs a Handlebars template over test data by walking the tree Handlebars' own parser builds.
 * Handlebars.compile turns a template into JavaScript with `new Function`, which the app's content
 * security policy forbids (no 'unsafe-eval', rightly: these templates are the user's); Handlebars'
 * maintainers point CSP users to walking the AST instead (handlebars.js#1443, #1934). This covers what
 * email templates use: values and paths (../, this, @index/@key/@first/@last/@root, block parameters),
 * escaping, comments, whitespace control (done by the parser), blocks with {{else}} chains and the
 * helpers of template-helpers.ts. Partials and decorators do not exist in an email and are refused.
 */

type Program = hbs.AST.Program;
type Statement = hbs.AST.Statement;
type Expression = hbs.AST.Expression;
type PathExpression = hbs.AST.PathExpression;
type CallNode = hbs.AST.MustacheStatement | hbs.AST.BlockStatement | hbs.AST.SubExpression;

interface DataFrame extends Record<string, unknown> {
  root: unknown;
  _parent?: DataFrame;
}

interface Scope {
  /** The current context first, then the outer ones (`../` goes one further). */
  depths: readonly unknown[];
  data: DataFrame;
  /** Named block parameters (`as |item index|`), innermost first. */
  blockParams: readonly Record<string, unknown>[];
}

const context = (scope: Scope) => scope.depths[0];

/** `this.name` and `./name` never mean a block parameter or a helper. */
const isScoped = (path: PathExpression) => /^(\.|this\b)/.test(path.original);
const isHelperName = (path: PathExpression) => !path.data && path.depth === 0 && path.parts.length === 1 && !isScoped(path);

function walk(value: unknown, parts: readonly string[]): unknown {
  return parts.reduce<unknown>((current, part) => lookupProperty(current, part), value);
}

function resolvePath(path: PathExpression, scope: Scope): unknown {
  const [first, ...rest] = path.parts;
  if (path.data) {
    let frame: DataFrame | undefined = scope.data;
    for (let depth = 0; depth < path.depth; depth += 1) frame = frame?._parent;
    return first === undefined ? undefined : walk(lookupProperty(frame, first), rest);
  }
  if (first !== undefined && path.depth === 0 && !isScoped(path)) {
    const named = scope.blockParams.find((params) => Object.prototype.hasOwnProperty.call(params, first));
    if (named) return walk(named[first], rest);
  }
  return walk(scope.depths[path.depth], path.parts);
}

function literalValue(node: Expression): { value: unknown } | undefined {
  switch (node.type) {
    case 'StringLiteral':
    case 'NumberLiteral':
    case 'BooleanLiteral':
      return { value: (node as hbs.AST.StringLiteral | hbs.AST.NumberLiteral | hbs.AST.BooleanLiteral).value };
    case 'UndefinedLiteral':
      return { value: undefined };
    case 'NullLiteral':
      return { value: null };
    default:
      return undefined;
  }
}

function evaluate(node: Expression, scope: Scope): unknown {
  const literal = literalValue(node);
  if (literal) return literal.value;
  if (node.type === 'SubExpression') return callHelper(node as hbs.AST.SubExpression, scope);
  return resolvePath(node as PathExpression, scope);
}

function runProgram(program: Program | undefined, scope: Scope): string {
  return program ? program.body.map((statement) => runStatement(statement, scope)).join('') : '';
}

/** The helper call's `fn`/`inverse`: the block's programs run in a new context, with loop data and block parameters. */
function helperCall(node: CallNode, scope: Scope): HelperCall {
  const block = node.type === 'BlockStatement' ? (node as hbs.AST.BlockStatement) : undefined;
  const enter = (program: Program | undefined, next: unknown, frame: { data?: Record<string, unknown>; blockParams?: unknown[] } = {}) => {
    const names = program?.blockParams ?? [];
    const inner: Scope = {
      depths: next === context(scope) ? scope.depths : [next, ...scope.depths],
      data: frame.data ? { ...frame.data, root: scope.data.root, _parent: scope.data } : scope.data,
      blockParams: names.length && frame.blockParams ? [Object.fromEntries(names.map((name, index) => [name, frame.blockParams?.[index]])), ...scope.blockParams] : scope.blockParams,
    };
    return runProgram(program, inner);
  };
  return {
    context: context(scope),
    hash: Object.fromEntries((node.hash?.pairs ?? []).map((pair) => [pair.key, evaluate(pair.value, scope)])),
    fn: (next, frame) => enter(block?.program, next, frame),
    inverse: (next) => enter(block?.inverse, next),
  };
}

const helperNamed = (name: string) => (Object.prototype.hasOwnProperty.call(TEMPLATE_HELPERS, name) ? TEMPLATE_HELPERS[name] : undefined);

/** The name a call is looked up by when it is a simple one (`{{name}}`, `{{"name"}}`); undefined for paths. */
function simpleName(node: CallNode): string | undefined {
  const literal = literalValue(node.path);
  if (literal) return String(literal.value);
  const path = node.path as PathExpression;
  return isHelperName(path) ? path.original : undefined;
}

/** Handlebars calls a helper when there are arguments or the simple name is a helper's; otherwise it reads a value. */
function isHelperCall(node: CallNode): boolean {
  const name = simpleName(node);
  return node.params.length > 0 || (node.hash?.pairs.length ?? 0) > 0 || (name !== undefined && helperNamed(name) !== undefined);
}

function callHelper(node: CallNode, scope: Scope): unknown {
  const name = simpleName(node);
  const helper = name === undefined ? undefined : helperNamed(name);
  if (!helper) throw new TemplateRunError(`Missing helper: "${name ?? (node.path as PathExpression).original}"`);
  return helper(
    node.params.map((param) => evaluate(param, scope)),
    helperCall(node, scope),
  );
}

/** A value read by name: a literal name (`{{"first name"}}`) is a key of the context. */
function readValue(node: CallNode, scope: Scope): unknown {
  const literal = literalValue(node.path);
  return literal ? lookupProperty(context(scope), String(literal.value)) : resolvePath(node.path as PathExpression, scope);
}

/** A block without a helper: Handlebars' blockHelperMissing (true runs it, a list loops, an object becomes the context). */
function runPlainBlock(node: hbs.AST.BlockStatement, scope: Scope): string {
  const value = readValue(node, scope);
  const call = helperCall(node, scope);
  if (value === true) return call.fn(call.context);
  if (Array.isArray(value)) return iterate(value, call);
  return isEmpty(value) ? call.inverse(call.context) : call.fn(value);
}

function text(value: unknown, escaped: boolean): string {
  if (value === null || value === undefined) return '';
  return escaped ? Handlebars.escapeExpression(value as string) : String(value);
}

function runStatement(statement: Statement, scope: Scope): string {
  switch (statement.type) {
    case 'ContentStatement':
      return (statement as hbs.AST.ContentStatement).value;
    case 'CommentStatement':
      return '';
    case 'MustacheStatement': {
      const mustache = statement as hbs.AST.MustacheStatement;
      const value = isHelperCall(mustache) ? callHelper(mustache, scope) : readValue(mustache, scope);
      return text(value, mustache.escaped);
    }
    case 'BlockStatement': {
      const block = statement as hbs.AST.BlockStatement;
      return isHelperCall(block) ? String(callHelper(block, scope) ?? '') : runPlainBlock(block, scope);
    }
    case 'PartialStatement':
    case 'PartialBlockStatement':
      throw new TemplateRunError('Partials ({{> …}}) cannot be used in an email.');
    default:
      throw new TemplateRunError('Decorators ({{* …}}) cannot be used in an email.');
  }
}

/**
 * The template with the data substituted. Throws Handlebars' parse error for a broken template and
 * TemplateRunError for one that parses but cannot run (an unknown helper).
 */
export function renderTemplate(source: string, data: unknown): string {
  const program = Handlebars.parse(source);
  return runProgram(program, { depths: [data], data: { root: data }, blockParams: [] });
}
