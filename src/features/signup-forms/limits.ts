/**
 * Signup form limits: the spec names a count limit without a value (§8); these are the product's choice.
 * The form checks them and the API enforces them (the mock imports this file).
 */
export const SIGNUP_FORM_LIMITS = {
  forms: 100,
  nameLength: 100,
  confirmationLength: 500,
  headerLength: 150,
  introLength: 1000,
  fields: 20,
  labelLength: 100,
  helperTextLength: 200,
  buttonTextLength: 40,
} as const;

/** The styles' numeric ranges, in CSS pixels. */
export const STYLE_RANGES = {
  borderWidth: { min: 0, max: 10 },
  borderRadius: { min: 0, max: 40 },
  padding: { min: 0, max: 64 },
  width: { min: 280, max: 800 },
} as const;
