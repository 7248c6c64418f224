/** The product spec's limits for unsubscribe groups (§5, §9); the mock backend enforces the same. */
export const GROUP_LIMITS = {
  /** Groups an account can have. */
  groups: 200,
  /** Groups shown on the recipient's preferences page. */
  displayed: 25,
  name: 30,
  description: 100,
} as const;

/** Groups per GET /asm/groups page. */
export const GROUPS_PAGE_SIZE = 25;

/** Addresses one CSV upload may hold; the rest of a longer file is left for another upload. */
export const MAX_CSV_ADDRESSES = 20_000;

/**
 * Addresses per POST /asm/groups/{id}/suppressions during a CSV upload: 20,000 addresses make 20
 * requests of about 30 KB each, so a failure costs at most 1,000 addresses to retry and the progress
 * bar moves in 5% steps. The mock accepts at most 1,000 per request.
 */
export const UPLOAD_BATCH_SIZE = 1000;

/** Batch requests in flight at once (the product spec: 5 in parallel). */
export const UPLOAD_PARALLEL_REQUESTS = 5;

/** Designed here: the most addresses one POST /asm/groups/{id}/suppressions may carry. */
export const MAX_ADDRESSES_PER_REQUEST = 1000;

/** Addresses one manual add may hold: one request, the server's per-request maximum. */
export const MAX_MANUAL_ADDRESSES = MAX_ADDRESSES_PER_REQUEST;
