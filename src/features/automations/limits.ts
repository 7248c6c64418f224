/** Rows per page of the index (the spec leaves the value open). */
export const AUTOMATIONS_PAGE_SIZE = 25;

/** The largest page the list answers: what reading every matching id (a bulk delete of "all") asks for. */
export const AUTOMATIONS_MAX_PAGE_SIZE = 100;
