import type { ContactField } from '@/features/custom-fields/types';
import { contactDisplayName, IDENTIFIER_FIELDS, type ContactDto, type ContactRequest } from '@/shared/audience/contact';
import { fromInputValue, toInputValue } from './custom-field-values';
import { EDITABLE_FIELDS, IDENTIFIER_INPUTS, type WritableReservedField } from './reserved-fields';
import type { AddedContact, ContactFormValues } from './types';

const WRITABLE: readonly WritableReservedField[] = [...IDENTIFIER_INPUTS, ...EDITABLE_FIELDS].map(
  (field) => field.name as WritableReservedField,
);

/** Alternate emails as typed: comma, semicolon or whitespace separated. */
export const splitEmails = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((email) => email.trim())
    .filter(Boolean);

/** "+1 (555) 010-2000" → "+15550102000": the API gets the number without its punctuation. */
export const normalisePhone = (text: string) => text.replace(/[\s().-]/g, '');

/** A custom field's input as text: Formik keeps a number input's value as a number. */
const customText = (values: ContactFormValues, id: string) => String(values.customFields[id] ?? '').trim();

/** An empty form; `listIds` preset (the add form opened for a list). */
export function emptyContactValues(customFields: readonly ContactField[], listIds: string[] = []): ContactFormValues {
  const reserved = Object.fromEntries(WRITABLE.map((name) => [name, ''])) as Record<WritableReservedField, string>;
  return { ...reserved, customFields: Object.fromEntries(customFields.map((field) => [field.id, ''])), listIds };
}

/** The contact as the edit forms show it. */
export function toContactFormValues(contact: ContactDto, customFields: readonly ContactField[], timeZone: string): ContactFormValues {
  const values = emptyContactValues(customFields, contact.list_ids ?? []);
  for (const name of WRITABLE) {
    const value = contact[name];
    values[name] = Array.isArray(value) ? value.join(', ') : (value ?? '');
  }
  for (const field of customFields) {
    values.customFields[field.id] = toInputValue(contact.custom_fields?.[field.id], field.fieldType, timeZone);
  }
  return values;
}

function reservedValue(name: WritableReservedField, text: string): string | string[] | null {
  if (name === 'alternate_emails') return splitEmails(text).map((email) => email.toLowerCase());
  if (name === 'email') return text.trim().toLowerCase() || null;
  if (name === 'phone_number' || name === 'phone_number_id') return normalisePhone(text) || null;
  return text.trim() || null;
}

/**
 * The upsert of an edit (ENDPOINTS.md §1): all of the contact's existing identifiers, so it updates this
 * contact, and only the fields that changed; a cleared field is sent as null (alternate emails as []).
 */
export function toEditRequest(
  contact: ContactDto,
  initial: ContactFormValues,
  values: ContactFormValues,
  customFields: readonly ContactField[],
): ContactRequest {
  const request: Record<string, unknown> = {};
  for (const identifier of IDENTIFIER_FIELDS) {
    const value = contact[identifier];
    if (value) request[identifier] = value;
  }
  for (const name of WRITABLE) {
    if (IDENTIFIER_FIELDS.includes(name as (typeof IDENTIFIER_FIELDS)[number])) continue;
    if (values[name].trim() === initial[name].trim()) continue;
    const value = reservedValue(name, values[name]);
    request[name] = name === 'alternate_emails' ? (value ?? []) : value;
  }
  const changedFields = customFields.filter((field) => customText(values, field.id) !== customText(initial, field.id));
  if (changedFields.length > 0) {
    request.custom_fields = Object.fromEntries(changedFields.map((field) => [field.id, fromInputValue(customText(values, field.id), field.fieldType)]));
  }
  return request as ContactRequest;
}

/** The upsert of a new contact: the fields that were filled in. */
export function toAddRequest(values: ContactFormValues, customFields: readonly ContactField[]): ContactRequest {
  const request: Record<string, unknown> = {};
  for (const name of WRITABLE) {
    const value = reservedValue(name, values[name]);
    if (value !== null && !(Array.isArray(value) && value.length === 0)) request[name] = value;
  }
  const filled = customFields.filter((field) => customText(values, field.id) !== '');
  if (filled.length > 0) {
    request.custom_fields = Object.fromEntries(filled.map((field) => [field.id, fromInputValue(customText(values, field.id), field.fieldType)]));
  }
  return request as ContactRequest;
}

/** How an added contact is named and found again once processed. */
export function addedContactOf(jobId: string, request: ContactRequest): AddedContact {
  const field = IDENTIFIER_FIELDS.find((name) => request[name]) ?? 'email';
  const value = request[field] ?? '';
  return {
    jobId,
    label: contactDisplayName({ id: value, first_name: request.first_name, last_name: request.last_name, [field]: value }),
    identifier: { field, value },
    status: 'processing',
  };
}

/** Where a 400's field paths (bare, or within the upsert's `contacts` array) land in the forms. */
export const contactServerFields: Record<string, string> = Object.fromEntries(
  WRITABLE.flatMap((name) => [
    [name, name],
    [`contacts[0].${name}`, name],
    [`contacts.0.${name}`, name],
  ]),
);
