import { array, boolean, number, object, string } from 'yup';
import { REQUIRED_MESSAGE } from '@/shared/form/messages';
import { requiredText, textField } from '@/shared/form/yup-fields';
import { hasRequiredIdentifier } from './field-catalogue';
import { SIGNUP_FORM_LIMITS, STYLE_RANGES } from './limits';
import { COLOR_MESSAGE, IDENTIFIER_REQUIRED_MESSAGE } from './messages';
import { isHexColor } from './safe-styles';
import type { FormField } from './types';

const color = () => string().trim().required(REQUIRED_MESSAGE).test('hex', COLOR_MESSAGE, (value) => isHexColor(value));
const length = ({ min, max }: { min: number; max: number }) =>
  number().typeError(`must be a whole number from ${min} to ${max}`).required(REQUIRED_MESSAGE).integer(`must be a whole number from ${min} to ${max}`).min(min, `must be at least ${min}`).max(max, `must not exceed ${max}`);

/**
 * The editor's rules (spec §5: a confirmation message, and at least one identifier field that is
 * required); the API applies the same ones. The identifier rule reports under `identifier`.
 */
export const signupFormSchema = object({
  name: requiredText(SIGNUP_FORM_LIMITS.nameLength),
  listId: string().nullable(),
  confirmationMessage: requiredText(SIGNUP_FORM_LIMITS.confirmationLength),
  captcha: boolean(),
  header: textField(SIGNUP_FORM_LIMITS.headerLength),
  intro: textField(SIGNUP_FORM_LIMITS.introLength),
  fields: array()
    .of(object({ label: requiredText(SIGNUP_FORM_LIMITS.labelLength), helperText: textField(SIGNUP_FORM_LIMITS.helperTextLength) }))
    .max(SIGNUP_FORM_LIMITS.fields, `must not contain more than ${SIGNUP_FORM_LIMITS.fields} fields`),
  styles: object({
    backgroundColor: color(),
    textColor: color(),
    buttonColor: color(),
    buttonTextColor: color(),
    borderColor: color(),
    borderWidth: length(STYLE_RANGES.borderWidth),
    borderRadius: length(STYLE_RANGES.borderRadius),
    padding: length(STYLE_RANGES.padding),
    width: length(STYLE_RANGES.width),
    buttonText: requiredText(SIGNUP_FORM_LIMITS.buttonTextLength),
  }),
}).test('identifier', IDENTIFIER_REQUIRED_MESSAGE, (values, context) =>
  hasRequiredIdentifier((values.fields ?? []) as FormField[]) ? true : context.createError({ path: 'identifier', message: IDENTIFIER_REQUIRED_MESSAGE }),
);
