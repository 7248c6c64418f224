import { createTable } from './table';

/**
 * Segments (ENDPOINTS.md §4): Segments 2.0 (`query_version` '2', a `query_dsl` SQL subset) and legacy v1
 * segments (`query_version` '1', SGQL), which are read-only and frozen since their processing stopped.
 *
 * Membership lives in the contact store (`segment_members`, refreshed by `refreshSegmentMembers`); this row
 * keeps what the API reports about the last evaluation: the count, the sample's contact ids and its times.
 * Timing (mocks/README.md "Segments"): a new or changed query is PENDING until `next_sample_update`, a few
 * seconds later; the first read after that evaluates it, and every read once an hour has passed again.
 */
export interface SegmentRecord {
  /** UUID. */
  id: string;
  /** Username of the account that owns the segment. Never sent to the client. */
  owner: string;
  name: string;
  query_dsl: string;
  query_version: '1' | '2';
  /** At most one list id. */
  parent_list_ids: string[];
  /** ISO 8601. */
  created_at: string;
  updated_at: string;
  /** When the query last changed (absent: at creation): the segment is PENDING until an evaluation after it. */
  query_updated_at?: string;
  contacts_count: number;
  /** The contacts of the last evaluation's sample, newest first (at most SAMPLE_SIZE). */
  sample_contact_ids: string[];
  /** Null until the first evaluation. */
  sample_updated_at: string | null;
  next_sample_update: string;
  last_refreshed_at: string | null;
  /** Manual refreshes (ISO 8601), newest first, kept for two days: the refresh limits count them. */
  refreshes: string[];
  /** The `user_time_zone` of the last refresh: whose midnight `refreshes_used` resets at. */
  refresh_time_zone?: string;
}

export const segmentsTable = createTable<SegmentRecord>();

/** The owner's segments, oldest first. */
export function segmentsOf(owner: string, version?: SegmentRecord['query_version']): SegmentRecord[] {
  return segmentsTable
    .all()
    .filter((segment) => segment.owner === owner && (version === undefined || segment.query_version === version))
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
}

export function findSegment(owner: string, id: string, version?: SegmentRecord['query_version']): SegmentRecord | undefined {
  const segment = segmentsTable.get(id);
  return segment?.owner === owner && (version === undefined || segment.query_version === version) ? segment : undefined;
}

/** The segments (both versions) whose parent is the list: a list they use cannot be deleted (the locked-list screen). */
export function segmentsWithParentList(owner: string, listId: string): { id: string; name: string }[] {
  return segmentsOf(owner)
    .filter((segment) => segment.parent_list_ids.includes(listId))
    .map(({ id, name }) => ({ id, name }));
}
