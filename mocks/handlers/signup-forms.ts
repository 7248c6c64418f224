import { http, HttpResponse } from 'msw';
import { SIGNUP_FORM_LIMITS } from '@/features/signup-forms/limits';
import { FORM_LIMIT_MESSAGE } from '@/features/signup-forms/messages';
import type { FormFieldType, SignupFormDto } from '@/features/signup-forms/types';
import { contactStore } from '../db/contacts/contact-store-provider';
import { apiIdOf, customFieldsOf } from '../db/field-definitions';
import { addSignupForm, findSignupForm, removeSignupForm, signupFormsOf, updateSignupForm, type SignupFormRecord } from '../db/signup-forms';
import type { User } from '../db/users';
import { api } from './api-path';
import { authenticated } from './auth';
import { staleEdit } from './edit-precondition';
import { errorResponse, invalidJsonBody, noContent, notFound, validationFailed } from './errors';
import { readJsonObject } from './request';
import { readSignupForm, validateSignupForm } from './signup-form-payload';

/** Signup forms, /v3/marketing/signup_forms: designed in SendGrid's style (mocks/README.md "Signup forms"). */
export const SIGNUP_FORMS = '/marketing/signup_forms';

type IdParams = { id: string };

/** The public submissions endpoint of a form, absolute, on the API's origin (the request's). */
export const submitUrlOf = (request: Request, id: string) => `${new URL(request.url).origin}/v3${SIGNUP_FORMS}/${id}/submissions`;

const limitReached = () => errorResponse(400, [{ field: null, message: FORM_LIMIT_MESSAGE }]);

function customFieldTypes(owner: User): Map<string, FormFieldType> {
  return new Map(customFieldsOf(owner).map((field) => [apiIdOf(field), field.field_type]));
}

/** The wire shape: the list's name and the contact count are read now; owner and contact ids stay private. */
async function toResponse(request: Request, form: SignupFormRecord, listNames?: Map<string, string>): Promise<SignupFormDto> {
  const { owner, contact_ids: contactIds, ...rest } = form;
  const names = listNames ?? (await listNamesOf(owner));
  return {
    ...rest,
    list_name: form.list_id === null ? null : (names.get(form.list_id) ?? null),
    contact_count: contactIds.length,
    submit_url: submitUrlOf(request, form.id),
  };
}

async function listNamesOf(owner: string): Promise<Map<string, string>> {
  return new Map((await contactStore().getLists(owner)).map((list) => [list.id, list.name]));
}

/** A 400 unless the list id is null or one of the owner's lists. */
async function listError(owner: User, listId: unknown): Promise<Response | undefined> {
  if (typeof listId !== 'string') return undefined;
  const list = await contactStore().getList(owner.username, listId);
  return list === undefined ? validationFailed([{ field: 'list_id', message: 'must be one of your lists' }]) : undefined;
}

/** Checks a create or update body; the field types of custom fields come from their definitions. */
async function readBody(request: Request, owner: User, mode: 'create' | 'update') {
  const body = await readJsonObject(request);
  if (body === undefined) return { response: invalidJsonBody() };
  const types = customFieldTypes(owner);
  const errors = validateSignupForm(body, mode, new Set(types.keys()));
  if (errors.length > 0) return { response: validationFailed(errors) };
  const refused = await listError(owner, body.list_id);
  if (refused) return { response: refused };
  const values = readSignupForm(body, mode);
  // A partial update without fields keeps the stored ones (an explicit undefined would erase them).
  if (values.fields) values.fields = values.fields.map((field) => ({ ...field, field_type: types.get(field.field_id) ?? 'Text' }));
  return { values };
}

const copyName = (name: string) => `Copy of ${name}`.slice(0, SIGNUP_FORM_LIMITS.nameLength).trim();

export const signupFormHandlers = [
  http.get(
    api(SIGNUP_FORMS),
    authenticated(async ({ request, account: { actingAs } }) => {
      const forms = signupFormsOf(actingAs);
      const names = await listNamesOf(actingAs.username);
      const result = await Promise.all(forms.map((form) => toResponse(request, form, names)));
      return HttpResponse.json({ result, _metadata: { count: result.length, limit: SIGNUP_FORM_LIMITS.forms } });
    }),
  ),

  http.post(
    api(SIGNUP_FORMS),
    authenticated(async ({ request, account: { actingAs } }) => {
      if (signupFormsOf(actingAs).length >= SIGNUP_FORM_LIMITS.forms) return limitReached();
      const read = await readBody(request, actingAs, 'create');
      if (read.response) return read.response;
      const form = addSignupForm(actingAs, read.values as Required<typeof read.values>, new Date());
      return HttpResponse.json(await toResponse(request, form), { status: 201 });
    }),
  ),

  http.get(
    api(`${SIGNUP_FORMS}/:id`),
    authenticated<IdParams>(async ({ request, params, account: { actingAs } }) => {
      const form = findSignupForm(actingAs, params.id);
      return form === undefined ? notFound() : HttpResponse.json(await toResponse(request, form));
    }),
  ),

  http.patch(
    api(`${SIGNUP_FORMS}/:id`),
    authenticated<IdParams>(async ({ request, params, account: { actingAs } }) => {
      const form = findSignupForm(actingAs, params.id);
      if (form === undefined) return notFound();
      const stale = staleEdit(request, form.updated_at, 'signup form');
      if (stale) return stale;
      const read = await readBody(request, actingAs, 'update');
      if (read.response) return read.response;
      return HttpResponse.json(await toResponse(request, updateSignupForm(form, read.values, new Date())));
    }),
  ),

  http.delete(
    api(`${SIGNUP_FORMS}/:id`),
    authenticated<IdParams>(({ params, account: { actingAs } }) => {
      const form = findSignupForm(actingAs, params.id);
      if (form === undefined) return notFound();
      removeSignupForm(form);
      return noContent();
    }),
  ),

  /** Duplicate: "Copy of <name>" (trimmed to the name limit), same content, no contacts; the count limit applies. */
  http.post(
    api(`${SIGNUP_FORMS}/:id/duplicate`),
    authenticated<IdParams>(async ({ request, params, account: { actingAs } }) => {
      const form = findSignupForm(actingAs, params.id);
      if (form === undefined) return notFound();
      if (signupFormsOf(actingAs).length >= SIGNUP_FORM_LIMITS.forms) return limitReached();
      const { id: _id, owner: _owner, contact_ids: _contacts, created_at: _created, updated_at: _updated, ...content } = form;
      const copy = addSignupForm(actingAs, { ...content, name: copyName(form.name) }, new Date());
      return HttpResponse.json(await toResponse(request, copy), { status: 201 });
    }),
  ),
];
