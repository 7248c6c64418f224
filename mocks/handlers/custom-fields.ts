import { http, HttpResponse } from 'msw';
import { fieldNameError } from '@/features/custom-fields/field-name-rules';
import { MAX_CUSTOM_FIELDS } from '@/features/custom-fields/limits';
import {
  apiIdOf,
  createCustomField,
  customFieldsOf,
  deleteCustomField,
  findCustomField,
  isReservedFieldId,
  RESERVED_FIELD_DEFINITIONS,
  renameCustomField,
  takenFieldNames,
  type FieldDefinitionRecord,
  type FieldTypeName,
} from '../db/field-definitions';
import type { User } from '../db/users';
import { api } from './api-path';
import { authenticated } from './auth';
import { forbidden, invalidJsonBody, noContent, notFound, validationFailed, type FieldError } from './errors';
import { CUSTOM_FIELD_LIMIT_MESSAGE } from './limit-messages';
import { readJsonObject } from './request';

/**
 * Custom field definitions, /v3/marketing/field_definitions (ENDPOINTS.md §3), and the legacy create,
 * POST /v3/contactdb/custom_fields. Names follow src/features/custom-fields/field-name-rules.ts, the
 * module the app's form uses, so both say the same thing about the same name.
 */
const FIELD_DEFINITIONS = '/marketing/field_definitions';
const LEGACY_CUSTOM_FIELDS = '/contactdb/custom_fields';

export const RESERVED_FIELD_CHANGE_MESSAGE = 'reserved fields cannot be modified';
export const RESERVED_FIELD_DELETE_MESSAGE = 'reserved fields cannot be deleted';
export const FIELD_TYPE_MESSAGE = 'must be one of Text, Number or Date';
export const FIELD_TYPE_CHANGE_MESSAGE = 'the type of a custom field cannot be changed';
/** The legacy contactdb API's message for a missing or unknown type. */
export const LEGACY_FIELD_TYPE_MESSAGE = 'Must provide a field type.';

const FIELD_TYPES: readonly FieldTypeName[] = ['Text', 'Number', 'Date'];
const LEGACY_TYPES: Record<string, FieldTypeName> = { text: 'Text', number: 'Number', date: 'Date' };

type IdParams = { id: string };

const selfLink = (request: Request, path: string) => new URL(`/v3${path}`, request.url).toString();

/** The wire shape of a custom field: id, name and type; `owner` stays private. */
const toDefinition = (field: FieldDefinitionRecord) => ({ id: apiIdOf(field), name: field.name, field_type: field.field_type });

const toDefinitionResponse = (request: Request, field: FieldDefinitionRecord) => ({
  ...toDefinition(field),
  _metadata: { self: selfLink(request, `${FIELD_DEFINITIONS}/${apiIdOf(field)}`) },
});

/** The name's error, if any: the shared rules, after checking it is a string at all. */
function nameError(value: unknown, owner: User, { legacy = false, exceptId }: { legacy?: boolean; exceptId?: number } = {}): FieldError[] {
  if (value !== undefined && value !== null && typeof value !== 'string') return [{ field: 'name', message: 'must be a string' }];
  const message = fieldNameError(typeof value === 'string' ? value : '', { takenNames: takenFieldNames(owner, exceptId), legacy });
  return message === undefined ? [] : [{ field: 'name', message }];
}

const isFieldType = (value: unknown): value is FieldTypeName => FIELD_TYPES.includes(value as FieldTypeName);

const legacyTypeOf = (value: unknown): FieldTypeName | undefined =>
  typeof value === 'string' ? LEGACY_TYPES[value.trim().toLowerCase()] : undefined;

const limitReached = (owner: User) => customFieldsOf(owner).length >= MAX_CUSTOM_FIELDS;

/** Runs `handle` with the acting user's custom field named by the path; reserved ids get `reservedAnswer`. */
function withCustomField(
  params: IdParams,
  owner: User,
  reservedAnswer: () => Response,
  handle: (field: FieldDefinitionRecord) => Response | Promise<Response>,
): Response | Promise<Response> {
  if (isReservedFieldId(params.id)) return reservedAnswer();
  const field = findCustomField(owner, params.id);
  return field === undefined ? notFound() : handle(field);
}

export const customFieldHandlers = [
  http.get(
    api(FIELD_DEFINITIONS),
    authenticated(({ request, account }) =>
      HttpResponse.json({
        custom_fields: customFieldsOf(account.actingAs).map(toDefinition),
        reserved_fields: RESERVED_FIELD_DEFINITIONS,
        _metadata: { self: selfLink(request, FIELD_DEFINITIONS) },
      }),
    ),
  ),

  /** 200, as the published spec has it. The limit is checked before the body, as for senders. */
  http.post(
    api(FIELD_DEFINITIONS),
    authenticated(async ({ request, account: { actingAs: owner } }) => {
      if (limitReached(owner)) return forbidden(CUSTOM_FIELD_LIMIT_MESSAGE);
      const body = await readJsonObject(request);
      if (body === undefined) return invalidJsonBody();
      const errors = [
        ...nameError(body.name, owner),
        ...(isFieldType(body.field_type)
          ? []
          : [{ field: 'field_type', message: body.field_type === undefined || body.field_type === null ? 'is a required field' : FIELD_TYPE_MESSAGE }]),
      ];
      if (errors.length > 0 || !isFieldType(body.field_type)) return validationFailed(errors);
      const field = createCustomField(owner, String(body.name).trim(), body.field_type, new Date());
      return HttpResponse.json(toDefinitionResponse(request, field));
    }),
  ),

  /** Renames; the type cannot change (a field_type equal to the current one is accepted and ignored). */
  http.patch(
    api(`${FIELD_DEFINITIONS}/:id`),
    authenticated<IdParams>(({ request, params, account: { actingAs: owner } }) =>
      withCustomField(
        params,
        owner,
        () => validationFailed([{ field: null, message: RESERVED_FIELD_CHANGE_MESSAGE }]),
        async (field) => {
          const body = await readJsonObject(request);
          if (body === undefined) return invalidJsonBody();
          const errors = [
            ...nameError(body.name, owner, { exceptId: field.id }),
            ...('field_type' in body && body.field_type !== field.field_type
              ? [{ field: 'field_type', message: FIELD_TYPE_CHANGE_MESSAGE }]
              : []),
          ];
          if (errors.length > 0) return validationFailed(errors);
          return HttpResponse.json(toDefinitionResponse(request, renameCustomField(field, String(body.name).trim())));
        },
      ),
    ),
  ),

  http.delete(
    api(`${FIELD_DEFINITIONS}/:id`),
    authenticated<IdParams>(({ params, account: { actingAs: owner } }) =>
      withCustomField(
        params,
        owner,
        () => validationFailed([{ field: null, message: RESERVED_FIELD_DELETE_MESSAGE }]),
        (field) => {
          deleteCustomField(field);
          return noContent();
        },
      ),
    ),
  ),

  /**
   * The legacy create: `{ name, type: "text" | "number" | "date" }` → 201 `{ id, name, type }`, where `id`
   * is the legacy integer id. With `?show_all_ids=true` the answer adds `tne_id`, the field_definitions
   * id of the same field. Fields live in one table, so the limit and uniqueness are shared.
   */
  http.post(
    api(LEGACY_CUSTOM_FIELDS),
    authenticated(async ({ request, account: { actingAs: owner } }) => {
      if (limitReached(owner)) return forbidden(CUSTOM_FIELD_LIMIT_MESSAGE);
      const body = await readJsonObject(request);
      if (body === undefined) return invalidJsonBody();
      const type = legacyTypeOf(body.type);
      const errors = [
        ...nameError(body.name, owner, { legacy: true }),
        ...(type === undefined ? [{ field: 'type', message: LEGACY_FIELD_TYPE_MESSAGE }] : []),
      ];
      if (errors.length > 0 || type === undefined) return validationFailed(errors);
      const field = createCustomField(owner, String(body.name).trim(), type, new Date());
      const showAllIds = new URL(request.url).searchParams.get('show_all_ids') === 'true';
      return HttpResponse.json(
        { id: field.id, name: field.name, type: type.toLowerCase(), ...(showAllIds ? { tne_id: apiIdOf(field) } : {}) },
        { status: 201 },
      );
    }),
  ),
];
