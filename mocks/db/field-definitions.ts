import { createTable } from './table';
import type { User } from './users';

/** The API's spelling of a field type. */
export type FieldTypeName = 'Text' | 'Number' | 'Date';

const TYPE_LETTERS: Record<FieldTypeName, string> = { Text: 'T', Number: 'N', Date: 'D' };

/**
 * A custom field definition. The table key is a plain auto-increment number (never reused); the API id
 * is derived from it and the type, as SendGrid's look: `e<number>_<T|N|D>` (`e1_T`, `e12_D`).
 */
export interface FieldDefinitionRecord {
  id: number;
  /** Username of the account that owns the field. Never sent to the client. */
  owner: string;
  /** Stored as given (trimmed); names are unique case-insensitively per owner. */
  name: string;
  field_type: FieldTypeName;
  /** ISO 8601; not part of the API shape, kept for ordering and QA. */
  created_at: string;
}

/** Reserved fields: the same for every account, never stored (ENDPOINTS.md §3, ids from SendGrid's example). */
export interface ReservedFieldDefinition {
  id: string;
  name: string;
  field_type: FieldTypeName;
  read_only?: true;
}

export const RESERVED_FIELD_DEFINITIONS: readonly ReservedFieldDefinition[] = [
  { id: '_rf0_T', name: 'first_name', field_type: 'Text' },
  { id: '_rf1_T', name: 'last_name', field_type: 'Text' },
  { id: '_rf2_T', name: 'email', field_type: 'Text' },
  { id: '_rf3_T', name: 'alternate_emails', field_type: 'Text' },
  { id: '_rf4_T', name: 'address_line_1', field_type: 'Text' },
  { id: '_rf5_T', name: 'address_line_2', field_type: 'Text' },
  { id: '_rf6_T', name: 'city', field_type: 'Text' },
  { id: '_rf7_T', name: 'state_province_region', field_type: 'Text' },
  { id: '_rf8_T', name: 'postal_code', field_type: 'Text' },
  { id: '_rf9_T', name: 'country', field_type: 'Text' },
  { id: '_rf10_T', name: 'phone_number', field_type: 'Text' },
  { id: '_rf11_T', name: 'whatsapp', field_type: 'Text' },
  { id: '_rf12_T', name: 'line', field_type: 'Text' },
  { id: '_rf13_T', name: 'facebook', field_type: 'Text' },
  { id: '_rf14_T', name: 'unique_name', field_type: 'Text' },
  { id: '_rf15_T', name: 'email_domains', field_type: 'Text', read_only: true },
  { id: '_rf16_D', name: 'last_clicked', field_type: 'Date', read_only: true },
  { id: '_rf17_D', name: 'last_opened', field_type: 'Date', read_only: true },
  { id: '_rf18_D', name: 'last_emailed', field_type: 'Date', read_only: true },
  { id: '_rf19_T', name: 'singlesend_id', field_type: 'Text', read_only: true },
  { id: '_rf20_T', name: 'automation_id', field_type: 'Text', read_only: true },
  { id: '_rf21_D', name: 'created_at', field_type: 'Date', read_only: true },
  { id: '_rf22_D', name: 'updated_at', field_type: 'Date', read_only: true },
  { id: '_rf23_T', name: 'contact_id', field_type: 'Text', read_only: true },
];

export const isReservedFieldId = (id: string) => RESERVED_FIELD_DEFINITIONS.some((field) => field.id === id);

export const fieldDefinitionsTable = createTable<FieldDefinitionRecord>();

export const apiIdOf = (record: Pick<FieldDefinitionRecord, 'id' | 'field_type'>) =>
  `e${record.id}_${TYPE_LETTERS[record.field_type]}`;

/** The table key in an API id, or undefined for anything not shaped like one (e.g. `e4_X`, `w1`). */
export function tableIdOf(apiId: string): number | undefined {
  const match = /^e(\d{1,15})_([TND])$/.exec(apiId);
  return match ? Number(match[1]) : undefined;
}

/** The owner's custom fields, oldest first. */
export function customFieldsOf(owner: User): FieldDefinitionRecord[] {
  return fieldDefinitionsTable
    .all()
    .filter((field) => field.owner === owner.username)
    .sort((a, b) => a.id - b.id);
}

/** The owner's field named by an API id; a foreign, malformed or mistyped id finds nothing. */
export function findCustomField(owner: User, apiId: string): FieldDefinitionRecord | undefined {
  const id = tableIdOf(apiId);
  const field = id === undefined ? undefined : fieldDefinitionsTable.get(id);
  return field?.owner === owner.username && apiIdOf(field) === apiId ? field : undefined;
}

/** Lower-cased names of the owner's custom fields, except one (a rename may keep its own name). */
export function takenFieldNames(owner: User, exceptId?: number): Set<string> {
  return new Set(customFieldsOf(owner).filter((field) => field.id !== exceptId).map((field) => field.name.toLowerCase()));
}

export function createCustomField(owner: User, name: string, fieldType: FieldTypeName, now: Date): FieldDefinitionRecord {
  return fieldDefinitionsTable.insert({
    id: fieldDefinitionsTable.nextId(),
    owner: owner.username,
    name,
    field_type: fieldType,
    created_at: now.toISOString(),
  });
}

export function renameCustomField(field: FieldDefinitionRecord, name: string): FieldDefinitionRecord {
  return fieldDefinitionsTable.update(field.id, { name });
}

export function deleteCustomField(field: FieldDefinitionRecord): void {
  fieldDefinitionsTable.remove(field.id);
}
