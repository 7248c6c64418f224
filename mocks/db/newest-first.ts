/** Where a row sorts in a newest-first list: its ISO 8601 timestamp, then its id (so the order is total). */
export type RowKey = readonly [timestamp: string, id: string];

/** Newest first: the later timestamp, then the greater id. */
export const compareNewestFirst = (a: RowKey, b: RowKey) => b[0].localeCompare(a[0]) || b[1].localeCompare(a[1]);
