/** Rows per page of the index (the spec leaves the value open). */
export const SINGLE_SENDS_PAGE_SIZE = 25;

/** The largest page the search answers: what reading every matching id (a bulk delete of "all") asks for. */
export const SINGLE_SENDS_MAX_PAGE_SIZE = 100;

/** The name a new single send gets until the user names it (SendGrid's). */
export const UNTITLED_SINGLE_SEND = 'Untitled Single Send';
