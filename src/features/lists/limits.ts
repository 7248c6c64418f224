/** Lists per page of the index and of the list choice (the API's default page size). */
export const LISTS_PAGE_SIZE = 100;
/** The API's largest page: sorting, filtering and the list choice read every list, at most MAX_LISTS. */
export const LISTS_MAX_PAGE_SIZE = 1000;
