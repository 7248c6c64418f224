/** The spec's limit on one contact CSV (audience-and-account.md §5 and §9). */
export const MAX_IMPORT_CONTACTS = 1_000_000;

/** Rows shown under each column's header on the mapping screen. */
export const SAMPLE_ROWS = 3;

/** Invalid rows listed on screen after the dry run; the error report holds every one. */
export const LISTED_INVALID_ROWS = 20;

/**
 * Rows per request of the dry run's existing-contacts check (the mock extension
 * POST /marketing/contacts/identifiers/matches, mocks/README.md "Contact imports", takes 10,000): 100,000
 * rows are 10 requests, 5 in flight. As many as it takes, since each request costs the page's main thread
 * about as much for its own handling (the mock's included) as for its rows.
 */
export const MATCH_ROWS_PER_REQUEST = 10_000;

/** Files above this many bytes are gzipped before the upload (the API takes gzip); below it, not worth it. */
export const GZIP_ABOVE_BYTES = 256 * 1024;

/** Where a free account raises its contact limit (the shell's contact-limit banner links there too). */
export const UPGRADE_URL = 'https://app.sendgrid.com/account/billing';
