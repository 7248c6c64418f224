import { http, HttpResponse } from 'msw';
import { GROUP_LIMITS, MAX_ADDRESSES_PER_REQUEST } from '@/features/unsubscribe-groups/limits';
import { csvParts } from '@/shared/csv/csv-writer';
import { EMAIL_ADDRESS_MAX } from '@/shared/validation/email-address';
import {
  addGlobalSuppressions,
  addGroupSuppressions,
  findGlobalSuppression,
  globalSuppressions,
  groupSuppressions,
  isSuppressedInGroup,
  removeGlobalSuppression,
  removeGroupSuppression,
  searchGroupSuppressions,
  unsubscribeCount,
} from '../db/suppressions';
import {
  createGroup,
  deleteGroup,
  displayedGroupCount,
  findGroup,
  groupsOf,
  isGroupNameTaken,
  updateGroup,
  type UnsubscribeGroupFields,
  type UnsubscribeGroupRecord,
} from '../db/unsubscribe-groups';
import type { User } from '../db/users';
import { api } from './api-path';
import { authenticated } from './auth';
import { forbidden, invalidJsonBody, noContent, notFound, validationFailed, type FieldError } from './errors';
import { integerParam, readJsonObject } from './request';
import {
  email as emailRule,
  maxLength,
  pickFields,
  required,
  text,
  textDirection,
  unique,
  validateFields,
  type FieldRules,
  type Rule,
} from './validation';

/**
 * Unsubscribe groups (suppression groups) and their suppressions, /v3/asm (ENDPOINTS.md §10), with the
 * product spec's limits (src/features/unsubscribe-groups/limits.ts): groups per account, groups on the
 * preferences page, unique names and the lengths of names and descriptions.
 */
const GROUPS = '/asm/groups';

/** Designed here: `limit` of GET /asm/groups. */
const MAX_GROUPS_PAGE = GROUP_LIMITS.groups;
/** Export downloads stay available this long (the product spec: about 12 hours). */
export const DOWNLOAD_TTL_SECONDS = 12 * 60 * 60;

export const GROUP_LIMIT_MESSAGE = `You have reached the maximum number of unsubscribe groups (${GROUP_LIMITS.groups}).`;
export const DISPLAYED_LIMIT_MESSAGE = `must not exceed ${GROUP_LIMITS.displayed} groups on the preferences page`;

type IdParams = { id: string };
type EmailParams = { id: string; email: string };

const now = () => Math.floor(Date.now() / 1000);

/** The wire shape of GET: `owner` and `created_at` stay private, the count is live. */
function toResponse({ id, name, description, is_default, last_email_sent_at }: UnsubscribeGroupRecord) {
  return { id, name, description, is_default, unsubscribes: unsubscribeCount(id), last_email_sent_at };
}

const boolean: Rule = (value) => (value === undefined || typeof value === 'boolean' ? undefined : 'must be a boolean');

function groupRules(isNameTaken: (name: string) => boolean): FieldRules {
  return {
    name: [text, required, maxLength(GROUP_LIMITS.name), textDirection, unique(isNameTaken)],
    description: [text, required, maxLength(GROUP_LIMITS.description), textDirection],
    is_default: [boolean],
  };
}

/** Field errors, then the preferences-page limit when the body asks to show one more group there. */
function validateGroup(body: Record<string, unknown>, owner: User, group?: UnsubscribeGroupRecord): FieldError[] {
  const errors = validateFields(body, groupRules((name) => isGroupNameTaken(owner, name, group?.id)), group ? 'update' : 'create');
  const showsOneMore = body.is_default === true && !group?.is_default;
  if (showsOneMore && displayedGroupCount(owner, group?.id) >= GROUP_LIMITS.displayed) {
    errors.push({ field: 'is_default', message: DISPLAYED_LIMIT_MESSAGE });
  }
  return errors;
}

function readGroupFields(body: Record<string, unknown>, mode: 'create' | 'update'): Partial<UnsubscribeGroupFields> {
  const picked = pickFields(body, ['name', 'description'], mode) as Partial<UnsubscribeGroupFields>;
  if (typeof body.is_default === 'boolean') picked.is_default = body.is_default;
  else if (mode === 'create') picked.is_default = false;
  return picked;
}

function withGroup(params: IdParams, owner: User, handle: (group: UnsubscribeGroupRecord) => Response | Promise<Response>) {
  const id = integerParam(params.id);
  const group = id === undefined ? undefined : findGroup(owner, id);
  return group === undefined ? notFound() : handle(group);
}

/** `recipient_emails`: a non-empty list of at most 1,000 valid addresses. Errors name the failing index. */
function readRecipients(body: Record<string, unknown> | undefined): { emails: string[] } | { response: Response } {
  if (body === undefined) return { response: invalidJsonBody() };
  const list = body.recipient_emails;
  if (!Array.isArray(list) || list.length === 0) {
    return { response: validationFailed([{ field: 'recipient_emails', message: 'is a required field' }]) };
  }
  if (list.length > MAX_ADDRESSES_PER_REQUEST) {
    return {
      response: validationFailed([{ field: 'recipient_emails', message: `must not exceed ${MAX_ADDRESSES_PER_REQUEST} addresses` }]),
    };
  }
  const errors = list.flatMap((value, index): FieldError[] => {
    const message = text(value) ?? required(value) ?? maxLength(EMAIL_ADDRESS_MAX)(value) ?? emailRule(value);
    return message === undefined ? [] : [{ field: `recipient_emails.${index}`, message }];
  });
  if (errors.length > 0) return { response: validationFailed(errors) };
  return { emails: (list as string[]).map((email) => email.trim()) };
}

function intQuery(url: URL, name: string, { min, max }: { min: number; max: number }): number | undefined | FieldError {
  const raw = url.searchParams.get(name);
  if (raw === null) return undefined;
  const value = integerParam(raw);
  if (value === undefined || value < min || value > max) {
    return { field: name, message: `must be an integer from ${min} to ${max}` };
  }
  return value;
}

// --- Export downloads: held in memory (never persisted), answered by this mock at a URL of its own.

interface Download {
  owner: string;
  filename: string;
  /** The CSV text in parts, as the export writer hands them out. */
  csv: string[];
  expiresAt: number;
}

const downloads = new Map<string, Download>();

/** The group's addresses as a formula-safe CSV, written by the app's export writer. */
const exportCsv = (group: UnsubscribeGroupRecord): string[] => [
  ...csvParts(
    ['email', 'group_id', 'group_name', 'unsubscribed_at'],
    groupSuppressions(group.id).map((entry) => [entry.email, String(group.id), group.name, new Date(entry.created_at * 1000).toISOString()]),
  ),
];

/**
 * In the browser, MSW's service worker lets page navigations through to the network (only fetches are
 * mocked), so a navigation to a /v3 URL would reach the dev server. There the export is handed out as a
 * same-origin blob: URL the browser downloads. Node tests (no service worker) get the http URL.
 */
function downloadUrl(request: Request, id: string, download: Download): string {
  const inBrowser = typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof URL.createObjectURL === 'function';
  if (!inBrowser) return `${new URL(request.url).origin}/v3/mock-downloads/${id}.csv`;
  return URL.createObjectURL(new File(download.csv, download.filename, { type: 'text/csv' }));
}

export const unsubscribeGroupHandlers = [
  /**
   * Every group, or those named by repeated `id` parameters; a bare array. Designed here: `limit` (from 1
   * to the group limit) and `offset` page through the groups in id order, the style of SendGrid's suppression lists.
   */
  http.get(
    api(GROUPS),
    authenticated(({ request, account }) => {
      const url = new URL(request.url);
      const limit = intQuery(url, 'limit', { min: 1, max: MAX_GROUPS_PAGE });
      const offset = intQuery(url, 'offset', { min: 0, max: Number.MAX_SAFE_INTEGER });
      const queryErrors = [limit, offset].filter((value): value is FieldError => typeof value === 'object');
      if (queryErrors.length > 0) return validationFailed(queryErrors);
      const ids = new Set(url.searchParams.getAll('id').map(integerParam));
      let groups = groupsOf(account.actingAs);
      if (ids.size > 0) groups = groups.filter((group) => ids.has(group.id));
      const start = typeof offset === 'number' ? offset : 0;
      const end = typeof limit === 'number' ? start + limit : undefined;
      return HttpResponse.json(groups.slice(start, end).map(toResponse));
    }),
  ),

  http.post(
    api(GROUPS),
    authenticated(async ({ request, account: { actingAs: owner } }) => {
      if (groupsOf(owner).length >= GROUP_LIMITS.groups) return forbidden(GROUP_LIMIT_MESSAGE);
      const body = await readJsonObject(request);
      if (body === undefined) return invalidJsonBody();
      const errors = validateGroup(body, owner);
      if (errors.length > 0) return validationFailed(errors);
      const group = createGroup(owner, readGroupFields(body, 'create') as UnsubscribeGroupFields, now());
      const { id, name, description, is_default } = group;
      return HttpResponse.json({ id, name, description, is_default }, { status: 201 });
    }),
  ),

  http.get(
    api(`${GROUPS}/:id`),
    authenticated<IdParams>(({ params, account }) => withGroup(params, account.actingAs, (group) => HttpResponse.json(toResponse(group)))),
  ),

  /** 201, as the published spec says for this PATCH. */
  http.patch(
    api(`${GROUPS}/:id`),
    authenticated<IdParams>(({ request, params, account: { actingAs: owner } }) =>
      withGroup(params, owner, async (group) => {
        const body = await readJsonObject(request);
        if (body === undefined) return invalidJsonBody();
        const errors = validateGroup(body, owner, group);
        if (errors.length > 0) return validationFailed(errors);
        return HttpResponse.json(toResponse(updateGroup(group, readGroupFields(body, 'update'))), { status: 201 });
      }),
    ),
  ),

  http.delete(
    api(`${GROUPS}/:id`),
    authenticated<IdParams>(({ params, account }) =>
      withGroup(params, account.actingAs, (group) => {
        deleteGroup(group);
        return noContent();
      }),
    ),
  ),

  /** As the published spec says, addresses for a group that does not exist go to the global suppressions. */
  http.post(
    api(`${GROUPS}/:id/suppressions`),
    authenticated<IdParams>(async ({ request, params, account: { actingAs: owner } }) => {
      const recipients = readRecipients(await readJsonObject(request));
      if ('response' in recipients) return recipients.response;
      const id = integerParam(params.id);
      const group = id === undefined ? undefined : findGroup(owner, id);
      if (group === undefined) addGlobalSuppressions(owner, recipients.emails, now());
      else addGroupSuppressions(owner, group.id, recipients.emails, now());
      return HttpResponse.json({ recipient_emails: recipients.emails }, { status: 201 });
    }),
  ),

  http.get(
    api(`${GROUPS}/:id/suppressions`),
    authenticated<IdParams>(({ params, account }) =>
      withGroup(params, account.actingAs, (group) => HttpResponse.json(groupSuppressions(group.id).map((entry) => entry.email))),
    ),
  ),

  http.post(
    api(`${GROUPS}/:id/suppressions/search`),
    authenticated<IdParams>(({ request, params, account }) =>
      withGroup(params, account.actingAs, async (group) => {
        const recipients = readRecipients(await readJsonObject(request));
        if ('response' in recipients) return recipients.response;
        return HttpResponse.json(searchGroupSuppressions(group.id, recipients.emails));
      }),
    ),
  ),

  http.delete(
    api(`${GROUPS}/:id/suppressions/:email`),
    authenticated<EmailParams>(({ params, account }) =>
      withGroup(params, account.actingAs, (group) => {
        removeGroupSuppression(group.id, params.email);
        return noContent();
      }),
    ),
  ),

  /** Every group suppression of the account. */
  http.get(
    api('/asm/suppressions'),
    authenticated(({ account }) =>
      HttpResponse.json(
        groupsOf(account.actingAs).flatMap((group) =>
          groupSuppressions(group.id).map((entry) => ({
            email: entry.email,
            group_id: group.id,
            group_name: group.name,
            created_at: entry.created_at,
          })),
        ),
      ),
    ),
  ),

  http.post(
    api('/asm/suppressions/global'),
    authenticated(async ({ request, account }) => {
      const recipients = readRecipients(await readJsonObject(request));
      if ('response' in recipients) return recipients.response;
      addGlobalSuppressions(account.actingAs, recipients.emails, now());
      return HttpResponse.json({ recipient_emails: recipients.emails }, { status: 201 });
    }),
  ),

  /** `{ recipient_email }`, or `{}` when the address is not globally suppressed (the published shape). */
  http.get(
    api('/asm/suppressions/global/:email'),
    authenticated<{ email: string }>(({ params, account }) => {
      const entry = findGlobalSuppression(account.actingAs, params.email);
      return HttpResponse.json(entry === undefined ? {} : { recipient_email: entry.email });
    }),
  ),

  http.delete(
    api('/asm/suppressions/global/:email'),
    authenticated<{ email: string }>(({ params, account }) => {
      removeGlobalSuppression(account.actingAs, params.email);
      return noContent();
    }),
  ),

  /** Every group of the account, each flagged with whether the address is suppressed in it. */
  http.get(
    api('/asm/suppressions/:email'),
    authenticated<{ email: string }>(({ params, account }) =>
      HttpResponse.json({
        suppressions: groupsOf(account.actingAs).map(({ id, name, description, is_default }) => ({
          id,
          name,
          description,
          is_default,
          suppressed: isSuppressedInGroup(id, params.email),
        })),
      }),
    ),
  ),

  /** Global unsubscribes, newest first; `email` is a prefix ("%" is a wildcard), `limit` at most 500. */
  http.get(
    api('/suppression/unsubscribes'),
    authenticated(({ request, account }) => {
      const url = new URL(request.url);
      const limit = intQuery(url, 'limit', { min: 1, max: 500 });
      const offset = intQuery(url, 'offset', { min: 0, max: Number.MAX_SAFE_INTEGER });
      const startTime = intQuery(url, 'start_time', { min: 0, max: Number.MAX_SAFE_INTEGER });
      const endTime = intQuery(url, 'end_time', { min: 0, max: Number.MAX_SAFE_INTEGER });
      const queryErrors = [limit, offset, startTime, endTime].filter((value): value is FieldError => typeof value === 'object');
      if (queryErrors.length > 0) return validationFailed(queryErrors);
      const prefix = (url.searchParams.get('email') ?? '').toLowerCase().split('%');
      const matches = (email: string) => {
        let rest = email.toLowerCase();
        return prefix.every((part, index) => {
          const at = index === 0 ? (rest.startsWith(part) ? 0 : -1) : rest.indexOf(part);
          if (at < 0) return false;
          rest = rest.slice(at + part.length);
          return true;
        });
      };
      const rows = globalSuppressions(account.actingAs)
        .filter((entry) => (typeof startTime !== 'number' || entry.created_at >= startTime) && (typeof endTime !== 'number' || entry.created_at <= endTime))
        .filter((entry) => matches(entry.email))
        .sort((a, b) => b.created_at - a.created_at)
        .map((entry) => ({ created: entry.created_at, email: entry.email }));
      const start = typeof offset === 'number' ? offset : 0;
      return HttpResponse.json(rows.slice(start, start + (typeof limit === 'number' ? limit : 500)));
    }),
  ),

  /**
   * Designed here (the product spec names the path, not the answer): starts an export of the group's
   * suppressions and answers `{ download_url, expires_at }`. The CSV is ready at once.
   */
  http.post(
    api(`/download${GROUPS}/:id/suppressions`),
    authenticated<IdParams>(({ request, params, account }) =>
      withGroup(params, account.actingAs, (group) => {
        const id = crypto.randomUUID();
        const slug = group.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'group';
        const download: Download = {
          owner: account.actingAs.username,
          filename: `unsubscribes-${group.id}-${slug}.csv`,
          csv: exportCsv(group),
          expiresAt: now() + DOWNLOAD_TTL_SECONDS,
        };
        downloads.set(id, download);
        return HttpResponse.json({ download_url: downloadUrl(request, id, download), expires_at: download.expiresAt });
      }),
    ),
  ),

  /** The export itself. Public like a pre-signed URL: knowing the unguessable id is enough. */
  http.get(api('/mock-downloads/:file'), ({ params }) => {
    const id = /^([0-9a-f-]{36})\.csv$/.exec(String(params.file))?.[1];
    const download = id === undefined ? undefined : downloads.get(id);
    if (download === undefined || download.expiresAt < now()) return notFound();
    return new HttpResponse(download.csv.join(''), {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${download.filename}"`,
      },
    });
  }),
];
