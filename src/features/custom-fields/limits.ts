/** The API refuses a 501st custom field (ENDPOINTS.md §3; the mock imports this too). */
export const MAX_CUSTOM_FIELDS = 500;
