import { map } from 'rxjs/operators';
import type { ApiClient } from '@/shared/api/client';
import {
  fromLegacyCustomField,
  toCustomField,
  toFieldDefinitions,
  type CreateFieldDefinitionPayload,
  type CustomFieldDto,
  type FieldDefinitionsDto,
  type LegacyCustomFieldDto,
  type LegacyCustomFieldPayload,
  type UpdateFieldDefinitionPayload,
} from './types';

const FIELD_DEFINITIONS = '/marketing/field_definitions';
const fieldPath = (id: string) => `${FIELD_DEFINITIONS}/${encodeURIComponent(id)}`;

/** Reserved and custom fields in one call; the API does not page them. */
export const fetchFieldDefinitions = (api: ApiClient) =>
  api.get<FieldDefinitionsDto>(FIELD_DEFINITIONS).pipe(map(toFieldDefinitions));

export const createFieldDefinition = (api: ApiClient, payload: CreateFieldDefinitionPayload) =>
  api.post<CustomFieldDto>(FIELD_DEFINITIONS, payload).pipe(map(toCustomField));

/** The legacy experience creates through the contactdb API; `show_all_ids` adds the field_definitions id. */
export const createLegacyCustomField = (api: ApiClient, payload: LegacyCustomFieldPayload) =>
  api
    .post<LegacyCustomFieldDto>('/contactdb/custom_fields', payload, { query: { show_all_ids: true } })
    .pipe(map(fromLegacyCustomField));

export const updateFieldDefinition = (api: ApiClient, id: string, payload: UpdateFieldDefinitionPayload) =>
  api.patch<CustomFieldDto>(fieldPath(id), payload).pipe(map(toCustomField));

export const deleteFieldDefinition = (api: ApiClient, id: string) => api.delete<void>(fieldPath(id));
