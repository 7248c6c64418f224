import type { FieldChoice } from './types';

/** The contact identifiers a form can collect: a submission must carry one of them (spec §5). */
export const IDENTIFIER_FIELD_IDS: readonly string[] = ['email', 'phone_number_id'];

/** The reserved contact fields a visitor may fill in, with the labels a new form field starts with. */
export const RESERVED_FORM_FIELDS: readonly (FieldChoice & { label: string })[] = [
  { fieldId: 'email', name: 'email', fieldType: 'Text', label: 'Email' },
  { fieldId: 'phone_number_id', name: 'phone_number_id', fieldType: 'Text', label: 'Phone Number ID' },
  { fieldId: 'first_name', name: 'first_name', fieldType: 'Text', label: 'First Name' },
  { fieldId: 'last_name', name: 'last_name', fieldType: 'Text', label: 'Last Name' },
  { fieldId: 'phone_number', name: 'phone_number', fieldType: 'Text', label: 'Phone Number' },
  { fieldId: 'address_line_1', name: 'address_line_1', fieldType: 'Text', label: 'Address Line 1' },
  { fieldId: 'address_line_2', name: 'address_line_2', fieldType: 'Text', label: 'Address Line 2' },
  { fieldId: 'city', name: 'city', fieldType: 'Text', label: 'City' },
  { fieldId: 'state_province_region', name: 'state_province_region', fieldType: 'Text', label: 'State/Province/Region' },
  { fieldId: 'postal_code', name: 'postal_code', fieldType: 'Text', label: 'Postal Code' },
  { fieldId: 'country', name: 'country', fieldType: 'Text', label: 'Country' },
];

export const isReservedFormField = (fieldId: string) => RESERVED_FORM_FIELDS.some((field) => field.fieldId === fieldId);

/** Whether the fields hold a required identifier, so every submission can be matched to a contact. */
export const hasRequiredIdentifier = (fields: readonly { fieldId: string; required: boolean }[]) =>
  fields.some((field) => field.required && IDENTIFIER_FIELD_IDS.includes(field.fieldId));

/** The input a field is typed into, on the hosted page and in the embed code. */
export function inputTypeOf(field: { fieldId: string; fieldType: string }): 'email' | 'tel' | 'number' | 'date' | 'text' {
  if (field.fieldId === 'email') return 'email';
  if (field.fieldId === 'phone_number_id' || field.fieldId === 'phone_number') return 'tel';
  if (field.fieldType === 'Number') return 'number';
  if (field.fieldType === 'Date') return 'date';
  return 'text';
}
