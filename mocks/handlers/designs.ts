import { http, HttpResponse } from 'msw';
import { DESIGN_LIMITS, DESIGNS_API_PAGE_SIZE } from '@/features/design-library/limits';
import { designDocumentRule, generatedPlainText, patchedContent, separatedContent } from '../db/design-content';
import {
  addDesign,
  designOrder,
  designsOf,
  findDesign,
  removeDesign,
  renderedDesign,
  updateDesign,
  type DesignEditor,
  type DesignRecord,
  type NewDesign,
} from '../db/designs';
import { preBuiltSummaries, renderedPreBuilt, type PreBuiltDesign } from '../db/pre-built-designs';
import type { User } from '../db/users';
import { api } from './api-path';
import { authenticated } from './auth';
import { errorResponse, invalidJsonBody, noContent, validationFailed, type FieldError } from './errors';
import { readJsonObject } from './request';
import { boolean, isBlank, maxLength, required, text, validateFields, type FieldRules, type Rule } from './validation';
import { staleEdit } from './edit-precondition';

/** Designs, /v3/designs (ENDPOINTS.md §8). */
const DESIGNS = '/designs';
const PRE_BUILTS = '/designs/pre-builts';

export const DEFAULT_DESIGN_NAME = 'Untitled Design';
export const DESIGN_EDITORS: readonly DesignEditor[] = ['code', 'design'];
export const duplicateName = (name: string) => `Duplicate: ${name}`.slice(0, DESIGN_LIMITS.name);

type IdParams = { id: string };

/** The published Design; `owner` and `render_pending` stay private. */
const toDesign = ({ id, name, editor, html_content, design_document, plain_content, generate_plain_content, subject, categories, thumbnail_url, created_at, updated_at }: PreBuiltDesign) => ({
  id,
  name,
  editor,
  // Rows stored before design_document existed still carry it in their HTML: it never goes out there.
  ...separatedContent(html_content, design_document),
  plain_content,
  generate_plain_content,
  subject,
  categories,
  thumbnail_url,
  created_at,
  updated_at,
});

/** The published DesignSummary: the design without its content. */
const toSummary = (design: PreBuiltDesign) => {
  const { html_content: _html, design_document: _document, plain_content: _plain, ...summary } = toDesign(design);
  return summary;
};

const designNotFound = () => errorResponse(404, [{ field: null, message: 'design not found' }]);

const editor: Rule = (value) =>
  value === undefined || (typeof value === 'string' && DESIGN_EDITORS.includes(value as DesignEditor)) ? undefined : `must be one of ${DESIGN_EDITORS.join(', ')}`;
const categoryList: Rule = (value) => {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.some((category) => typeof category !== 'string')) return 'must be a list of strings';
  if (value.length > DESIGN_LIMITS.categories) return `must not exceed ${DESIGN_LIMITS.categories} categories`;
  return value.some((category: string) => category.trim().length > DESIGN_LIMITS.category) ? `each category must not exceed ${DESIGN_LIMITS.category} characters` : undefined;
};

const contentRules = {
  html_content: [text, maxLength(DESIGN_LIMITS.content)],
  design_document: [designDocumentRule],
  plain_content: [text, maxLength(DESIGN_LIMITS.content)],
  generate_plain_content: [boolean],
  subject: [text, maxLength(DESIGN_LIMITS.subject)],
  categories: [categoryList],
} satisfies FieldRules;

const CREATE_RULES: FieldRules = {
  name: [text, maxLength(DESIGN_LIMITS.name)],
  editor: [editor],
  ...contentRules,
  html_content: [required, ...contentRules.html_content],
};
/** PATCH changes any of these; a field that is present must hold a value (a design always has a name and HTML). */
const UPDATE_RULES: FieldRules = {
  name: [required, text, maxLength(DESIGN_LIMITS.name)],
  ...contentRules,
  html_content: [required, ...contentRules.html_content],
};
const DUPLICATE_RULES: FieldRules = { name: [text, maxLength(DESIGN_LIMITS.name)], editor: [editor] };

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const categoriesOf = (value: unknown): string[] => [...new Set((value as string[]).map((category) => category.trim()).filter(Boolean))];

/** A body that may be left out (the duplicates take all their fields as optional). */
async function readOptionalJsonObject(request: Request): Promise<Record<string, unknown> | undefined> {
  const body = await request.clone().text();
  return body.trim() === '' ? {} : readJsonObject(request);
}

/** The stored plain text: made from the HTML while `generate_plain_content` is on, as the API says. */
const plainContent = (generate: boolean, html: string, given: unknown) => (generate ? generatedPlainText(html) : trimmed(given));

function newDesignOf(body: Record<string, unknown>): NewDesign {
  const generate = body.generate_plain_content !== false;
  const content = separatedContent(String(body.html_content), body.design_document);
  const html = content.html_content;
  return {
    name: isBlank(body.name) ? DEFAULT_DESIGN_NAME : trimmed(body.name),
    editor: (body.editor as DesignEditor | undefined) ?? 'code',
    ...content,
    plain_content: plainContent(generate, html, body.plain_content),
    generate_plain_content: generate,
    subject: trimmed(body.subject),
    categories: body.categories === undefined ? [] : categoriesOf(body.categories),
    thumbnail_url: null,
  };
}

function patchOf(design: DesignRecord, body: Record<string, unknown>): Partial<DesignRecord> {
  const patch: Partial<DesignRecord> = {};
  if ('name' in body) patch.name = trimmed(body.name);
  if ('subject' in body) patch.subject = trimmed(body.subject);
  if ('categories' in body) patch.categories = categoriesOf(body.categories);
  if ('generate_plain_content' in body) patch.generate_plain_content = body.generate_plain_content as boolean;
  if ('html_content' in body || 'design_document' in body) {
    Object.assign(patch, patchedContent(design, body));
    patch.render_pending = false;
  }
  const generate = patch.generate_plain_content ?? design.generate_plain_content;
  if (generate && (patch.html_content !== undefined || patch.generate_plain_content !== undefined)) {
    patch.plain_content = generatedPlainText(patch.html_content ?? design.html_content);
  } else if (!generate && 'plain_content' in body) {
    patch.plain_content = trimmed(body.plain_content);
  }
  return patch;
}

/** A copy of `source` in `owner`'s designs, named as asked or "Duplicate: <name>". */
function duplicate(owner: User, source: DesignRecord | PreBuiltDesign, body: Record<string, unknown>): DesignRecord {
  const { html_content, design_document, plain_content, generate_plain_content, subject, categories } = source;
  return addDesign(
    owner,
    {
      name: isBlank(body.name) ? duplicateName(source.name) : trimmed(body.name),
      editor: (body.editor as DesignEditor | undefined) ?? source.editor,
      html_content,
      design_document,
      plain_content,
      generate_plain_content,
      subject,
      categories: [...categories],
      thumbnail_url: null,
      render_pending: 'render_pending' in source && source.render_pending,
    },
    new Date(),
  );
}

type PageKey = Pick<PreBuiltDesign, 'updated_at' | 'id'>;

const pageToken = ({ updated_at, id }: PageKey) => btoa(JSON.stringify([updated_at, id])).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function readPageToken(token: string): PageKey | undefined {
  try {
    const parts: unknown = JSON.parse(atob(token.replace(/-/g, '+').replace(/_/g, '/')));
    if (Array.isArray(parts) && parts.length === 2) {
      const [updated_at, id] = parts as unknown[];
      if (typeof updated_at === 'string' && typeof id === 'string') return { updated_at, id };
    }
  } catch {
    // An invalid token: answered below.
  }
  return undefined;
}

/**
 * A token-paged list answer (`page_size` 1–100, default 100; `page_token`; `summary`, default true) over
 * `designs` in designOrder. The token is where the previous page ended (its last design's update time
 * and id), so a design deleted or added meanwhile neither repeats nor skips another.
 */
async function listAnswer<T extends PreBuiltDesign>(designs: readonly T[], request: Request, full: (design: T) => Promise<PreBuiltDesign>) {
  const url = new URL(request.url);
  const errors: FieldError[] = [];
  const sizeParam = url.searchParams.get('page_size');
  const size = sizeParam === null ? DESIGNS_API_PAGE_SIZE : Number(sizeParam);
  if (!Number.isInteger(size) || size < 1 || size > DESIGNS_API_PAGE_SIZE) errors.push({ field: 'page_size', message: `must be an integer from 1 to ${DESIGNS_API_PAGE_SIZE}` });
  const token = url.searchParams.get('page_token');
  const after = token ? readPageToken(token) : undefined;
  if (token && after === undefined) errors.push({ field: 'page_token', message: 'invalid page token' });
  const summary = url.searchParams.get('summary') ?? 'true';
  if (summary !== 'true' && summary !== 'false') errors.push({ field: 'summary', message: 'must be true or false' });
  if (errors.length > 0) return validationFailed(errors);

  const firstAfter = after === undefined ? 0 : designs.findIndex((design) => designOrder(design, after) > 0);
  const start = firstAfter === -1 ? designs.length : firstAfter;
  const page = designs.slice(start, start + size);
  const end = start + page.length;
  /** The page that starts at `index`: the first page carries no token. */
  const link = (index: number) => {
    const target = new URL(`${url.origin}${url.pathname}`);
    target.searchParams.set('page_size', String(size));
    if (summary === 'false') target.searchParams.set('summary', 'false');
    const previous = designs[index - 1];
    if (previous) target.searchParams.set('page_token', pageToken(previous));
    return target.toString();
  };
  const _metadata = {
    self: url.toString(),
    ...(start > 0 ? { prev: link(Math.max(0, start - size)) } : {}),
    ...(end < designs.length ? { next: link(end) } : {}),
    count: designs.length,
  };
  const result = summary === 'false' ? (await Promise.all(page.map(full))).map(toDesign) : page.map(toSummary);
  return HttpResponse.json({ result, _metadata });
}

/** A pre-built with its content; the list only names known ones. */
async function fullPreBuilt(design: PreBuiltDesign): Promise<PreBuiltDesign> {
  return (await renderedPreBuilt(design.id)) ?? design;
}

export const designHandlers = [
  // The pre-built paths come first: `/designs/:id` would take "pre-builts" for an id.
  http.get(
    api(PRE_BUILTS),
    authenticated(({ request }) => listAnswer(preBuiltSummaries(), request, fullPreBuilt)),
  ),

  http.get(
    api(`${PRE_BUILTS}/:id`),
    authenticated<IdParams>(async ({ params }) => {
      const design = await renderedPreBuilt(params.id);
      return design ? HttpResponse.json(toDesign(design)) : designNotFound();
    }),
  ),

  /** Copies a pre-built into the user's designs; the published status is 200. */
  http.post(
    api(`${PRE_BUILTS}/:id`),
    authenticated<IdParams>(async ({ request, params, account }) => {
      const source = await renderedPreBuilt(params.id);
      if (source === undefined) return designNotFound();
      const body = await readOptionalJsonObject(request);
      if (body === undefined) return invalidJsonBody();
      const errors = validateFields(body, DUPLICATE_RULES, 'create');
      if (errors.length > 0) return validationFailed(errors);
      return HttpResponse.json(toDesign(duplicate(account.actingAs, source, body)), { status: 200 });
    }),
  ),

  http.get(
    api(DESIGNS),
    authenticated(({ request, account }) => listAnswer(designsOf(account.actingAs), request, renderedDesign)),
  ),

  http.post(
    api(DESIGNS),
    authenticated(async ({ request, account }) => {
      const body = await readJsonObject(request);
      if (body === undefined) return invalidJsonBody();
      const errors = validateFields(body, CREATE_RULES, 'create');
      if (errors.length > 0) return validationFailed(errors);
      return HttpResponse.json(toDesign(addDesign(account.actingAs, newDesignOf(body), new Date())), { status: 201 });
    }),
  ),

  http.get(
    api(`${DESIGNS}/:id`),
    authenticated<IdParams>(async ({ params, account }) => {
      const design = findDesign(account.actingAs, params.id);
      return design ? HttpResponse.json(toDesign(await renderedDesign(design))) : designNotFound();
    }),
  ),

  http.patch(
    api(`${DESIGNS}/:id`),
    authenticated<IdParams>(async ({ request, params, account }) => {
      const design = findDesign(account.actingAs, params.id);
      if (design === undefined) return designNotFound();
      const stale = staleEdit(request, design.updated_at, 'design');
      if (stale) return stale;
      const body = await readJsonObject(request);
      if (body === undefined) return invalidJsonBody();
      const errors = validateFields(body, UPDATE_RULES, 'update');
      if (errors.length > 0) return validationFailed(errors);
      return HttpResponse.json(toDesign(updateDesign(design, patchOf(design, body), new Date())));
    }),
  ),

  /** Duplicates a design (201). */
  http.post(
    api(`${DESIGNS}/:id`),
    authenticated<IdParams>(async ({ request, params, account }) => {
      const design = findDesign(account.actingAs, params.id);
      if (design === undefined) return designNotFound();
      const body = await readOptionalJsonObject(request);
      if (body === undefined) return invalidJsonBody();
      const errors = validateFields(body, DUPLICATE_RULES, 'create');
      if (errors.length > 0) return validationFailed(errors);
      return HttpResponse.json(toDesign(duplicate(account.actingAs, design, body)), { status: 201 });
    }),
  ),

  http.delete(
    api(`${DESIGNS}/:id`),
    authenticated<IdParams>(({ params, account }) => {
      const design = findDesign(account.actingAs, params.id);
      if (design === undefined) return designNotFound();
      removeDesign(design);
      return noContent();
    }),
  ),
];
