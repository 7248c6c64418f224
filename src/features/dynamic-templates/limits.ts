/** The templates API's limits (spec §9, ENDPOINTS.md §9); the mock backend imports and enforces the same. */
export const DYNAMIC_TEMPLATE_LIMITS = { templates: 300, versionsPerTemplate: 50, versionsPerAccount: 300, nameLength: 100, subjectLength: 255 } as const;

/** Templates per page of the index, and the most one page of GET /templates may hold. */
export const TEMPLATES_PAGE_SIZE = 20;
export const TEMPLATES_API_PAGE_SIZE = 200;
