/**
 * The contact fields a CSV column can fill, with their rules. Pure data: the dry run (in the CSV worker)
 * and the mock backend's import (mocks/db/contacts/import-contacts-csv.ts) read the same module, so the
 * dry run's numbers are the ones the server reports.
 */
import type { IdentifierField } from '@/shared/audience/contact';

/** The field types a column's values are checked against. */
export type ImportFieldType = 'text' | 'number' | 'date';

export interface ReservedImportField {
  /** Longest value, in characters (ENDPOINTS.md §1, ContactRequest). */
  maxLength: number;
  /** Finds the contact to update (the API's identifiers). */
  identifier?: true;
  /** A list of addresses in one cell, separated by commas, semicolons or spaces. */
  emailList?: true;
  /** What a value must look like (phone numbers: only +1 is supported, spec §5). */
  pattern?: RegExp;
  /** Other header spellings that map to the field, normalised (normalizeHeader). */
  synonyms: readonly string[];
}

/** E.164 with the one supported country code. */
const PHONE_NUMBER_ID = /^\+1\d{10}$/;
/** +1, then ten digits, optionally grouped by spaces, dots, hyphens or an area code in parentheses. */
const PHONE_NUMBER = /^\+1[ .-]?(?:\(\d{3}\)|\d{3})[ .-]?\d{3}[ .-]?\d{4}$/;

/**
 * Reserved fields a column may be mapped to, by their API name; read-only ones are left out. Limits and
 * phone formats are the upsert's (mocks/README.md "Contacts"), so an import takes what an upsert takes.
 */
export const RESERVED_IMPORT_FIELDS = {
  email: { maxLength: 254, identifier: true, synonyms: ['emailaddress', 'mail', 'mailaddress'] },
  phone_number_id: { maxLength: 20, identifier: true, pattern: PHONE_NUMBER_ID, synonyms: [] },
  external_id: { maxLength: 254, identifier: true, synonyms: [] },
  anonymous_id: { maxLength: 254, identifier: true, synonyms: [] },
  first_name: { maxLength: 50, synonyms: ['first', 'firstname', 'givenname', 'forename', 'fname'] },
  last_name: { maxLength: 50, synonyms: ['last', 'lastname', 'surname', 'familyname', 'lname'] },
  alternate_emails: { maxLength: 254, emailList: true, synonyms: ['alternateemail', 'otheremails', 'secondaryemail'] },
  address_line_1: { maxLength: 100, synonyms: ['address', 'address1', 'addressline1', 'street', 'streetaddress'] },
  address_line_2: { maxLength: 100, synonyms: ['address2', 'addressline2', 'apartment', 'suite'] },
  city: { maxLength: 60, synonyms: ['town'] },
  state_province_region: { maxLength: 50, synonyms: ['state', 'province', 'region', 'county'] },
  postal_code: { maxLength: 60, synonyms: ['zip', 'zipcode', 'postcode', 'postalcode'] },
  country: { maxLength: 50, synonyms: ['countryname'] },
  phone_number: { maxLength: 30, pattern: PHONE_NUMBER, synonyms: ['phone', 'mobile', 'mobilephone', 'telephone', 'tel', 'cellphone'] },
  whatsapp: { maxLength: 100, synonyms: [] },
  line: { maxLength: 100, synonyms: [] },
  facebook: { maxLength: 100, synonyms: [] },
  unique_name: { maxLength: 100, synonyms: [] },
} as const satisfies Record<string, ReservedImportField>;

export type ReservedImportName = keyof typeof RESERVED_IMPORT_FIELDS;

/** The most alternate emails one contact holds (spec §5). */
export const MAX_ALTERNATE_EMAILS = 25;
/** Longest value of a Text custom field. */
export const CUSTOM_TEXT_MAX_LENGTH = 1000;

export const isReservedImportName = (name: string): name is ReservedImportName => Object.hasOwn(RESERVED_IMPORT_FIELDS, name);

export const isIdentifierName = (name: string): name is IdentifierField =>
  isReservedImportName(name) && (RESERVED_IMPORT_FIELDS[name] as ReservedImportField).identifier === true;

/** What one column fills: a reserved field by its name, or a custom field by its id and type. */
export type ImportTarget = { kind: 'reserved'; name: ReservedImportName } | { kind: 'custom'; id: string; type: ImportFieldType };

/** Header text compared without case, spaces, underscores, hyphens or dots: "E-mail" and "e_mail" are "email". */
export const normalizeHeader = (header: string): string => header.toLowerCase().replace(/[\s_.-]+/g, '');
