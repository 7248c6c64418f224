/** The API refuses a 501st custom field (ENDPOINTS.md §3; the mock imports this too). */
export const MAX_CUSTOM_FIELDS = 500;

/** A custom field's name (OpenAPI: name maxLength 100), checked by field-name-rules.ts in the form and the mock. */
export const FIELD_NAME_MAX_LENGTH = 100;
