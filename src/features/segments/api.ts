import { forkJoin, type Observable } from 'rxjs';
import { map } from 'rxjs/operators';
import type { ApiClient } from '@/shared/api/client';
import { basedOnRevision } from '@/shared/api/edit-precondition';
import type { ListDto } from '@/shared/audience/list';
import { MAX_LISTS } from '@/shared/audience/list';
import type { ContactEventsDto, ContactMailEvent } from './query/model';
import {
  fromLegacySegment,
  toSegment,
  toSegmentDetail,
  type CreateSegmentPayload,
  type LegacySegmentDto,
  type Segment,
  type SegmentDetail,
  type SegmentDto,
  type SegmentPreviewDto,
  type SegmentPreviewPayload,
  type SegmentSummaryDto,
  type UpdateSegmentPayload,
} from './types';

const SEGMENTS = '/marketing/segments/2.0';
const LEGACY_SEGMENTS = '/marketing/segments';
const segmentPath = (id: string) => `${SEGMENTS}/${encodeURIComponent(id)}`;

/**
 * Every segment: the V2 ones, and the V1 ones the legacy endpoint still lists (read and delete only).
 * A V1 segment the 2.0 list also answers (no query_version) is listed once.
 */
export const fetchSegments = (api: ApiClient): Observable<Segment[]> =>
  forkJoin([
    api.get<{ results: SegmentSummaryDto[] }>(SEGMENTS),
    api.get<{ results: LegacySegmentDto[] }>(LEGACY_SEGMENTS),
  ]).pipe(
    map(([current, legacy]) => {
      const segments = current.results.map(toSegment);
      const known = new Set(segments.map((segment) => segment.id));
      return [...segments, ...legacy.results.filter((dto) => !known.has(dto.id)).map(fromLegacySegment)];
    }),
  );

export const fetchSegment = (api: ApiClient, id: string): Observable<SegmentDetail> =>
  api.get<SegmentDto>(segmentPath(id)).pipe(map(toSegmentDetail));

export const createSegment = (api: ApiClient, payload: CreateSegmentPayload): Observable<SegmentDetail> =>
  api.post<SegmentDto>(SEGMENTS, payload).pipe(map(toSegmentDetail));

/** `basedOn`: the `updated_at` the edits started from; the server answers 409 when it was saved since. */
export const updateSegment = (api: ApiClient, id: string, payload: UpdateSegmentPayload, basedOn: string): Observable<SegmentDetail> =>
  api.patch<SegmentDto>(segmentPath(id), payload, basedOnRevision(basedOn)).pipe(map(toSegmentDetail));

export const deleteSegment = (api: ApiClient, id: string, version: 1 | 2) =>
  api.delete<void>(version === 2 ? segmentPath(id) : `${LEGACY_SEGMENTS}/${encodeURIComponent(id)}`);

/** 202 `{ job_id }`; 429 past a limit. The daily counts reset at midnight in `timeZone` (IANA). */
export const refreshSegment = (api: ApiClient, id: string, timeZone: string) =>
  api.post<{ job_id: string }>(`${SEGMENTS}/refresh/${encodeURIComponent(id)}`, { user_time_zone: timeZone });

/** The live count while a segment is edited (mock extension, mocks/README.md "Segments"). */
export const previewSegment = (api: ApiClient, payload: SegmentPreviewPayload) =>
  api.post<SegmentPreviewDto>(`${SEGMENTS}/preview`, payload, { reads: true });

/** One contact's mail events, newest first, for "why is this contact in this segment?" (mock extension, mocks/README.md "Segments"). */
export const fetchContactEvents = (api: ApiClient, contactId: string): Observable<ContactMailEvent[]> =>
  api.get<ContactEventsDto>(`${SEGMENTS}/contact_events/${encodeURIComponent(contactId)}`).pipe(map((answer) => answer.events));

/** The names of the account's lists (at most 1000: one page), to name segments' parents. */
export const fetchListNames = (api: ApiClient): Observable<Record<string, string>> =>
  api
    .get<{ result: ListDto[] }>('/marketing/lists', { query: { page_size: MAX_LISTS } })
    .pipe(map(({ result }) => Object.fromEntries(result.map((list) => [list.id, list.name]))));
