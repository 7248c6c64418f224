import { INVALID_EMAIL_MESSAGE, TEXT_DIRECTION_MESSAGE } from '@/shared/form/messages';
import { isEmailAddress } from '@/shared/validation/email-address';
import { hasTextDirectionControls } from '@/shared/validation/text-direction';
import type { FieldError } from './errors';

/**
 * Server-side field rules, shared by every entity. A rule returns the message of the spec's generic
 * catalogue ("is a required field", "must be a valid email address", "must be unique",
 * "must not exceed N characters"), the form's text-direction message, or undefined. Fields are dotted paths into the body ('from.email').
 */
export type Rule = (value: unknown) => string | undefined;
export type FieldRules = Readonly<Record<string, readonly Rule[]>>;
/** 'create' checks every field; 'update' (partial PATCH) only the fields present in the body. */
export type ValidationMode = 'create' | 'update';

export const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export const required: Rule = (value) => (isBlank(value) ? 'is a required field' : undefined);

export const boolean: Rule = (value) => (value === undefined || typeof value === 'boolean' ? undefined : 'must be a boolean');

export const text: Rule = (value) =>
  value === undefined || value === null || typeof value === 'string' ? undefined : 'must be a string';

/** The app's one email rule (src/shared/validation/email-address.ts), so the form and the API never disagree. */
export const email: Rule = (value) =>
  typeof value === 'string' && !isBlank(value) && !isEmailAddress(value.trim()) ? INVALID_EMAIL_MESSAGE : undefined;

/** Names and addresses that reach recipients' inboxes refuse invisible text-direction characters. */
export const textDirection: Rule = (value) =>
  typeof value === 'string' && hasTextDirectionControls(value) ? TEXT_DIRECTION_MESSAGE : undefined;

export const maxLength =
  (limit: number): Rule =>
  (value) =>
    typeof value === 'string' && value.trim().length > limit ? `must not exceed ${limit} characters` : undefined;

export const unique =
  (isTaken: (value: string) => boolean): Rule =>
  (value) =>
    typeof value === 'string' && !isBlank(value) && isTaken(value.trim()) ? 'must be unique' : undefined;

/**
 * Looks up a dotted path. A missing key makes the path absent; a parent that is present but not an
 * object (`"from": null`) makes the leaf present and undefined, so a required rule reports it.
 */
export function valueAt(body: Record<string, unknown>, path: string): { present: boolean; value: unknown } {
  let current: unknown = body;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return { present: true, value: undefined };
    if (!(key in current)) return { present: false, value: undefined };
    current = (current as Record<string, unknown>)[key];
  }
  return { present: true, value: current };
}

/** The first failing rule of each field, in the order the fields are declared. */
export function validateFields(body: Record<string, unknown>, rules: FieldRules, mode: ValidationMode): FieldError[] {
  return Object.entries(rules).flatMap(([field, fieldRules]) => {
    const { present, value } = valueAt(body, field);
    if (mode === 'update' && !present) return [];
    for (const rule of fieldRules) {
      const message = rule(value);
      if (message !== undefined) return [{ field, message }];
    }
    return [];
  });
}

function setAt(target: Record<string, unknown>, [key, ...rest]: string[], value: string): void {
  if (key === undefined) return;
  if (rest.length === 0) {
    target[key] = value;
    return;
  }
  setAt((target[key] ??= {}) as Record<string, unknown>, rest, value);
}

/**
 * The values to store for the declared fields of a validated body, as a nested object of trimmed
 * strings (null becomes ''). In 'create' mode absent fields become ''; in 'update' mode they are left
 * out, so the result is a partial patch.
 */
export function pickFields(body: Record<string, unknown>, fields: readonly string[], mode: ValidationMode): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const field of fields) {
    const { present, value } = valueAt(body, field);
    if (mode === 'update' && !present) continue;
    setAt(picked, field.split('.'), typeof value === 'string' ? value.trim() : '');
  }
  return picked;
}
