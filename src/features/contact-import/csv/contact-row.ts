/**
 * One CSV row checked against the mapping and turned into a contact: the rules of an import, shared by
 * the dry run (in the CSV worker) and the mock backend's import, so both count the same rows the same way.
 *
 * Per cell: the export's formula mark comes off (readCsvCell), the value is trimmed, and an empty cell
 * leaves the field as it is. Emails are lower-cased and must be valid addresses; phone numbers are US or
 * Canadian numbers in any common punctuation, kept as +1 and ten digits; a Number field takes a decimal
 * number (thousands may be grouped by commas), a Date field YYYY-MM-DD (optionally with a time), MM/DD/YYYY
 * or DD/MM/YYYY as the file's date order says, or an Excel serial day; text is bounded by the field's
 * length. A row needs one identifier (email, phone_number_id, external_id or anonymous_id): a bad
 * identifier refuses the row. A bad value in any other field is a field problem: the contact is imported
 * without that value, and the problem is reported, unless the import skips such rows. A row with an
 * identifier value an earlier valid row already had is a duplicate: the first one wins.
 */
import { IDENTIFIER_FIELDS, type IdentifierField } from '@/shared/audience/contact';
import { readCsvCell } from '@/shared/csv/csv-cell';
import { isEmailAddress } from '@/shared/validation/email-address';
import {
  CUSTOM_TEXT_MAX_LENGTH,
  isIdentifierName,
  MAX_ALTERNATE_EMAILS,
  RESERVED_IMPORT_FIELDS,
  type ImportTarget,
  type ReservedImportField,
  type ReservedImportName,
} from './import-fields';
import { createSeenValues } from './seen-values';
import { DEFAULT_ROW_RULES, type RowRules } from './row-rules';
import { isYearlessDate, normalizeUsPhone, parseDate, parseNumber, type DateOrder } from './value-checks';

export type RowProblem = 'invalid-email' | 'invalid-phone' | 'missing-identifier' | 'not-a-number' | 'not-a-date' | 'no-year' | 'too-long' | 'duplicate';

export const ROW_PROBLEMS: readonly RowProblem[] = ['invalid-email', 'invalid-phone', 'missing-identifier', 'not-a-number', 'not-a-date', 'no-year', 'too-long', 'duplicate'];

/** What can be wrong with one value of a field that does not identify the contact. */
export type FieldProblem = Extract<RowProblem, 'invalid-email' | 'invalid-phone' | 'not-a-number' | 'not-a-date' | 'no-year' | 'too-long'>;

export const FIELD_PROBLEMS: readonly FieldProblem[] = ['invalid-phone', 'not-a-number', 'not-a-date', 'no-year', 'too-long', 'invalid-email'];

/** What each field problem leaves out (one, several) and why: the dry run's one line per problem. */
const FIELD_PROBLEM_WORDS: Record<FieldProblem, [one: string, several: string, why: string]> = {
  'invalid-phone': ['phone number', 'phone numbers', 'not a +1 number'],
  'not-a-number': ['value of a Number field', 'values of Number fields', 'not a number'],
  'not-a-date': ['value of a Date field', 'values of Date fields', "not a date in the file's date order"],
  'no-year': ['date', 'dates', 'a day and month without a year'],
  'too-long': ['value', 'values', 'longer than their field allows'],
  'invalid-email': ['alternate email list', 'alternate email lists', 'not valid addresses'],
};

/** "2 phone numbers were not imported: not a +1 number"; `formatted` is `count` as the page writes numbers. */
export function fieldProblemSummary(problem: FieldProblem, count: number, formatted: string): string {
  const [one, several, why] = FIELD_PROBLEM_WORDS[problem];
  return count === 1 ? `${formatted} ${one} was not imported: ${why}` : `${formatted} ${several} were not imported: ${why}`;
}

/** How the dry run's summary and the error report name each problem. */
export const ROW_PROBLEM_LABELS: Record<RowProblem, string> = {
  'invalid-email': 'Invalid email address',
  'invalid-phone': 'Invalid phone number (+1 and 10 digits)',
  'missing-identifier': 'No email or other identifier',
  'not-a-number': 'Not a number (Number field)',
  'not-a-date': 'Not a date (Date field)',
  'no-year': 'Date without a year (Date field)',
  'too-long': 'Value too long',
  duplicate: 'Duplicate row in the file',
};

/** A valid row's values: reserved fields by API name, custom fields by id (dates as ISO 8601 UTC). */
export interface ImportedContact {
  reserved: Partial<Record<Exclude<ReservedImportName, 'alternate_emails'>, string>>;
  alternateEmails?: string[];
  custom: Record<string, string | number>;
}

/** The report's Error cell for a row imported without some of its values. */
export const fieldProblemReport = (failures: readonly FieldFailure[]): string =>
  `Imported without ${failures.length === 1 ? 'this value' : 'these values'}: ${failures.map((failure) => failure.message).join('; ')}`;

/** A value left out of an imported contact, and why. */
export interface FieldFailure {
  problem: FieldProblem;
  message: string;
}

export type RowOutcome = { ok: true; contact: ImportedContact; fieldFailures: readonly FieldFailure[] } | { ok: false; problem: RowProblem; message: string };

interface Failure {
  problem: FieldProblem;
  message: string;
}

/** Puts one non-empty value into the contact, or says what is wrong with it. */
type ColumnRule = (value: string, contact: ImportedContact) => Failure | undefined;

/**
 * A lower-cased ASCII address every part of which isEmailAddress accepts: the common case, checked with
 * one regular expression; anything else (an international domain, an odd label) goes to isEmailAddress.
 */
const PLAIN_EMAIL = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
const isEmail = (email: string) => (email.length <= 254 && PLAIN_EMAIL.test(email)) || isEmailAddress(email);

const quoted = (value: string) => `“${value.length > 60 ? `${value.slice(0, 60)}…` : value}”`;

function reservedRule(name: ReservedImportName, label: string): ColumnRule {
  const field: ReservedImportField = RESERVED_IMPORT_FIELDS[name];
  const tooLong = { problem: 'too-long', message: `${label} is longer than ${field.maxLength} characters` } as const;
  if (field.emailList === true) {
    return (value, contact) => {
      const emails = value.toLowerCase().split(/[\s,;]+/).filter(Boolean);
      if (emails.length > MAX_ALTERNATE_EMAILS) return { problem: 'too-long', message: `${label} holds more than ${MAX_ALTERNATE_EMAILS} addresses` };
      const bad = emails.find((email) => !isEmail(email));
      if (bad !== undefined) return { problem: 'invalid-email', message: `${label}: ${quoted(bad)} is not a valid email address` };
      contact.alternateEmails = emails;
      return undefined;
    };
  }
  const key = name as Exclude<ReservedImportName, 'alternate_emails'>;
  if (name === 'email') {
    return (value, contact) => {
      if (value.length > field.maxLength) return tooLong;
      const email = value.toLowerCase();
      if (!isEmail(email)) return { problem: 'invalid-email', message: `${label}: ${quoted(value)} is not a valid email address` };
      contact.reserved.email = email;
      return undefined;
    };
  }
  if (field.phone === true) {
    return (value, contact) => {
      const phone = normalizeUsPhone(value);
      if (phone === undefined) return { problem: 'invalid-phone', message: `${label}: ${quoted(value)} is not a +1 number (US or Canada, 10 digits)` };
      contact.reserved[key] = phone;
      return undefined;
    };
  }
  return (value, contact) => {
    if (value.length > field.maxLength) return tooLong;
    contact.reserved[key] = value;
    return undefined;
  };
}

function customRule(target: Extract<ImportTarget, { kind: 'custom' }>, label: string, dateOrder: DateOrder): ColumnRule {
  const { id, type } = target;
  if (type === 'number') {
    return (value, contact) => {
      const number = parseNumber(value);
      if (number === undefined) return { problem: 'not-a-number', message: `${label}: ${quoted(value)} is not a number` };
      contact.custom[id] = number;
      return undefined;
    };
  }
  if (type === 'date') {
    return (value, contact) => {
      if (isYearlessDate(value)) return { problem: 'no-year', message: `${label}: ${quoted(value)} has no year, so no date was kept` };
      const date = parseDate(value, dateOrder);
      if (date === undefined) {
        const written = dateOrder === 'mdy' ? 'MM/DD/YYYY' : 'DD/MM/YYYY';
        return { problem: 'not-a-date', message: `${label}: ${quoted(value)} is not a date (use YYYY-MM-DD or ${written})` };
      }
      contact.custom[id] = date;
      return undefined;
    };
  }
  return (value, contact) => {
    if (value.length > CUSTOM_TEXT_MAX_LENGTH) return { problem: 'too-long', message: `${label} is longer than ${CUSTOM_TEXT_MAX_LENGTH} characters` };
    contact.custom[id] = value;
    return undefined;
  };
}

const NO_FAILURES: readonly FieldFailure[] = [];

export interface RowChecker {
  /** The identifiers the mapping fills, in the API's order (email first). */
  identifierTypes: readonly IdentifierField[];
  /** Checks one data row (its line as the file numbers it); a valid row's identifiers count as seen. */
  check(cells: readonly string[], line: number): RowOutcome;
  /** The identifier values of the last valid row, in `identifierTypes` order ('' for none). */
  lastIdentifiers(): readonly string[];
}

export { DEFAULT_ROW_RULES, type RowRules } from './row-rules';

/** A checker for the rows of one file: `columns[i]` is what column i fills (null: skipped), `headers` its names. */
export function createRowChecker(columns: readonly (ImportTarget | null)[], headers: readonly string[], rowRules: RowRules = DEFAULT_ROW_RULES): RowChecker {
  const labelOf = (index: number) => headers[index]?.trim() || `Column ${index + 1}`;
  const rules = columns.map((target, index): ColumnRule | null => {
    if (target === null) return null;
    return target.kind === 'reserved' ? reservedRule(target.name, labelOf(index)) : customRule(target, labelOf(index), rowRules.dateOrder);
  });
  const identifies = columns.map((target) => target?.kind === 'reserved' && isIdentifierName(target.name));
  const mapped = new Set(columns.flatMap((target) => (target?.kind === 'reserved' ? [target.name] : [])));
  const identifierTypes = IDENTIFIER_FIELDS.filter((field) => mapped.has(field));
  /** Per identifier type, the values seen in valid rows → their line. */
  const seen = identifierTypes.map(() => createSeenValues());
  let identifiers: string[] = [];

  return {
    identifierTypes,
    lastIdentifiers: () => identifiers,
    check(cells, line) {
      const contact: ImportedContact = { reserved: {}, custom: {} };
      let fieldFailures: FieldFailure[] | undefined;
      for (let index = 0; index < rules.length; index += 1) {
        const rule = rules[index];
        const raw = cells[index];
        if (rule === null || rule === undefined || raw === undefined || raw === '') continue;
        const value = (raw.charCodeAt(0) === 39 ? readCsvCell(raw) : raw).trim();
        if (value === '') continue;
        const failure = rule(value, contact);
        if (failure === undefined) continue;
        if (identifies[index] === true || rowRules.skipRowsWithFieldProblems) return { ok: false, ...failure };
        (fieldFailures ??= []).push(failure);
      }
      const values = identifierTypes.map((type) => contact.reserved[type] ?? '');
      if (values.every((value) => value === '')) {
        return { ok: false, problem: 'missing-identifier', message: `No ${identifierTypes.join(' or ').replace(/_/g, ' ') || 'identifier'}` };
      }
      for (let index = 0; index < values.length; index += 1) {
        const value = values[index];
        if (value === undefined || value === '') continue;
        const earlier = seen[index]?.lineOf(value);
        if (earlier !== undefined) {
          return { ok: false, problem: 'duplicate', message: `Duplicate of row ${earlier} (same ${(identifierTypes[index] ?? 'identifier').replace(/_/g, ' ')})` };
        }
      }
      values.forEach((value, index) => {
        if (value !== '') seen[index]?.add(value, line);
      });
      identifiers = values;
      return { ok: true, contact, fieldFailures: fieldFailures ?? NO_FAILURES };
    },
  };
}
