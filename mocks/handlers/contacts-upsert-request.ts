import { INVALID_EMAIL_MESSAGE } from '@/shared/form/messages';
import { isEmailAddress } from '@/shared/validation/email-address';
import { CONTACT_TEXT_FIELDS, IDENTIFIER_FIELDS, type ContactInput, type ContactTextField, type CustomFieldValue } from '../db/contacts/contact-store';
import { apiIdOf, customFieldsOf, type FieldDefinitionRecord } from '../db/field-definitions';
import type { User } from '../db/users';
import type { FieldError } from './errors';

/** At most this many contacts per `PUT /marketing/contacts` (ENDPOINTS.md §1). */
export const MAX_CONTACTS_PER_UPSERT = 30_000;
/** The spec's 25 (audience-and-account.md §5), which the app enforces; the published API says 5 (mocks/README "Contacts"). */
export const MAX_ALTERNATE_EMAILS = 25;
/** The mock's limit on a Text custom field value (the published spec gives none). */
export const MAX_TEXT_VALUE_LENGTH = 1000;
/** At most this many errors come back in one 400: a 30,000-contact batch could otherwise fill megabytes. */
const MAX_ERRORS = 100;

/** `ContactRequest`'s limits; postal code, phone number and phone number id have none published, these are the mock's. */
const TEXT_LIMITS: Record<ContactTextField, number> = {
  email: 254,
  phone_number_id: 20,
  external_id: 254,
  anonymous_id: 254,
  first_name: 50,
  last_name: 50,
  address_line_1: 100,
  address_line_2: 100,
  city: 60,
  state_province_region: 50,
  postal_code: 60,
  country: 50,
  phone_number: 30,
};

/** E.164 with the one supported country code (spec §5: only +1). */
const PHONE_NUMBER_ID = /^\+1\d{10}$/;
/** +1, then ten digits, optionally grouped by spaces, dots, hyphens or an area code in parentheses. */
const PHONE_NUMBER = /^\+1[ .-]?(?:\(\d{3}\)|\d{3})[ .-]?\d{3}[ .-]?\d{4}$/;
export const PHONE_NUMBER_ID_MESSAGE = 'must be a phone number with the country code +1 and 10 digits, e.g. +12065550142 (only +1 is supported)';
export const PHONE_NUMBER_MESSAGE = 'must start with the country code +1 followed by a 10-digit number (only +1 is supported)';
export const IDENTIFIER_REQUIRED_MESSAGE = 'must have at least one identifier: email, phone_number_id, external_id or anonymous_id';

export type UpsertRequest = { ok: true; contacts: ContactInput[]; listIds: string[] } | { ok: false; errors: FieldError[] };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

/** A Date field's value as stored: ISO 8601 UTC without milliseconds; from `YYYY-MM-DD`, `MM/DD/YYYY` or an ISO date-time. */
function dateValue(given: string): string | undefined {
  const text = given.trim();
  const iso = ISO_DATE.exec(text);
  const us = US_DATE.exec(text);
  const parts = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : undefined;
  if (parts === undefined) return ISO_DATE_TIME.test(text) && !Number.isNaN(Date.parse(text)) ? new Date(Date.parse(text)).toISOString().replace(/\.\d{3}Z$/, 'Z') : undefined;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2026-02-30 over to March: such a date does not exist.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** A custom field value as stored, or the message saying why it cannot be. */
function customValue(field: FieldDefinitionRecord, given: unknown): { value: CustomFieldValue | null } | { message: string } {
  if (given === null) return { value: null };
  switch (field.field_type) {
    case 'Text':
      if (typeof given !== 'string' && typeof given !== 'number') return { message: 'must be a string' };
      return String(given).length > MAX_TEXT_VALUE_LENGTH ? { message: `must not exceed ${MAX_TEXT_VALUE_LENGTH} characters` } : { value: String(given) };
    case 'Number': {
      const number = typeof given === 'number' ? given : typeof given === 'string' && /^\s*-?\d+(?:\.\d+)?\s*$/.test(given) ? Number(given) : Number.NaN;
      return Number.isFinite(number) ? { value: number } : { message: 'must be a number' };
    }
    case 'Date': {
      const date = typeof given === 'string' ? dateValue(given) : undefined;
      return date === undefined ? { message: 'must be a date: YYYY-MM-DD, MM/DD/YYYY or an ISO 8601 date and time' } : { value: date };
    }
  }
}

function textRule(field: ContactTextField, value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'string') return 'must be a string';
  const trimmed = value.trim();
  if (trimmed.length > TEXT_LIMITS[field]) return `must not exceed ${TEXT_LIMITS[field]} characters`;
  if (trimmed === '') return undefined;
  if (field === 'email' && !isEmailAddress(trimmed)) return INVALID_EMAIL_MESSAGE;
  if (field === 'phone_number_id' && !PHONE_NUMBER_ID.test(trimmed)) return PHONE_NUMBER_ID_MESSAGE;
  if (field === 'phone_number' && !PHONE_NUMBER.test(trimmed)) return PHONE_NUMBER_MESSAGE;
  return undefined;
}

function alternateEmailsRule(value: unknown): string | undefined {
  if (!Array.isArray(value)) return 'must be a list of email addresses';
  if (value.length > MAX_ALTERNATE_EMAILS) return `must not contain more than ${MAX_ALTERNATE_EMAILS} email addresses`;
  const bad = value.find((email) => typeof email !== 'string' || !isEmailAddress(email.trim()));
  return bad === undefined ? undefined : `${String(bad)} ${INVALID_EMAIL_MESSAGE}`;
}

/**
 * Checks a `PUT /marketing/contacts` body for the owner and turns it into store input: the rules of
 * ENDPOINTS.md §1 `ContactRequest` (mocks/README "Contacts"). Custom fields are the owner's, by id; unknown
 * ids are reported together, in SendGrid's words. `knownListIds`: those of the given list ids that are the owner's.
 */
export function readUpsertRequest(body: Record<string, unknown>, owner: User, knownListIds: ReadonlySet<string>): UpsertRequest {
  const errors: FieldError[] = [];
  const { contacts, list_ids: listIds = [] } = body;
  if (!Array.isArray(contacts) || contacts.length === 0) return { ok: false, errors: [{ field: 'contacts', message: 'must contain at least one contact' }] };
  if (contacts.length > MAX_CONTACTS_PER_UPSERT) {
    return { ok: false, errors: [{ field: 'contacts', message: `must not contain more than ${MAX_CONTACTS_PER_UPSERT.toLocaleString('en-US')} contacts` }] };
  }
  if (!Array.isArray(listIds) || listIds.some((id) => typeof id !== 'string')) errors.push({ field: 'list_ids', message: 'must be a list of list ids' });
  else {
    const unknownLists = [...new Set(listIds as string[])].filter((id) => !knownListIds.has(id));
    if (unknownLists.length > 0) errors.push({ field: 'list_ids', message: `invalid list ids supplied - ${unknownLists.join(',')}` });
  }

  const fields = new Map(customFieldsOf(owner).map((field) => [apiIdOf(field), field]));
  const unknownFields = new Set<string>();
  const inputs: ContactInput[] = contacts.map((contact: unknown, index) => {
    const at = `contacts[${index}]`;
    if (!isObject(contact)) {
      errors.push({ field: at, message: 'must be an object' });
      return {};
    }
    if ('id' in contact) errors.push({ field: `${at}.id`, message: 'a contact is updated by its identifiers, never by its id' });
    if (IDENTIFIER_FIELDS.every((field) => isBlank(contact[field]))) errors.push({ field: at, message: IDENTIFIER_REQUIRED_MESSAGE });
    const input: ContactInput = {};
    for (const field of CONTACT_TEXT_FIELDS) {
      if (!(field in contact)) continue;
      const message = textRule(field, contact[field]);
      if (message === undefined) input[field] = contact[field] as string | null;
      else errors.push({ field: `${at}.${field}`, message });
    }
    if ('alternate_emails' in contact && contact.alternate_emails !== null) {
      const message = alternateEmailsRule(contact.alternate_emails);
      if (message === undefined) input.alternate_emails = contact.alternate_emails as string[];
      else errors.push({ field: `${at}.alternate_emails`, message });
    } else if (contact.alternate_emails === null) input.alternate_emails = [];
    if ('custom_fields' in contact && contact.custom_fields !== null) {
      if (!isObject(contact.custom_fields)) errors.push({ field: `${at}.custom_fields`, message: 'must be an object keyed by custom field id' });
      else {
        const values: Record<number, CustomFieldValue | null> = {};
        for (const [apiId, given] of Object.entries(contact.custom_fields)) {
          const field = fields.get(apiId);
          if (field === undefined) {
            unknownFields.add(apiId);
            continue;
          }
          const checked = customValue(field, given);
          if ('message' in checked) errors.push({ field: `${at}.custom_fields.${apiId}`, message: checked.message });
          else values[field.id] = checked.value;
        }
        input.custom_fields = values;
      }
    }
    return input;
  });
  // First: SendGrid's own words, which a client may look for.
  if (unknownFields.size > 0) errors.unshift({ field: 'custom_fields', message: `invalid custom field ids supplied - ${[...unknownFields].join(',')}` });
  return errors.length > 0 ? { ok: false, errors: errors.slice(0, MAX_ERRORS) } : { ok: true, contacts: inputs, listIds: [...new Set(listIds as string[])] };
}
