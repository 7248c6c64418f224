import { http, HttpResponse } from 'msw';
import { MAX_TEST_RECIPIENTS } from '@/features/email-editor/test-send/limits';
import { renderTemplate } from '@/shared/handlebars/render-template';
import { isValidIdentifier } from '@/shared/routing/identifier';
import { isEmailAddress } from '@/shared/validation/email-address';
import { findGlobalSuppression } from '../db/suppressions';
import { findSender } from '../db/senders';
import { findTemplate, findVersion, versionsOf } from '../db/templates';
import { findGroup } from '../db/unsubscribe-groups';
import type { User } from '../db/users';
import { api } from './api-path';
import { authenticated } from './auth';
import { invalidJsonBody, validationFailed, type FieldError } from './errors';
import { readJsonObject } from './request';

/** Designs' `html_content` limit (ENDPOINTS.md §8): a test of a design carries at most that much HTML. */
const HTML_CONTENT_MAX = 1024 * 1024;
const SUBJECT_MAX = 5000;

export const TEST_SEND_PATH = '/marketing/test/send_email';

type Check = (value: unknown, owner: User) => string | undefined;

const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
const uuid: Check = (value) => (typeof value === 'string' && isValidIdentifier(value) ? undefined : 'must be a valid UUID');
const address = (value: unknown) => (typeof value === 'string' && isEmailAddress(value.trim()) ? undefined : 'must be a valid email address');
const string =
  (max: number): Check =>
  (value) =>
    typeof value !== 'string' ? 'must be a string' : value.length > max ? `must not exceed ${max} characters` : undefined;

const sender: Check = (value, owner) => {
  if (!isInteger(value)) return 'must be an integer';
  const found = findSender(owner, value);
  if (!found) return 'does not match any of your senders';
  return found.verified ? undefined : 'the sender must be verified';
};
const group: Check = (value, owner) => (!isInteger(value) ? 'must be an integer' : findGroup(owner, value) ? undefined : 'does not match any of your unsubscribe groups');
const httpUrl: Check = (value) => (typeof value === 'string' && /^https?:\/\/\S+$/i.test(value.trim()) ? undefined : 'must be an http:// or https:// URL');
const object: Check = (value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? undefined : 'must be an object');

function emailErrors(value: unknown): FieldError[] {
  if (value === undefined || value === null) return [{ field: 'emails', message: 'is a required field' }];
  if (!Array.isArray(value)) return [{ field: 'emails', message: 'must be a list of email addresses' }];
  if (value.length < 1 || value.length > MAX_TEST_RECIPIENTS) return [{ field: 'emails', message: `must contain 1 to ${MAX_TEST_RECIPIENTS} addresses` }];
  return value.flatMap((item, index) => (address(item) ? [{ field: `emails.${index}`, message: 'must be a valid email address' }] : []));
}

/** Optional fields: checked when present (null counts as absent, as the API treats it). */
const OPTIONAL: Record<string, Check> = {
  template_id: uuid,
  version_id_override: uuid,
  sender_id: sender,
  from_address: address,
  suppression_group_id: group,
  custom_unsubscribe_url: httpUrl,
  substitutions: object,
  html_content: string(HTML_CONTENT_MAX),
  plain_content: string(HTML_CONTENT_MAX),
  subject: string(SUBJECT_MAX),
};

const present = (body: Record<string, unknown>, field: string) => body[field] !== undefined && body[field] !== null;

/**
 * `?test-source=dynamic-templates`: `template_id` names one of the account's dynamic templates ("d-…", not a
 * UUID) and `version_id_override`, when given, one of its versions; without it the template needs an active one.
 */
function dynamicTemplateErrors(body: Record<string, unknown>, owner: User): FieldError[] {
  if (!present(body, 'template_id')) return [{ field: 'template_id', message: 'is a required field' }];
  const template = typeof body.template_id === 'string' ? findTemplate(owner, body.template_id) : undefined;
  if (template?.generation !== 'dynamic') return [{ field: 'template_id', message: 'does not match any of your dynamic templates' }];
  if (present(body, 'version_id_override')) {
    const version = typeof body.version_id_override === 'string' ? findVersion(template, body.version_id_override) : undefined;
    return version ? [] : [{ field: 'version_id_override', message: 'does not match any version of this template' }];
  }
  return versionsOf(template.id).some((version) => version.active === 1) ? [] : [{ field: 'template_id', message: 'the template has no active version' }];
}

const DYNAMIC_FIELDS = new Set(['template_id', 'version_id_override']);

function payloadErrors(body: Record<string, unknown>, owner: User, dynamicTemplates: boolean): FieldError[] {
  const errors = emailErrors(body.emails);
  if (dynamicTemplates) errors.push(...dynamicTemplateErrors(body, owner));
  for (const [field, check] of Object.entries(OPTIONAL)) {
    if (dynamicTemplates && DYNAMIC_FIELDS.has(field)) continue;
    const message = present(body, field) ? check(body[field], owner) : undefined;
    if (message) errors.push({ field, message });
  }
  if (!dynamicTemplates && !present(body, 'template_id') && !present(body, 'html_content')) errors.push({ field: 'template_id', message: 'template_id or html_content is required' });
  if (!present(body, 'sender_id') && !present(body, 'from_address')) errors.push({ field: 'sender_id', message: 'sender_id or from_address is required' });
  return errors;
}

/** A test email as it would be delivered: its parts with the substitutions applied. */
export interface DeliveredTestEmail {
  emails: string[];
  subject: string;
  html: string;
  plainText: string;
}

/** The last test emails "delivered" (newest last), for tests to read what a recipient would get. */
const delivered: DeliveredTestEmail[] = [];
const DELIVERED_KEPT = 10;
export const deliveredTestEmails = (): readonly DeliveredTestEmail[] => delivered;

type Parts = Pick<DeliveredTestEmail, 'subject' | 'html' | 'plainText'>;

/** What the test sends: the dynamic template version named, or the content given in the body (no content for a marketing template id). */
function contentOf(body: Record<string, unknown>, owner: User, dynamicTemplates: boolean): Parts | undefined {
  if (dynamicTemplates) {
    const template = findTemplate(owner, body.template_id as string);
    const version = template && (present(body, 'version_id_override') ? findVersion(template, body.version_id_override as string) : versionsOf(template.id).find((each) => each.active === 1));
    return version && { subject: version.subject, html: version.html_content, plainText: version.plain_content };
  }
  if (typeof body.html_content !== 'string') return undefined;
  return { subject: typeof body.subject === 'string' ? body.subject : '', html: body.html_content, plainText: typeof body.plain_content === 'string' ? body.plain_content : '' };
}

const PART_FIELDS: Record<keyof Parts, string> = { html: 'html_content', plainText: 'plain_content', subject: 'subject' };

/**
 * Applies the substitutions as SendGrid does, with the app's own Handlebars renderer (the one its preview
 * and plain-text preview use): a part that cannot run (a helper given the wrong values) is a 400 on its field.
 */
function substitute(parts: Parts, substitutions: unknown): Parts | FieldError[] {
  const errors: FieldError[] = [];
  const result = { ...parts };
  for (const key of Object.keys(PART_FIELDS) as (keyof Parts)[]) {
    try {
      result[key] = renderTemplate(parts[key], substitutions ?? {});
    } catch (error) {
      errors.push({ field: PART_FIELDS[key], message: `cannot be rendered: ${error instanceof Error ? error.message : String(error)}` });
    }
  }
  return errors.length > 0 ? errors : result;
}

/**
 * POST /marketing/test/send_email (ENDPOINTS.md §7), plus the mock's extension for content without a
 * template: `html_content` (+ `plain_content`, `subject`) instead of `template_id`, and the dynamic
 * templates' `?test-source=dynamic-templates` (dynamicTemplateErrors). Nothing is delivered.
 * An address on the account's global unsubscribe list gets 400, the answer the app reads as
 * "recipients unsubscribed". The content, with `substitutions` applied, is kept in deliveredTestEmails.
 */
export const testSendHandlers = [
  http.post(
    api(TEST_SEND_PATH),
    authenticated(async ({ request, account: { actingAs: owner } }) => {
      const body = await readJsonObject(request);
      if (body === undefined) return invalidJsonBody();
      const dynamicTemplates = new URL(request.url).searchParams.get('test-source') === 'dynamic-templates';
      const errors = payloadErrors(body, owner, dynamicTemplates);
      if (errors.length > 0) return validationFailed(errors);
      const unsubscribed = (body.emails as string[]).filter((email) => findGlobalSuppression(owner, email));
      if (unsubscribed.length > 0) return validationFailed([{ field: 'emails', message: `recipients have unsubscribed: ${unsubscribed.join(', ')}` }]);
      const content = contentOf(body, owner, dynamicTemplates);
      const rendered = content && substitute(content, body.substitutions);
      if (Array.isArray(rendered)) return validationFailed(rendered);
      if (rendered) {
        delivered.push({ emails: [...(body.emails as string[])], ...rendered });
        if (delivered.length > DELIVERED_KEPT) delivered.shift();
      }
      return HttpResponse.json({}, { status: 202 });
    }),
  ),
];
