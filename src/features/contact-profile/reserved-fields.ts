import type { ContactDto } from '@/shared/audience/contact';

/** The spec's reserved field types (§3), the groups the profile shows a contact's reserved fields in. */
export type ReservedFieldType = 'GENERAL' | 'IDENTIFIER' | 'ADDRESS' | 'ADDITIONAL';

/** The reserved fields a user writes (ContactRequest); the ADDITIONAL ones only the platform sets. */
export type WritableReservedField =
  | 'email'
  | 'phone_number_id'
  | 'external_id'
  | 'anonymous_id'
  | 'first_name'
  | 'last_name'
  | 'alternate_emails'
  | 'phone_number'
  | 'address_line_1'
  | 'address_line_2'
  | 'city'
  | 'state_province_region'
  | 'postal_code'
  | 'country';

export type ReservedFieldName = WritableReservedField | 'whatsapp' | 'line' | 'facebook' | 'unique_name';

export interface ReservedField {
  name: ReservedFieldName;
  label: string;
  /** The most characters the API takes (ENDPOINTS.md §1 ContactRequest; SendGrid's limits where it gives none). */
  maxLength: number;
  autoComplete?: string;
}

/**
 * Which reserved field goes in which of the spec's types:
 * - IDENTIFIER: what a contact is found and matched by (spec §3 "Identifiers"): email, phone number id,
 *   external id, anonymous id. Shown, never edited on the profile: an upsert matches on them, so
 *   changing one would make another contact instead of changing this one.
 * - GENERAL: who the contact is and how to reach them: first and last name, alternate emails, phone number.
 * - ADDRESS: the postal address lines, city, state, postal code and country.
 * - ADDITIONAL: the channel handles the platform fills in (WhatsApp, LINE, Facebook, unique name);
 *   the write API has no fields for them, so they are read-only.
 */
export const RESERVED_FIELD_GROUPS: readonly { type: ReservedFieldType; title: string; fields: readonly ReservedField[] }[] = [
  {
    type: 'GENERAL',
    title: 'General',
    fields: [
      { name: 'first_name', label: 'First Name', maxLength: 50, autoComplete: 'given-name' },
      { name: 'last_name', label: 'Last Name', maxLength: 50, autoComplete: 'family-name' },
      { name: 'alternate_emails', label: 'Alternate Emails', maxLength: 254 },
      { name: 'phone_number', label: 'Phone Number', maxLength: 30, autoComplete: 'tel' },
    ],
  },
  {
    type: 'IDENTIFIER',
    title: 'Identifiers',
    fields: [
      { name: 'email', label: 'Email', maxLength: 254, autoComplete: 'email' },
      { name: 'phone_number_id', label: 'Phone Number ID', maxLength: 20, autoComplete: 'tel' },
      { name: 'external_id', label: 'External ID', maxLength: 254 },
      { name: 'anonymous_id', label: 'Anonymous ID', maxLength: 254 },
    ],
  },
  {
    type: 'ADDRESS',
    title: 'Address',
    fields: [
      { name: 'address_line_1', label: 'Address Line 1', maxLength: 100, autoComplete: 'address-line1' },
      { name: 'address_line_2', label: 'Address Line 2', maxLength: 100, autoComplete: 'address-line2' },
      { name: 'city', label: 'City', maxLength: 60, autoComplete: 'address-level2' },
      { name: 'state_province_region', label: 'State / Province / Region', maxLength: 50, autoComplete: 'address-level1' },
      { name: 'postal_code', label: 'Postal Code', maxLength: 60, autoComplete: 'postal-code' },
      { name: 'country', label: 'Country', maxLength: 50, autoComplete: 'country-name' },
    ],
  },
  {
    type: 'ADDITIONAL',
    title: 'Additional',
    fields: [
      { name: 'whatsapp', label: 'WhatsApp', maxLength: 254 },
      { name: 'line', label: 'LINE', maxLength: 254 },
      { name: 'facebook', label: 'Facebook', maxLength: 254 },
      { name: 'unique_name', label: 'Unique Name', maxLength: 254 },
    ],
  },
];

const fieldsOf = (type: ReservedFieldType) => RESERVED_FIELD_GROUPS.find((group) => group.type === type)?.fields ?? [];
export const reservedField = (name: ReservedFieldName): ReservedField =>
  RESERVED_FIELD_GROUPS.flatMap((group) => group.fields).find((field) => field.name === name)!;

/** The reserved fields the profile's edit form and the add form write, without identifiers. */
export const EDITABLE_FIELDS = [...fieldsOf('GENERAL'), ...fieldsOf('ADDRESS')];
export const IDENTIFIER_INPUTS = fieldsOf('IDENTIFIER');

/** The spec's limit (§5, §9); the API says 5, the mock follows the spec. */
export const MAX_ALTERNATE_EMAILS = 25;

/** A contact's reserved field as text, for reading. */
export function reservedValue(contact: ContactDto, name: ReservedFieldName): string {
  const value = contact[name];
  if (Array.isArray(value)) return value.join(', ');
  return value ?? '';
}
