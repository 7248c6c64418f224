import { http, HttpResponse } from 'msw';
import { CAPTCHA_MESSAGE, CAPTCHA_TOKEN } from '@/features/signup-forms/captcha';
import { isReservedFormField } from '@/features/signup-forms/field-catalogue';
import type { PublicSignupFormDto } from '@/features/signup-forms/types';
import { onDbChange } from '../db/changes';
import { contactStore } from '../db/contacts/contact-store-provider';
import { apiIdOf, customFieldsOf } from '../db/field-definitions';
import { findPublicSignupForm, recordFormContact, type SignupFormRecord } from '../db/signup-forms';
import { findUser } from '../db/users';
import { api } from './api-path';
import { errorResponse, notFound, validationFailed, type FieldError } from './errors';
import { readUpsertRequest } from './contacts-upsert-request';
import { SIGNUP_FORMS, submitUrlOf } from './signup-forms';

type IdParams = { id: string };

export const NOT_ACCEPTING_MESSAGE = 'This form is not accepting signups right now.';

/** Rate limits of the public endpoint: per form, and per form and identifier (MSW sees no client address). */
export const SUBMISSION_LIMITS = { perFormPerMinute: 30, perIdentifierPerMinute: 3 } as const;
const MINUTE_MS = 60_000;
const recent = new Map<string, number[]>();
// A reset of the mock's data starts the windows afresh.
onDbChange((change) => {
  if (change.kind === 'all') recent.clear();
});

/** Records an attempt under each key; the seconds to wait when one of them is over its limit. */
function retryAfterSeconds(keys: readonly [string, number][], now: number): number | undefined {
  const waits = keys.flatMap(([key, limit]) => {
    const times = (recent.get(key) ?? []).filter((time) => now - time < MINUTE_MS);
    recent.set(key, times);
    return times.length >= limit ? [Math.ceil((times[0]! + MINUTE_MS - now) / 1000)] : [];
  });
  if (waits.length > 0) return Math.max(1, ...waits);
  keys.forEach(([key]) => recent.get(key)!.push(now));
  return undefined;
}

function toPublic(request: Request, form: SignupFormRecord): PublicSignupFormDto {
  return { id: form.id, header: form.header, intro: form.intro, captcha: form.captcha, fields: form.fields, styles: form.styles, submit_url: submitUrlOf(request, form.id) };
}

/** The visitor's answers: JSON `{ values, captcha_token }` (the hosted page) or a urlencoded post (the embed code). */
async function readSubmission(request: Request): Promise<{ values: Record<string, string>; captchaToken?: string } | undefined> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) {
    const params = new URLSearchParams(await request.text());
    return { values: Object.fromEntries([...params.entries()].filter(([key]) => key !== 'captcha_token')), captchaToken: params.get('captcha_token') ?? undefined };
  }
  try {
    const body = (await request.json()) as { values?: unknown; captcha_token?: unknown };
    if (typeof body.values !== 'object' || body.values === null || Array.isArray(body.values)) return undefined;
    const values = Object.fromEntries(Object.entries(body.values).map(([key, value]) => [key, typeof value === 'string' ? value : String(value ?? '')]));
    return { values, captchaToken: typeof body.captcha_token === 'string' ? body.captcha_token : undefined };
  } catch {
    return undefined;
  }
}

/** The form's own checks: required fields, then the contact rules of PUT /marketing/contacts, reported by field id. */
function answerErrors(form: SignupFormRecord, values: Record<string, string>, customIds: ReadonlySet<string>): { errors: FieldError[]; contact: Record<string, unknown> } {
  const errors: FieldError[] = [];
  const contact: Record<string, unknown> = {};
  const custom: Record<string, string> = {};
  for (const field of form.fields) {
    const value = (values[field.field_id] ?? '').trim();
    if (value === '') {
      if (field.required) errors.push({ field: field.field_id, message: 'is a required field' });
      continue;
    }
    if (customIds.has(field.field_id)) custom[field.field_id] = value;
    else if (isReservedFormField(field.field_id)) contact[field.field_id] = value;
  }
  if (Object.keys(custom).length > 0) contact.custom_fields = custom;
  return { errors, contact };
}

const fieldOf = (path: string | null) => (path ?? '').replace(/^contacts\[0\]\.?/, '').replace(/^custom_fields\./, '') || null;

/**
 * The public side of signup forms: no token, no on-behalf-of (a visitor has neither). The form's owner is
 * whose contact is written. Designed: mocks/README.md "Signup forms".
 */
export const signupFormSubmissionHandlers = [
  http.get<IdParams>(api(`${SIGNUP_FORMS}/:id/public`), ({ request, params }) => {
    const form = findPublicSignupForm(params.id);
    return form === undefined ? notFound() : HttpResponse.json(toPublic(request, form));
  }),

  http.post<IdParams>(api(`${SIGNUP_FORMS}/:id/submissions`), async ({ request, params }) => {
    const form = findPublicSignupForm(params.id);
    const owner = form && findUser(form.owner);
    if (form === undefined || owner === undefined) return notFound();
    const submission = await readSubmission(request);
    if (submission === undefined) return validationFailed([{ field: 'values', message: 'must be an object of field ids and answers' }]);

    const identifier = (submission.values.email ?? submission.values.phone_number_id ?? '').trim().toLowerCase();
    const wait = retryAfterSeconds([[`form:${form.id}`, SUBMISSION_LIMITS.perFormPerMinute], ...(identifier ? [[`form:${form.id}:${identifier}`, SUBMISSION_LIMITS.perIdentifierPerMinute] as [string, number]] : [])], Date.now());
    if (wait !== undefined) {
      return HttpResponse.json({ errors: [{ field: null, message: `Too many signups. Try again in ${wait} seconds.` }] }, { status: 429, headers: { 'Retry-After': String(wait) } });
    }

    if (form.captcha && submission.captchaToken !== CAPTCHA_TOKEN) return validationFailed([{ field: 'captcha', message: CAPTCHA_MESSAGE }]);
    const list = form.list_id === null ? undefined : await contactStore().getList(owner.username, form.list_id);
    if (list === undefined) return errorResponse(400, [{ field: null, message: NOT_ACCEPTING_MESSAGE }]);

    const customIds = new Set(customFieldsOf(owner).map(apiIdOf));
    const { errors, contact } = answerErrors(form, submission.values, customIds);
    if (errors.length > 0) return validationFailed(errors);
    const upsert = readUpsertRequest({ contacts: [contact], list_ids: [list.id] }, owner, new Set([list.id]));
    if (!upsert.ok) return validationFailed(upsert.errors.map((error) => ({ field: fieldOf(error.field), message: error.message })));

    const [contactId] = (await contactStore().upsertContacts(owner.username, upsert.contacts, { listIds: upsert.listIds })).ids;
    if (contactId) recordFormContact(form, contactId);
    return HttpResponse.json({ message: form.confirmation_message }, { status: 201 });
  }),
];
