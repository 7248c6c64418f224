/** A field type as the API writes it (field_definitions). */
export type FieldTypeDto = 'Text' | 'Number' | 'Date';
/** A field type in the app: the API's, lower-cased (also the legacy contactdb API's spelling). */
export type FieldType = 'text' | 'number' | 'date';

export const FIELD_TYPES: readonly FieldType[] = ['text', 'number', 'date'];
/** How screens show a type. */
export const FIELD_TYPE_LABELS: Record<FieldType, string> = { text: 'Text', number: 'Number', date: 'Date' };

interface MetadataDto {
  self?: string;
}

/** One custom field of GET, or the answer to POST and PATCH /marketing/field_definitions (ids like `e1_T`). */
export interface CustomFieldDto {
  id: string;
  name: string;
  field_type: FieldTypeDto;
  _metadata?: MetadataDto;
}

/** One reserved field (ids like `_rf0_T`); `read_only` fields are set by the platform, never by users. */
export interface ReservedFieldDto {
  id: string;
  name: string;
  field_type: FieldTypeDto;
  read_only?: boolean;
}

/** GET /marketing/field_definitions. */
export interface FieldDefinitionsDto {
  custom_fields: CustomFieldDto[];
  reserved_fields: ReservedFieldDto[];
  _metadata?: MetadataDto;
}

/** POST /contactdb/custom_fields?show_all_ids=true: the legacy id, plus `tne_id`, the field_definitions id. */
export interface LegacyCustomFieldDto {
  id: number;
  tne_id?: string;
  name: string;
  type: string;
}

/** The read model of every contact field, reserved or custom. */
export interface ContactField {
  id: string;
  name: string;
  fieldType: FieldType;
  /** Only the platform sets this field's values on contacts (the API's `read_only`); false for custom fields. */
  readOnly: boolean;
  /** What screens call the field: reserved fields in words ("Address Line 1"), custom fields by their name. */
  displayName: string;
}

/** GET /marketing/field_definitions, mapped: both kinds, each keyed by id in the store, plus the metadata. */
export interface FieldDefinitions {
  custom: ContactField[];
  reserved: ContactField[];
  metadata: { self?: string };
}

/** What the create and rename form holds. */
export interface CustomFieldFormValues {
  name: string;
  fieldType: FieldType;
}

/** Request body of POST /marketing/field_definitions. */
export interface CreateFieldDefinitionPayload {
  name: string;
  field_type: FieldTypeDto;
}

/** Request body of PATCH /marketing/field_definitions/{id}: the type cannot change, only the name. */
export interface UpdateFieldDefinitionPayload {
  name: string;
}

/** Request body of the legacy POST /contactdb/custom_fields. */
export interface LegacyCustomFieldPayload {
  name: string;
  type: FieldType;
}

const DTO_TYPES: Record<FieldType, FieldTypeDto> = { text: 'Text', number: 'Number', date: 'Date' };

/** Lower-cases the API's type; anything unknown reads as text, the type every value can hold. */
export const toFieldType = (value: string): FieldType => {
  const lower = value.toLowerCase();
  return (FIELD_TYPES as readonly string[]).includes(lower) ? (lower as FieldType) : 'text';
};

export const toFieldTypeDto = (type: FieldType): FieldTypeDto => DTO_TYPES[type];

/** "address_line_1" → "Address Line 1", "singlesend_id" → "Singlesend ID". */
export const wordsOf = (name: string): string =>
  name
    .split('_')
    .filter(Boolean)
    .map((word) => (word.toLowerCase() === 'id' ? 'ID' : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');

export const toCustomField = (dto: CustomFieldDto): ContactField => ({
  id: dto.id,
  name: dto.name,
  fieldType: toFieldType(dto.field_type),
  readOnly: false,
  // Custom fields go by their exact name: it is what merge tags and CSV headers use.
  displayName: dto.name,
});

export const toReservedField = (dto: ReservedFieldDto): ContactField => ({
  id: dto.id,
  name: dto.name,
  fieldType: toFieldType(dto.field_type),
  readOnly: dto.read_only ?? false,
  displayName: wordsOf(dto.name),
});

export const toFieldDefinitions = (dto: FieldDefinitionsDto): FieldDefinitions => ({
  custom: dto.custom_fields.map(toCustomField),
  reserved: dto.reserved_fields.map(toReservedField),
  metadata: { ...(dto._metadata?.self === undefined ? {} : { self: dto._metadata.self }) },
});

/** A field created through the legacy API, under its field_definitions id when the answer has one. */
export const fromLegacyCustomField = (dto: LegacyCustomFieldDto): ContactField =>
  toCustomField({ id: dto.tne_id ?? String(dto.id), name: dto.name, field_type: toFieldTypeDto(toFieldType(dto.type)) });

export const toCreatePayload = (values: CustomFieldFormValues): CreateFieldDefinitionPayload => ({
  name: values.name.trim(),
  field_type: toFieldTypeDto(values.fieldType),
});

export const toLegacyPayload = (values: CustomFieldFormValues): LegacyCustomFieldPayload => ({
  name: values.name.trim(),
  type: values.fieldType,
});

export const toUpdatePayload = (values: Pick<CustomFieldFormValues, 'name'>): UpdateFieldDefinitionPayload => ({
  name: values.name.trim(),
});

export const toCustomFieldFormValues = (field?: ContactField): CustomFieldFormValues => ({
  name: field?.name ?? '',
  fieldType: field?.fieldType ?? 'text',
});

/** Server field paths (new and legacy API) → form field names, so a 400 lands next to the right input. */
export const customFieldServerFields: Record<string, keyof CustomFieldFormValues> = {
  name: 'name',
  field_type: 'fieldType',
  type: 'fieldType',
};

/**
 * Cross-tab message posted (BroadcastChannel) when this tab creates a custom field. The contact import's
 * map-fields screen listens: it adds the field to every column's choices and, when the field was created
 * for one CSV column (its "create custom field" dialog), maps that column to it.
 * - `type`: the field type, lower-cased.
 * - `column`: the header text of the CSV column the field was created for, or null when it was created
 *   anywhere else (the Custom Fields screen).
 * - `columnIndex`: that column's 0-based position in the CSV (the index of `field_mappings` in
 *   PUT /marketing/contacts/imports), or null with `column`. Headers can repeat; the index cannot.
 */
export interface CustomFieldCreatedMessage {
  id: string;
  name: string;
  type: FieldType;
  column: string | null;
  columnIndex: number | null;
}

export const CUSTOM_FIELD_CREATED_CHANNEL = 'custom-field-created';

/** The CSV column a field is created for, from the import's mapping screen. */
export interface CsvColumn {
  name: string;
  index: number;
}

export const toCreatedMessage = (field: ContactField, column: CsvColumn | null): CustomFieldCreatedMessage => ({
  id: field.id,
  name: field.name,
  type: field.fieldType,
  column: column?.name ?? null,
  columnIndex: column?.index ?? null,
});

/** Messages come from other tabs, possibly another version of the app: check the shape before use. */
export function isCustomFieldCreatedMessage(value: unknown): value is CustomFieldCreatedMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  return (
    typeof message.id === 'string' &&
    message.id !== '' &&
    typeof message.name === 'string' &&
    typeof message.type === 'string' &&
    (FIELD_TYPES as readonly string[]).includes(message.type) &&
    (message.column === null || typeof message.column === 'string') &&
    (message.columnIndex === null || (typeof message.columnIndex === 'number' && Number.isInteger(message.columnIndex)))
  );
}

export const fromCreatedMessage = (message: CustomFieldCreatedMessage): ContactField =>
  toCustomField({ id: message.id, name: message.name, field_type: toFieldTypeDto(message.type) });
