import { array, object, string, type ObjectSchema } from 'yup';
import type { ContactField } from '@/features/custom-fields/types';
import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE, UNIQUE_MESSAGE } from '@/shared/form/messages';
import { textField } from '@/shared/form/yup-fields';
import { isEmailAddress } from '@/shared/validation/email-address';
import { normalisePhone, splitEmails } from './contact-values';
import { DATE_INPUT } from './custom-field-values';
import { EDITABLE_FIELDS, IDENTIFIER_INPUTS, MAX_ALTERNATE_EMAILS } from './reserved-fields';
import type { ContactFormValues } from './types';

export const IDENTIFIER_REQUIRED_MESSAGE = 'needs at least one identifier: email, phone number ID, external ID or anonymous ID';
export const TOO_MANY_EMAILS_MESSAGE = `must not exceed ${MAX_ALTERNATE_EMAILS} email addresses`;
export const PHONE_COUNTRY_CODE_MESSAGE = 'must start with the country code +1';
export const PHONE_UNSUPPORTED_CODE_MESSAGE = 'only the +1 country code is supported';
export const PHONE_DIGITS_MESSAGE = 'must be +1 followed by a 10-digit number';
export const NUMBER_MESSAGE = 'must be a number';
export const DATE_MESSAGE = 'must be a valid date';
/** SendGrid's limit on a Text custom field's value. */
export const CUSTOM_TEXT_MAX = 1000;

const email = () =>
  textField(254).test('email', INVALID_EMAIL_MESSAGE, (value) => value === '' || isEmailAddress(value));

/** Spec §5: valid addresses, up to 25, none twice nor the contact's own email. */
const alternateEmails = () =>
  string()
    .default('')
    .test('emails', (text, context) => {
      const emails = splitEmails(text);
      const invalid = emails.find((address) => !isEmailAddress(address));
      if (invalid) return context.createError({ message: `${invalid} ${INVALID_EMAIL_MESSAGE}` });
      if (emails.length > MAX_ALTERNATE_EMAILS) return context.createError({ message: TOO_MANY_EMAILS_MESSAGE });
      const lower = emails.map((address) => address.toLowerCase());
      const own = String((context.parent as { email?: string }).email ?? '').trim().toLowerCase();
      if (new Set(lower).size < lower.length || (own !== '' && lower.includes(own))) return context.createError({ message: UNIQUE_MESSAGE });
      return true;
    });

/** Spec §5: a phone number needs a country code, and +1 is the only one supported. */
const phoneNumber = () =>
  string()
    .default('')
    .test('phone', (text, context) => {
      const phone = normalisePhone(text.trim());
      if (phone === '') return true;
      if (!phone.startsWith('+')) return context.createError({ message: PHONE_COUNTRY_CODE_MESSAGE });
      if (!phone.startsWith('+1')) return context.createError({ message: PHONE_UNSUPPORTED_CODE_MESSAGE });
      return /^\+1\d{10}$/.test(phone) || context.createError({ message: PHONE_DIGITS_MESSAGE });
    });

const customFieldSchema = (field: ContactField) => {
  switch (field.fieldType) {
    case 'number':
      return string().default('').test('number', NUMBER_MESSAGE, (value) => String(value).trim() === '' || Number.isFinite(Number(String(value).trim())));
    case 'date':
      return string()
        .default('')
        .test('date', DATE_MESSAGE, (value) => value === '' || (DATE_INPUT.test(value) && !Number.isNaN(Date.parse(value))));
    case 'text':
      return textField(CUSTOM_TEXT_MAX);
  }
};

const reservedSchemas = () => ({
  ...Object.fromEntries(
    EDITABLE_FIELDS.filter((field) => field.name !== 'alternate_emails' && field.name !== 'phone_number').map((field) => [
      field.name,
      textField(field.maxLength),
    ]),
  ),
  alternate_emails: alternateEmails(),
  phone_number: phoneNumber(),
});

const customFieldsSchema = (customFields: readonly ContactField[]) =>
  object(Object.fromEntries(customFields.map((field) => [field.id, customFieldSchema(field)])));

/**
 * The add form (spec §5): an email, or, when identifiers are enabled for the account, at least one of
 * the identifiers (the message goes under the email field, the first of them).
 */
export function addContactSchema(customFields: readonly ContactField[], identifiersEnabled: boolean) {
  const identifiers = {
    ...Object.fromEntries(
      IDENTIFIER_INPUTS.filter((field) => field.name !== 'email').map((field) => [field.name, textField(field.maxLength)]),
    ),
    // A phone number ID is a phone number too: E.164 with the one supported country code.
    phone_number_id: phoneNumber(),
  };
  const emailSchema = identifiersEnabled
    ? email().test('identifier', IDENTIFIER_REQUIRED_MESSAGE, (value, context) => {
        const parent = context.parent as Record<string, string | undefined>;
        return value !== '' || IDENTIFIER_INPUTS.some((field) => (parent[field.name] ?? '').trim() !== '');
      })
    : email().required(REQUIRED_MESSAGE);
  return object({
    ...reservedSchemas(),
    ...identifiers,
    email: emailSchema,
    customFields: customFieldsSchema(customFields),
    listIds: array(string().required()).default([]),
  }) as unknown as ObjectSchema<ContactFormValues>;
}

/** An edit of the profile: the identifiers are not edited there. */
export function editContactSchema(customFields: readonly ContactField[]) {
  return object({ ...reservedSchemas(), customFields: customFieldsSchema(customFields) }) as unknown as ObjectSchema<ContactFormValues>;
}
