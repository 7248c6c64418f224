/** The designs API's limits (ENDPOINTS.md §8); the mock backend enforces the same. */
export const DESIGN_LIMITS = {
  name: 100,
  /** html_content and plain_content: 1 MiB. */
  content: 1024 * 1024,
  subject: 5000,
  categories: 10,
  category: 255,
} as const;

/** The API's page size when none is asked for, and the most one page may hold (the mock's bound). */
export const DESIGNS_API_PAGE_SIZE = 100;

/** Designs per page of the list: a grid of four columns, six rows. */
export const DESIGNS_PAGE_SIZE = 24;
