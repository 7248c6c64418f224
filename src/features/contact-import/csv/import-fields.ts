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
  /** A phone number: only +1 is supported (spec §5); written with any common punctuation, kept as E.164. */
  phone?: true;
  /** Other header spellings that map to the field, normalised (normalizeHeader). */
  synonyms: readonly string[];
}

/**
 * Header spellings of the exporters marketers arrive from, normalised (normalizeHeader): Mailchimp
 * ("Email Address", "Phone Number", "CC" for the country code, "REGION"), HubSpot ("State/Region",
 * "Country/Region", "Mobile Phone Number", "Street Address"), Brevo ("EMAIL", "FIRSTNAME", "SMS",
 * "LANDLINE_NUMBER", and its French "PRENOM", "NOM"), Klaviyo ("State / Region", "Zip Code", "Address 2"),
 * Constant Contact ("Home Address Line 1", "State / Province", "Zip / Postal Code", "Phone Number - Mobile") and SendGrid's own export
 * ("STATE_PROVINCE_REGION", "PHONE_NUMBER_ID"). Sources: test/fixtures/contact-exports/README.md.
 */
const PHONE_SYNONYMS = ['phone', 'mobile', 'mobilephone', 'mobilephonenumber', 'phonemobile', 'phonenumbermobile', 'cellphone', 'cell', 'telephone', 'tel', 'sms', 'landlinenumber', 'phonenumberhome', 'phonenumberwork', 'workphone', 'homephone'];

/**
 * Reserved fields a column may be mapped to, by their API name; read-only ones are left out. Limits and
 * phone formats are the upsert's (mocks/README.md "Contacts"), so an import takes what an upsert takes.
 */
export const RESERVED_IMPORT_FIELDS = {
  email: { maxLength: 254, identifier: true, synonyms: ['emailaddress', 'mail', 'mailaddress', 'courriel'] },
  phone_number_id: { maxLength: 20, identifier: true, phone: true, synonyms: ['phonenumberid'] },
  external_id: { maxLength: 254, identifier: true, synonyms: [] },
  anonymous_id: { maxLength: 254, identifier: true, synonyms: [] },
  first_name: { maxLength: 50, synonyms: ['first', 'firstname', 'givenname', 'forename', 'fname', 'prenom', 'vorname'] },
  last_name: { maxLength: 50, synonyms: ['last', 'lastname', 'surname', 'familyname', 'lname', 'nom', 'nachname'] },
  alternate_emails: { maxLength: 254, emailList: true, synonyms: ['alternateemail', 'otheremails', 'secondaryemail'] },
  address_line_1: { maxLength: 100, synonyms: ['address', 'address1', 'addressline1', 'street', 'streetaddress', 'streetaddressline1', 'street1', 'homeaddressline1', 'workaddressline1'] },
  address_line_2: { maxLength: 100, synonyms: ['address2', 'addressline2', 'streetaddressline2', 'street2', 'homeaddressline2', 'workaddressline2', 'apartment', 'suite'] },
  city: { maxLength: 60, synonyms: ['town', 'ville', 'stadt', 'ciudad'] },
  state_province_region: { maxLength: 50, synonyms: ['state', 'province', 'region', 'county', 'stateregion', 'stateprovince'] },
  postal_code: { maxLength: 60, synonyms: ['zip', 'zipcode', 'postcode', 'zippostalcode', 'postalzipcode'] },
  country: { maxLength: 50, synonyms: ['countryname', 'countryregion', 'cc', 'countrycode'] },
  phone_number: { maxLength: 30, phone: true, synonyms: PHONE_SYNONYMS },
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

/**
 * Header text compared without case, accents, spaces or punctuation: "E-mail" and "e_mail" are "email",
 * "State/Region" and "State / Region" are "stateregion", "Prénom" is "prenom".
 */
export const normalizeHeader = (header: string): string =>
  header
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * Other names of the custom fields accounts commonly make, normalised: a header "Company Name" fills a
 * custom field named "company" when the account has one (its own name always matches first).
 */
export const CUSTOM_FIELD_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  company: ['companyname', 'organization', 'organisation', 'organizationname', 'business'],
  jobtitle: ['title', 'position', 'job'],
  birthday: ['birthdate', 'dateofbirth', 'dob'],
};
