import { http, HttpResponse } from 'msw';
import { DYNAMIC_TEMPLATE_LIMITS } from '@/features/dynamic-templates/limits';
import { designDocumentRule, generatedPlainText, patchedContent, renderStoredContent, separatedContent } from '../db/design-content';
import {
  activateVersion,
  addVersion,
  findTemplate,
  findVersion,
  limitReached,
  publishedTime,
  removeVersion,
  storeRenderedVersion,
  updateVersion,
  type NewVersion,
  type TemplateEditor,
  type TemplateRecord,
  type TemplateVersionRecord,
} from '../db/templates';
import { api } from './api-path';
import { authenticated, type RequestAccount } from './auth';
import { errorResponse, invalidJsonBody, noContent, validationFailed } from './errors';
import { readJsonObject } from './request';
import { applyNearLimitScenario, limitResponse, missingScope, TEMPLATES, templateNotFound } from './templates';
import { toVersion } from './templates-dto';
import { boolean, maxLength, required, text, validateFields, type FieldRules, type Rule } from './validation';
import { staleEdit } from './edit-precondition';

/** Template versions, /v3/templates/{id}/versions (ENDPOINTS.md §9): there is no list endpoint, versions come embedded in their template. */
const CONTENT_MAX = 1_048_576;
const EDITORS: readonly TemplateEditor[] = ['code', 'design'];

type TemplateParams = { id: string };
type VersionParams = { id: string; versionId: string };

const versionNotFound = () => errorResponse(404, [{ field: null, message: 'version not found' }]);

const editor: Rule = (value) => (value === undefined || EDITORS.includes(value as TemplateEditor) ? undefined : 'must be one of code, design');
const activeFlag: Rule = (value) => (value === undefined || value === 0 || value === 1 ? undefined : 'must be 0 or 1');

const RULES: FieldRules = {
  name: [required, text, maxLength(DYNAMIC_TEMPLATE_LIMITS.nameLength)],
  subject: [required, text, maxLength(DYNAMIC_TEMPLATE_LIMITS.subjectLength)],
  html_content: [text, maxLength(CONTENT_MAX)],
  design_document: [designDocumentRule],
  plain_content: [text, maxLength(CONTENT_MAX)],
  generate_plain_content: [boolean],
  editor: [editor],
  test_data: [text],
  active: [activeFlag],
};

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function newVersionOf(body: Record<string, unknown>): NewVersion {
  const generate = body.generate_plain_content !== false;
  const content = separatedContent(typeof body.html_content === 'string' ? body.html_content : '', body.design_document);
  const html = content.html_content;
  return {
    name: trimmed(body.name),
    subject: trimmed(body.subject),
    ...content,
    plain_content: generate ? generatedPlainText(html) : typeof body.plain_content === 'string' ? body.plain_content : '',
    generate_plain_content: generate,
    editor: (body.editor as TemplateEditor | undefined) ?? 'code',
    test_data: typeof body.test_data === 'string' ? body.test_data : '',
  };
}

function patchOf(version: TemplateVersionRecord, body: Record<string, unknown>): Partial<TemplateVersionRecord> {
  const patch: Partial<TemplateVersionRecord> = {};
  if ('name' in body) patch.name = trimmed(body.name);
  if ('subject' in body) patch.subject = trimmed(body.subject);
  if ('editor' in body) patch.editor = body.editor as TemplateEditor;
  if ('test_data' in body) patch.test_data = String(body.test_data ?? '');
  if ('generate_plain_content' in body) patch.generate_plain_content = body.generate_plain_content as boolean;
  if ('html_content' in body || 'design_document' in body) {
    Object.assign(patch, patchedContent(version, body));
    patch.render_pending = false;
  }
  const generate = patch.generate_plain_content ?? version.generate_plain_content;
  if (generate && (patch.html_content !== undefined || patch.generate_plain_content !== undefined)) {
    patch.plain_content = generatedPlainText(patch.html_content ?? version.html_content);
  } else if (!generate && 'plain_content' in body) {
    patch.plain_content = String(body.plain_content ?? '');
  }
  return patch;
}

/** The version with its HTML rendered (see TemplateVersionRecord.render_pending); stored, so it renders once. */
async function rendered(version: TemplateVersionRecord): Promise<TemplateVersionRecord> {
  if (!version.render_pending) return version;
  return storeRenderedVersion(version, await renderStoredContent(version));
}

type Found = { ok: true; template: TemplateRecord; version: TemplateVersionRecord } | { ok: false; response: Response };

function lookUp(account: RequestAccount, params: VersionParams, operation: 'read' | 'update' | 'delete'): Found {
  const refused = missingScope(account, operation);
  if (refused) return { ok: false, response: refused };
  const template = findTemplate(account.actingAs, params.id);
  if (template === undefined) return { ok: false, response: templateNotFound() };
  const version = findVersion(template, params.versionId);
  return version ? { ok: true, template, version } : { ok: false, response: versionNotFound() };
}

const VERSION = `${TEMPLATES}/:id/versions/:versionId`;

export const templateVersionHandlers = [
  http.post(
    api(`${TEMPLATES}/:id/versions`),
    authenticated<TemplateParams>(async ({ request, params, account }) => {
      const refused = missingScope(account, 'create');
      if (refused) return refused;
      applyNearLimitScenario(account);
      const template = findTemplate(account.actingAs, params.id);
      if (template === undefined) return templateNotFound();
      const body = await readJsonObject(request);
      if (body === undefined) return invalidJsonBody();
      const errors = validateFields(body, RULES, 'create');
      if (errors.length > 0) return validationFailed(errors);
      const limit = template.generation === 'dynamic' ? limitReached(account.actingAs, 'dynamic', { templates: 0, versions: 1, toTemplate: template.id }) : undefined;
      if (limit) return limitResponse(limit);
      const version = addVersion(template, newVersionOf(body), new Date(), body.active === 1);
      return HttpResponse.json(toVersion(request, version), { status: 201 });
    }),
  ),

  http.get(
    api(VERSION),
    authenticated<VersionParams>(async ({ request, params, account }) => {
      const found = lookUp(account, params, 'read');
      return found.ok ? HttpResponse.json(toVersion(request, await rendered(found.version))) : found.response;
    }),
  ),

  http.patch(
    api(VERSION),
    authenticated<VersionParams>(async ({ request, params, account }) => {
      const found = lookUp(account, params, 'update');
      if (!found.ok) return found.response;
      const body = await readJsonObject(request);
      if (body === undefined) return invalidJsonBody();
      const errors = validateFields(body, RULES, 'update');
      if (errors.length > 0) return validationFailed(errors);
      const { template, version } = found;
      // Compared as the API shows it (SendGrid's templates give `updated_at` to the second).
      const stale = staleEdit(request, publishedTime(version.updated_at), 'version');
      if (stale) return stale;
      if (body.active === 0 && version.active === 1) {
        return validationFailed([{ field: 'active', message: 'a template always has one active version: activate another version instead' }]);
      }
      const now = new Date();
      let updated = updateVersion(template, version, patchOf(version, body), now);
      if (body.active === 1 && version.active === 0) updated = activateVersion(template, updated, now);
      return HttpResponse.json(toVersion(request, await rendered(updated)));
    }),
  ),

  http.delete(
    api(VERSION),
    authenticated<VersionParams>(({ params, account }) => {
      const found = lookUp(account, params, 'delete');
      if (!found.ok) return found.response;
      removeVersion(found.template, found.version, new Date());
      return noContent();
    }),
  ),

  /** Makes the version the template's only active one (200 Version). */
  http.post(
    api(`${VERSION}/activate`),
    authenticated<VersionParams>(async ({ request, params, account }) => {
      const found = lookUp(account, params, 'update');
      if (!found.ok) return found.response;
      return HttpResponse.json(toVersion(request, await rendered(activateVersion(found.template, found.version, new Date()))));
    }),
  ),
];
