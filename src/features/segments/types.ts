import type { ContactDto } from '@/shared/audience/contact';

/** `status` of a Segments 2.0 segment: whether its query could be checked, and why not. */
export interface SegmentStatusDto {
  query_validation: 'PENDING' | 'VALID' | 'INVALID';
  error_message?: string | null;
}

/** One row of `GET /marketing/segments/2.0` (`SegmentSummary`, ENDPOINTS.md §4). */
export interface SegmentSummaryDto {
  id: string;
  name: string;
  contacts_count: number;
  created_at: string;
  updated_at: string;
  sample_updated_at?: string | null;
  next_sample_update?: string | null;
  parent_list_ids?: string[] | null;
  /** "2" for SQL v2; unset for a v1 segment. */
  query_version?: string | null;
  status?: SegmentStatusDto;
  refreshes_used?: number;
  max_refreshes?: number;
  last_refreshed_at?: string | null;
}

/** `GET /marketing/segments/2.0/{id}` and the answers to create and update. */
export interface SegmentDto extends SegmentSummaryDto {
  query_dsl: string;
  contacts_sample?: ContactDto[] | null;
}

/** One row of the legacy `GET /marketing/segments` (v1, read and delete only). */
export interface LegacySegmentDto {
  id: string;
  name: string;
  contacts_count: number;
  created_at: string;
  updated_at: string;
  sample_updated_at?: string | null;
  next_sample_update?: string | null;
  parent_list_id?: string | null;
}

/** Body of POST /marketing/segments/2.0. */
export interface CreateSegmentPayload {
  name: string;
  query_dsl: string;
  parent_list_ids?: string[];
}

/** Body of PATCH /marketing/segments/2.0/{id}: the parent list cannot change. */
export interface UpdateSegmentPayload {
  name: string;
  query_dsl: string;
}

/** Body of the live-count extension POST /marketing/segments/2.0/preview (mocks/README.md "Segments"). */
export interface SegmentPreviewPayload {
  query_dsl: string;
  parent_list_ids?: string[];
}

export interface SegmentPreviewDto {
  contacts_count: number;
  contacts_sample: ContactDto[];
}

export type SegmentVersion = 1 | 2;
export type SegmentStatus = 'valid' | 'pending' | 'invalid';

/** A segment of the index: V2, or a V1 one listed read-only. */
export interface Segment {
  id: string;
  name: string;
  version: SegmentVersion;
  /** The one parent list, or null for a segment of all contacts. */
  parentListId: string | null;
  contactsCount: number;
  createdAt: string;
  updatedAt: string;
  sampleUpdatedAt: string | null;
  nextSampleUpdate: string | null;
  status: SegmentStatus;
  /** Why the segment is invalid (e.g. the custom field it uses was deleted). */
  errorMessage: string | null;
  refreshesUsed: number;
  maxRefreshes: number;
  lastRefreshedAt: string | null;
}

/** A V2 segment as its detail screen and the builder read it. */
export interface SegmentDetail extends Segment {
  queryDsl: string;
  sample: ContactDto[];
}

/** The refreshes a segment allows a day when the answer leaves `max_refreshes` out. */
const DEFAULT_MAX_REFRESHES = 2;

const STATUSES: Record<SegmentStatusDto['query_validation'], SegmentStatus> = {
  PENDING: 'pending',
  VALID: 'valid',
  INVALID: 'invalid',
};

export const toSegment = (dto: SegmentSummaryDto): Segment => ({
  id: dto.id,
  name: dto.name,
  version: dto.query_version === '2' ? 2 : 1,
  parentListId: dto.parent_list_ids?.[0] ?? null,
  contactsCount: dto.contacts_count,
  createdAt: dto.created_at,
  updatedAt: dto.updated_at,
  sampleUpdatedAt: dto.sample_updated_at ?? null,
  nextSampleUpdate: dto.next_sample_update ?? null,
  status: dto.status ? STATUSES[dto.status.query_validation] : 'valid',
  errorMessage: dto.status?.error_message || null,
  refreshesUsed: dto.refreshes_used ?? 0,
  maxRefreshes: dto.max_refreshes ?? DEFAULT_MAX_REFRESHES,
  lastRefreshedAt: dto.last_refreshed_at ?? null,
});

export const toSegmentDetail = (dto: SegmentDto): SegmentDetail => ({
  ...toSegment(dto),
  queryDsl: dto.query_dsl,
  sample: dto.contacts_sample ?? [],
});

/** V1 segments stopped being processed: they are listed, never refreshed. */
export const fromLegacySegment = (dto: LegacySegmentDto): Segment => ({
  id: dto.id,
  name: dto.name,
  version: 1,
  parentListId: dto.parent_list_id ?? null,
  contactsCount: dto.contacts_count,
  createdAt: dto.created_at,
  updatedAt: dto.updated_at,
  sampleUpdatedAt: dto.sample_updated_at ?? null,
  nextSampleUpdate: dto.next_sample_update ?? null,
  status: 'valid',
  errorMessage: null,
  refreshesUsed: 0,
  maxRefreshes: 0,
  lastRefreshedAt: null,
});

/** What the builder form holds besides the query draft. */
export interface SegmentFormMeta {
  name: string;
  /** '' for all contacts, else the parent list's id. */
  parentListId: string;
}

/** Server field paths → builder form fields, so a 400 lands next to the right input. */
export const segmentServerFields = { name: 'name', query_dsl: 'query', parent_list_ids: 'parentListId' } as const;
