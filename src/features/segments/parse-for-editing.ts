import type { ContactField, FieldType } from '@/features/custom-fields/types';
import type { ParsedSegment, QueryContext } from './query/model';
import { parseQueryDsl } from './query/parse-query';

/** The id the builder gives a field a query names but the account no longer has. */
const MISSING_FIELD_PREFIX = 'missing:';
const MISSING_FIELD_REASON = /^the field (.+) does not exist or cannot be used in the builder$/;
const TYPES: readonly FieldType[] = ['text', 'number', 'date'];

export const isMissingField = (fieldId: string) => fieldId.startsWith(MISSING_FIELD_PREFIX);
export const missingFieldName = (fieldId: string) => fieldId.slice(MISSING_FIELD_PREFIX.length);

export interface EditableSegment {
  parsed: ParsedSegment;
  /** The custom fields the query names that no longer exist (why a segment became invalid). */
  missingFields: string[];
  /** The context the query was read with: the account's fields plus a stand-in for each missing one. */
  context: QueryContext;
}

const standIn = (name: string, fieldType: FieldType): ContactField => ({
  id: `${MISSING_FIELD_PREFIX}${name}`,
  name,
  fieldType,
  readOnly: false,
  displayName: `Deleted field ${name}`,
});

/**
 * Reads a segment's query for the builder and the detail. A query that names a deleted custom field (an
 * invalid segment) is still shown, with a stand-in for the field in the condition, so the user sees what
 * to replace; the stand-in's type is the one the condition's form reads as. Any other query the builder
 * cannot show stays "too advanced".
 */
export function parseForEditing(queryDsl: string, context: QueryContext): EditableSegment {
  let current = context;
  let parsed = parseQueryDsl(queryDsl, current);
  const missingFields: string[] = [];
  for (;;) {
    const name = parsed.kind === 'too_advanced' ? MISSING_FIELD_REASON.exec(parsed.reason)?.[1] : undefined;
    const known = (candidate: string) => current.fields.some((field) => field.name.toLowerCase() === candidate.toLowerCase());
    if (name === undefined || known(name)) break;
    const attempt = TYPES.map((type) => {
      const trial = { ...current, fields: [...current.fields, standIn(name, type)] };
      return { trial, result: parseQueryDsl(queryDsl, trial) };
    }).find(({ result }) => result.kind === 'builder' || !result.reason.includes(name));
    if (attempt === undefined) break;
    missingFields.push(name);
    current = attempt.trial;
    parsed = attempt.result;
  }
  return { parsed, missingFields, context: current };
}
