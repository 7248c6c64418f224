import type { Observable } from 'rxjs';
import { map } from 'rxjs/operators';
import type { ApiClient } from '@/shared/api/client';
import { basedOnRevision } from '@/shared/api/edit-precondition';
import type { ListDto } from '@/shared/audience/list';
import { MAX_LISTS } from '@/shared/audience/list';
import { toSignupForm, type FieldChoice, type FormFieldType, type SignupForm, type SignupFormDto, type SignupFormPayload } from './types';

/** Signup forms: designed endpoints (mocks/README.md "Signup forms"). */
export const SIGNUP_FORMS = '/marketing/signup_forms';
const formPath = (id: string) => `${SIGNUP_FORMS}/${encodeURIComponent(id)}`;

export const fetchSignupForms = (api: ApiClient): Observable<SignupForm[]> =>
  api.get<{ result: SignupFormDto[] }>(SIGNUP_FORMS).pipe(map((answer) => answer.result.map(toSignupForm)));

export const fetchSignupForm = (api: ApiClient, id: string): Observable<SignupForm> => api.get<SignupFormDto>(formPath(id)).pipe(map(toSignupForm));

export const createSignupForm = (api: ApiClient, payload: SignupFormPayload): Observable<SignupForm> =>
  api.post<SignupFormDto>(SIGNUP_FORMS, payload).pipe(map(toSignupForm));

/** `basedOn`: the `updated_at` the edits started from; the server answers 409 when it was saved since. */
export const updateSignupForm = (api: ApiClient, id: string, payload: SignupFormPayload, basedOn: string): Observable<SignupForm> =>
  api.patch<SignupFormDto>(formPath(id), payload, basedOnRevision(basedOn)).pipe(map(toSignupForm));

export const duplicateSignupForm = (api: ApiClient, id: string): Observable<SignupForm> =>
  api.post<SignupFormDto>(`${formPath(id)}/duplicate`).pipe(map(toSignupForm));

export const deleteSignupForm = (api: ApiClient, id: string): Observable<void> => api.delete<void>(formPath(id));

export interface ListOption {
  id: string;
  name: string;
}

/** The lists a form can add to: an account has at most MAX_LISTS, so one page holds them all. */
export const fetchListOptions = (api: ApiClient): Observable<ListOption[]> =>
  api
    .get<{ result: ListDto[] }>('/marketing/lists', { query: { page_size: MAX_LISTS } })
    .pipe(map((answer) => answer.result.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name))));

export const createListOption = (api: ApiClient, name: string): Observable<ListOption> =>
  api.post<ListDto>('/marketing/lists', { name }).pipe(map(({ id, name: created }) => ({ id, name: created })));

interface FieldDefinitionDto {
  id: string;
  name: string;
  field_type: FormFieldType;
}

/** The account's custom fields (the reserved ones a form may ask for are in field-catalogue.ts). */
export const fetchCustomFieldChoices = (api: ApiClient): Observable<FieldChoice[]> =>
  api
    .get<{ custom_fields?: FieldDefinitionDto[] }>('/marketing/field_definitions')
    .pipe(map((answer) => (answer.custom_fields ?? []).map((field) => ({ fieldId: field.id, name: field.name, fieldType: field.field_type }))));
