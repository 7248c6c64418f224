import { http, HttpResponse } from 'msw';
import { DYNAMIC_TEMPLATE_LIMITS } from '@/features/dynamic-templates/limits';
import { limitMessages } from '@/features/dynamic-templates/messages';
import {
  addTemplate,
  findTemplate,
  limitReached,
  removeTemplate,
  templatesOf,
  templatesTable,
  templateVersionsTable,
  touchTemplate,
  versionsOf,
  type TemplateGeneration,
  type TemplateLimit,
  type TemplateRecord,
} from '../db/templates';
import { fillTemplatesNearLimit } from '../db/templates-near-limit';
import type { User } from '../db/users';
import { scenarios } from '../scenarios/registry';
import { api } from './api-path';
import { authenticated, type RequestAccount } from './auth';
import { errorResponse, invalidJsonBody, noContent, validationFailed } from './errors';
import { newestFirstPage } from './newest-first-page';
import { readJsonObject } from './request';
import { THUMBNAILS, thumbnailSvg, toTemplate } from './templates-dto';
import { isBlank, maxLength, required, text, validateFields, type FieldRules, type Rule } from './validation';

/** Transactional templates, /v3/templates (ENDPOINTS.md §9; the designed parts: mocks/README.md "Templates"). */
export const TEMPLATES = '/templates';
const GENERATIONS: readonly TemplateGeneration[] = ['legacy', 'dynamic'];
const MAX_PAGE_SIZE = 200;

type IdParams = { id: string };

export const templateNotFound = () => errorResponse(404, [{ field: null, message: 'template not found' }]);

/** The scope an operation needs (`templates.read`, `.create`, `.update`, `.delete`): 403 without it. */
export function missingScope(account: RequestAccount, operation: 'read' | 'create' | 'update' | 'delete'): Response | undefined {
  return account.actingAs.scopes.includes(`templates.${operation}`) ? undefined : errorResponse(403, [{ field: null, message: 'access forbidden' }]);
}

/** The `templates-near-limit` scenario fills the account to the limits' edge before the first request that counts. */
export function applyNearLimitScenario(account: RequestAccount): void {
  if (scenarios.hasFlag('templates-near-limit')) fillTemplatesNearLimit(account.actingAs);
}

const LIMIT_ERROR_IDS: Record<TemplateLimit, string> = {
  templates: 'templates_limit',
  versionsPerTemplate: 'versions_per_template_limit',
  versionsPerAccount: 'versions_per_account_limit',
};

/** 400 with the spec's limit message (the numbers are the app's, src/features/dynamic-templates/limits.ts). */
export const limitResponse = (limit: TemplateLimit) =>
  HttpResponse.json({ errors: [{ field: null, message: limitMessages[limit], error_id: LIMIT_ERROR_IDS[limit] }] }, { status: 400 });

const generation: Rule = (value) => (value === undefined || GENERATIONS.includes(value as TemplateGeneration) ? undefined : 'must be one of legacy, dynamic');
const NAME_RULES = [required, text, maxLength(DYNAMIC_TEMPLATE_LIMITS.nameLength)];
const CREATE_RULES: FieldRules = { name: NAME_RULES, generation: [generation] };
const RENAME_RULES: FieldRules = { name: NAME_RULES };
const DUPLICATE_RULES: FieldRules = { name: [text, maxLength(DYNAMIC_TEMPLATE_LIMITS.nameLength)] };

export const copyName = (name: string) => `Copy of ${name}`.slice(0, DYNAMIC_TEMPLATE_LIMITS.nameLength);

/** `generations`: legacy (the default), dynamic, or both comma-separated. */
function generationsOf(url: URL): TemplateGeneration[] | undefined {
  const parts = (url.searchParams.get('generations') ?? 'legacy').split(',').map((part) => part.trim());
  return parts.every((part) => GENERATIONS.includes(part as TemplateGeneration)) ? [...new Set(parts as TemplateGeneration[])] : undefined;
}

/** The designed `name` parameter: a case-insensitive part of the name or of the id. */
const matching = (search: string) => (template: TemplateRecord) => {
  const term = search.trim().toLowerCase();
  return term === '' || template.name.toLowerCase().includes(term) || template.id.toLowerCase().includes(term);
};

function listAnswer(request: Request, owner: User): Response {
  const url = new URL(request.url);
  const generations = generationsOf(url);
  if (generations === undefined) return validationFailed([{ field: 'generations', message: 'must be legacy, dynamic or legacy,dynamic' }]);
  if (url.searchParams.get('page_size') === null) return validationFailed([{ field: 'page_size', message: 'is a required field' }]);
  const search = url.searchParams.get('name') ?? '';
  const rows = templatesOf(owner, generations).filter(matching(search));
  const answer = newestFirstPage(request, rows, (template) => [template.updated_at, template.id], { defaultSize: MAX_PAGE_SIZE, maxSize: MAX_PAGE_SIZE });
  if (!answer.ok) return answer.response;
  const { next, ...metadata } = answer.metadata;
  // The next page keeps the generations and the search (newestFirstPage's link carries the paging alone).
  const nextUrl = next === undefined ? undefined : new URL(next);
  nextUrl?.searchParams.set('generations', generations.join(','));
  if (search) nextUrl?.searchParams.set('name', search);
  return HttpResponse.json({ result: answer.page.map((template) => toTemplate(request, template)), _metadata: { ...metadata, ...(nextUrl ? { next: nextUrl.toString() } : {}) } });
}

/** A copy of the template with every version (the active one stays active), named as asked or "Copy of <name>". */
function duplicate(owner: User, source: TemplateRecord, name: string, now: Date): TemplateRecord {
  const copy = addTemplate(owner, { name, generation: source.generation }, now);
  for (const version of versionsOf(source.id)) {
    templateVersionsTable.insert({ ...version, id: crypto.randomUUID(), template_id: copy.id, updated_at: now.toISOString() });
  }
  return templatesTable.get(copy.id)!;
}

async function readOptionalJsonObject(request: Request): Promise<Record<string, unknown> | undefined> {
  const body = await request.clone().text();
  return body.trim() === '' ? {} : readJsonObject(request);
}

export const templateHandlers = [
  /** Public, like a CDN: an `<img>` sends no token. */
  http.get(api(`${THUMBNAILS}/:file`), ({ params }) => {
    const version = templateVersionsTable.get(String(params.file).replace(/\.svg$/, ''));
    if (version === undefined) return errorResponse(404, [{ field: null, message: 'thumbnail not found' }]);
    return new HttpResponse(thumbnailSvg(version), { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'private, max-age=31536000, immutable' } });
  }),

  http.get(
    api(TEMPLATES),
    authenticated(({ request, account }) => {
      applyNearLimitScenario(account);
      return missingScope(account, 'read') ?? listAnswer(request, account.actingAs);
    }),
  ),

  http.post(
    api(TEMPLATES),
    authenticated(async ({ request, account }) => {
      const refused = missingScope(account, 'create');
      if (refused) return refused;
      applyNearLimitScenario(account);
      const body = await readJsonObject(request);
      if (body === undefined) return invalidJsonBody();
      const errors = validateFields(body, CREATE_RULES, 'create');
      if (errors.length > 0) return validationFailed(errors);
      const kind = (body.generation as TemplateGeneration | undefined) ?? 'legacy';
      const limit = kind === 'dynamic' ? limitReached(account.actingAs, kind, { templates: 1, versions: 0 }) : undefined;
      if (limit) return limitResponse(limit);
      const template = addTemplate(account.actingAs, { name: String(body.name).trim(), generation: kind }, new Date());
      return HttpResponse.json(toTemplate(request, template), { status: 201 });
    }),
  ),

  http.get(
    api(`${TEMPLATES}/:id`),
    authenticated<IdParams>(({ request, params, account }) => {
      const refused = missingScope(account, 'read');
      if (refused) return refused;
      const template = findTemplate(account.actingAs, params.id);
      return template ? HttpResponse.json(toTemplate(request, template)) : templateNotFound();
    }),
  ),

  http.patch(
    api(`${TEMPLATES}/:id`),
    authenticated<IdParams>(async ({ request, params, account }) => {
      const refused = missingScope(account, 'update');
      if (refused) return refused;
      const template = findTemplate(account.actingAs, params.id);
      if (template === undefined) return templateNotFound();
      const body = await readJsonObject(request);
      if (body === undefined) return invalidJsonBody();
      const errors = validateFields(body, RENAME_RULES, 'create');
      if (errors.length > 0) return validationFailed(errors);
      return HttpResponse.json(toTemplate(request, touchTemplate(template, new Date(), { name: String(body.name).trim() })));
    }),
  ),

  /** Duplicates a template with its versions (201). */
  http.post(
    api(`${TEMPLATES}/:id`),
    authenticated<IdParams>(async ({ request, params, account }) => {
      const refused = missingScope(account, 'create');
      if (refused) return refused;
      applyNearLimitScenario(account);
      const template = findTemplate(account.actingAs, params.id);
      if (template === undefined) return templateNotFound();
      const body = await readOptionalJsonObject(request);
      if (body === undefined) return invalidJsonBody();
      const errors = validateFields(body, DUPLICATE_RULES, 'create');
      if (errors.length > 0) return validationFailed(errors);
      const versions = versionsOf(template.id).length;
      const limit = template.generation === 'dynamic' ? limitReached(account.actingAs, 'dynamic', { templates: 1, versions }) : undefined;
      if (limit) return limitResponse(limit);
      const name = isBlank(body.name) ? copyName(template.name) : String(body.name).trim();
      return HttpResponse.json(toTemplate(request, duplicate(account.actingAs, template, name, new Date())), { status: 201 });
    }),
  ),

  http.delete(
    api(`${TEMPLATES}/:id`),
    authenticated<IdParams>(({ params, account }) => {
      const refused = missingScope(account, 'delete');
      if (refused) return refused;
      const template = findTemplate(account.actingAs, params.id);
      if (template === undefined) return templateNotFound();
      removeTemplate(template);
      return noContent();
    }),
  ),
];
