import { hasRequiredIdentifier, isReservedFormField } from '@/features/signup-forms/field-catalogue';
import { SIGNUP_FORM_LIMITS, STYLE_RANGES } from '@/features/signup-forms/limits';
import { COLOR_MESSAGE, IDENTIFIER_REQUIRED_MESSAGE } from '@/features/signup-forms/messages';
import { isHexColor } from '@/features/signup-forms/safe-styles';
import type { SignupFormFieldDto, SignupFormPayload, SignupFormStylesDto } from '@/features/signup-forms/types';
import type { FieldError } from './errors';
import { isBlank, maxLength, required, validateFields, type FieldRules, type ValidationMode } from './validation';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const TEXT_RULES: FieldRules = {
  name: [required, maxLength(SIGNUP_FORM_LIMITS.nameLength)],
  confirmation_message: [required, maxLength(SIGNUP_FORM_LIMITS.confirmationLength)],
  header: [maxLength(SIGNUP_FORM_LIMITS.headerLength)],
  intro: [maxLength(SIGNUP_FORM_LIMITS.introLength)],
};

const COLORS = ['background_color', 'text_color', 'button_color', 'button_text_color', 'border_color'] as const;
const LENGTHS = { border_width: STYLE_RANGES.borderWidth, border_radius: STYLE_RANGES.borderRadius, padding: STYLE_RANGES.padding, width: STYLE_RANGES.width } as const;

function fieldErrors(fields: unknown, knownCustomFields: ReadonlySet<string>): FieldError[] {
  if (!Array.isArray(fields)) return [{ field: 'fields', message: 'must be a list of fields' }];
  if (fields.length > SIGNUP_FORM_LIMITS.fields) return [{ field: 'fields', message: `must not contain more than ${SIGNUP_FORM_LIMITS.fields} fields` }];
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  fields.forEach((field: unknown, index) => {
    const at = `fields[${index}]`;
    if (!isObject(field) || typeof field.field_id !== 'string') return errors.push({ field: at, message: 'must be a field with a field_id' });
    if (!isReservedFormField(field.field_id) && !knownCustomFields.has(field.field_id)) errors.push({ field: `${at}.field_id`, message: 'must be a reserved field or one of your custom fields' });
    if (seen.has(field.field_id)) errors.push({ field: `${at}.field_id`, message: 'must be unique' });
    seen.add(field.field_id);
    const label = required(field.label) ?? maxLength(SIGNUP_FORM_LIMITS.labelLength)(field.label);
    if (label) errors.push({ field: `${at}.label`, message: label });
    const helper = maxLength(SIGNUP_FORM_LIMITS.helperTextLength)(field.helper_text);
    if (helper) errors.push({ field: `${at}.helper_text`, message: helper });
    if (typeof field.required !== 'boolean') errors.push({ field: `${at}.required`, message: 'must be a boolean' });
    return undefined;
  });
  const valid = fields.filter(isObject).map((field) => ({ fieldId: String(field.field_id), required: field.required === true }));
  if (errors.length === 0 && !hasRequiredIdentifier(valid)) errors.push({ field: 'fields', message: IDENTIFIER_REQUIRED_MESSAGE });
  return errors;
}

function styleErrors(styles: unknown): FieldError[] {
  if (!isObject(styles)) return [{ field: 'styles', message: 'must be an object' }];
  const errors: FieldError[] = [];
  for (const key of COLORS) if (typeof styles[key] !== 'string' || !isHexColor(styles[key])) errors.push({ field: `styles.${key}`, message: COLOR_MESSAGE });
  for (const [key, { min, max }] of Object.entries(LENGTHS)) {
    const value = styles[key];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) errors.push({ field: `styles.${key}`, message: `must be a whole number from ${min} to ${max}` });
  }
  const text = required(styles.button_text) ?? maxLength(SIGNUP_FORM_LIMITS.buttonTextLength)(styles.button_text);
  if (text) errors.push({ field: 'styles.button_text', message: text });
  return errors;
}

/**
 * Checks a signup form body: every field on create, those present on update. `list_id` is checked by the
 * caller (the contact store answers asynchronously); it may be null while the form is a draft.
 */
export function validateSignupForm(body: Record<string, unknown>, mode: ValidationMode, knownCustomFields: ReadonlySet<string>): FieldError[] {
  const errors = validateFields(body, TEXT_RULES, mode);
  if ((mode === 'create' || 'captcha' in body) && typeof body.captcha !== 'boolean') errors.push({ field: 'captcha', message: 'must be a boolean' });
  if (mode === 'create' || 'fields' in body) errors.push(...fieldErrors(body.fields, knownCustomFields));
  if (mode === 'create' || 'styles' in body) errors.push(...styleErrors(body.styles));
  if ('list_id' in body && body.list_id !== null && (typeof body.list_id !== 'string' || isBlank(body.list_id))) errors.push({ field: 'list_id', message: 'must be a list id or null' });
  return errors;
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The stored values of a validated body: all of them on create, those present on update. */
export function readSignupForm(body: Record<string, unknown>, mode: ValidationMode): Partial<SignupFormPayload> {
  const picked: Partial<SignupFormPayload> = {};
  const has = (key: string) => mode === 'create' || key in body;
  if (has('name')) picked.name = trimmed(body.name);
  if (has('list_id')) picked.list_id = typeof body.list_id === 'string' ? body.list_id : null;
  if (has('confirmation_message')) picked.confirmation_message = trimmed(body.confirmation_message);
  if (has('captcha')) picked.captcha = body.captcha === true;
  if (has('header')) picked.header = trimmed(body.header);
  if (has('intro')) picked.intro = trimmed(body.intro);
  if (has('fields')) {
    picked.fields = (body.fields as Record<string, unknown>[]).map(
      (field): SignupFormFieldDto => ({
        field_id: String(field.field_id),
        field_type: field.field_type === 'Number' || field.field_type === 'Date' ? field.field_type : 'Text',
        label: trimmed(field.label),
        helper_text: trimmed(field.helper_text),
        required: field.required === true,
      }),
    );
  }
  if (has('styles')) {
    const styles = body.styles as Record<string, unknown>;
    picked.styles = { ...(styles as unknown as SignupFormStylesDto), button_text: trimmed(styles.button_text) };
    picked.styles = Object.fromEntries(
      [...COLORS, ...Object.keys(LENGTHS), 'button_text'].map((key) => [key, (picked.styles as unknown as Record<string, unknown>)[key]]),
    ) as unknown as SignupFormStylesDto;
  }
  return picked;
}
