import { createAction, createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '@/shared/api/errors';
import type { ContactDto } from '@/shared/audience/contact';
import { entityReducers } from '@/shared/request-state/entity-reducers';
import { failed, ready, started, succeeded, type RequestState } from '@/shared/request-state/request-state';
import { rowFailed, rowReset, rowStarted, rowSucceeded, type RequestMap } from '@/shared/request-state/request-map';
import type { AppState } from '@/shared/store/app-state';
import { rootReducer } from '@/shared/store/root-reducer';
import type { ContactMailEvent } from './query/model';
import type { CreateSegmentPayload, Segment, SegmentDetail, SegmentPreviewPayload, UpdateSegmentPayload } from './types';

/** Segments, sorted by name (case-insensitive). */
export const segmentsAdapter = createEntityAdapter<Segment>({
  sortComparer: (a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
});

export type SegmentOperation = 'list' | 'create' | 'update';

/** The live count of what the builder holds: the query last asked about and its answer. */
export interface SegmentPreview {
  /** The request asked about, or null while the builder holds nothing to count. */
  asked: SegmentPreviewPayload | null;
  request: RequestState;
  count: number | null;
  sample: ContactDto[];
}

/** A finished condition counted on its own, so one that matches nothing can say so. */
export interface ConditionCheck {
  queryDsl: string;
  /** null until answered (or when the check failed). */
  count: number | null;
}

/** The mail events of one contact that a segment's event conditions are checked against. */
export interface ContactEvents {
  request: RequestState;
  events: ContactMailEvent[];
}

const initialState = {
  segments: segmentsAdapter.getInitialState(),
  requests: { list: ready(), create: ready(), update: ready() } as Record<SegmentOperation, RequestState>,
  deletes: {} as RequestMap,
  /** The segment a create or update saved last: where the builder goes next. */
  savedId: null as string | null,
  details: {} as Record<string, SegmentDetail>,
  detailRequests: {} as RequestMap,
  refreshes: {} as RequestMap,
  /** The refreshes this tab saw succeed on the user's local day `day` (YYYY-MM-DD), across segments. */
  refreshLog: { day: '', count: 0 },
  /** Parent list names by id; null until loaded. */
  listNames: null as Record<string, string> | null,
  listNamesRequest: ready(),
  preview: { asked: null, request: ready(), count: null, sample: [] } as SegmentPreview,
  conditionChecks: {} as Record<string, ConditionCheck>,
  contactEvents: {} as Record<string, ContactEvents>,
};

export type SegmentsState = typeof initialState;

declare module '@/shared/store/app-state' {
  interface AppState {
    segments: SegmentsState;
  }
}

const { list, op, deletes } = entityReducers(segmentsAdapter, (state: SegmentsState) => state.segments);

const saved = (name: 'create' | 'update') => (state: SegmentsState, action: PayloadAction<SegmentDetail>) => {
  const { queryDsl: _queryDsl, sample: _sample, ...segment } = action.payload;
  segmentsAdapter.upsertOne(state.segments, segment);
  state.details[segment.id] = action.payload;
  state.savedId = segment.id;
  rowSucceeded(state.requests, name);
};

const segmentsSlice = createSlice({
  name: 'segments',
  initialState,
  reducers: {
    segmentsRequested: list.started,
    segmentsLoaded: list.loaded,
    segmentsLoadFailed: list.failed,

    segmentCreateRequested: op.started<CreateSegmentPayload>('create'),
    segmentCreated: saved('create'),
    segmentCreateFailed: op.failed('create'),

    /** `basedOn`: the revision the edits started from (or, to keep them over a newer one, the 409's). */
    segmentUpdateRequested: op.started<{ id: string; payload: UpdateSegmentPayload; basedOn: string }>('update'),
    segmentUpdated: saved('update'),
    segmentUpdateFailed: op.failed('update'),

    segmentRequestReset: op.reset,

    segmentDeleteRequested: deletes.started,
    segmentDeleted(state, action: PayloadAction<{ id: string }>) {
      deletes.deleted(state, action);
      delete state.details[action.payload.id];
    },
    segmentDeleteFailed: deletes.failed,
    segmentDeleteReset: deletes.reset,

    segmentRequested(state, action: PayloadAction<{ id: string }>) {
      rowStarted(state.detailRequests, action.payload.id);
    },
    segmentLoaded(state, action: PayloadAction<SegmentDetail>) {
      const { queryDsl: _queryDsl, sample: _sample, ...segment } = action.payload;
      state.details[segment.id] = action.payload;
      if (state.segments.entities[segment.id]) segmentsAdapter.upsertOne(state.segments, segment);
      rowSucceeded(state.detailRequests, segment.id);
    },
    segmentLoadFailed(state, action: PayloadAction<{ id: string; error: ApiError }>) {
      rowFailed(state.detailRequests, action.payload.id, action.payload.error);
    },

    segmentRefreshRequested(state, action: PayloadAction<{ id: string }>) {
      rowStarted(state.refreshes, action.payload.id);
    },
    /** `day`: the user's local day the refresh was counted on, starting at `dayStart` (ms); `at`: when (ISO). */
    segmentRefreshed(state, action: PayloadAction<{ id: string; day: string; dayStart: number; at: string }>) {
      const { id, day, dayStart, at } = action.payload;
      rowSucceeded(state.refreshes, id);
      state.refreshLog = { day, count: (state.refreshLog.day === day ? state.refreshLog.count : 0) + 1 };
      const countToday = (segment: Segment) => ({
        refreshesUsed: segment.lastRefreshedAt !== null && Date.parse(segment.lastRefreshedAt) >= dayStart ? segment.refreshesUsed + 1 : 1,
        lastRefreshedAt: at,
      });
      const segment = state.segments.entities[id];
      if (segment) Object.assign(segment, countToday(segment));
      const detail = state.details[id];
      if (detail && detail !== segment) Object.assign(detail, countToday(detail));
    },
    /** `accountLimitReached`: the 429 came while this segment had refreshes left, so the account's daily ones are used up. */
    segmentRefreshFailed(state, action: PayloadAction<{ id: string; error: ApiError; day: string; accountLimitReached: boolean }>) {
      const { id, error, day, accountLimitReached } = action.payload;
      rowFailed(state.refreshes, id, error);
      if (accountLimitReached) state.refreshLog = { day, count: Number.MAX_SAFE_INTEGER };
    },
    segmentRefreshReset(state, action: PayloadAction<{ id: string }>) {
      rowReset(state.refreshes, action.payload.id);
    },

    listNamesRequested(state) {
      state.listNamesRequest = started(state.listNamesRequest);
    },
    listNamesLoaded(state, action: PayloadAction<Record<string, string>>) {
      state.listNames = action.payload;
      state.listNamesRequest = succeeded(state.listNamesRequest);
    },
    listNamesLoadFailed(state, action: PayloadAction<ApiError>) {
      state.listNamesRequest = failed(state.listNamesRequest, action.payload);
    },

    /** The builder holds a countable query (its finished conditions); the epic asks after a pause. */
    segmentPreviewRequested(state, action: PayloadAction<SegmentPreviewPayload>) {
      state.preview.asked = action.payload;
      state.preview.request = started(state.preview.request);
    },
    /** The builder holds nothing countable, or closed: any count on the way is dropped. */
    segmentPreviewCleared(state) {
      state.preview = initialState.preview;
    },
    segmentPreviewLoaded(state, action: PayloadAction<{ asked: SegmentPreviewPayload; count: number; sample: ContactDto[] }>) {
      if (state.preview.asked?.query_dsl !== action.payload.asked.query_dsl) return;
      state.preview = { asked: action.payload.asked, request: { status: 'Complete' }, count: action.payload.count, sample: action.payload.sample };
    },
    segmentPreviewFailed(state, action: PayloadAction<ApiError>) {
      state.preview.request = failed(state.preview.request, action.payload);
    },

    conditionCheckRequested(state, action: PayloadAction<{ key: string; queryDsl: string; parentListIds?: string[] }>) {
      const { key, queryDsl } = action.payload;
      if (state.conditionChecks[key]?.queryDsl !== queryDsl) state.conditionChecks[key] = { queryDsl, count: null };
    },
    conditionChecked(state, action: PayloadAction<{ key: string; queryDsl: string; count: number }>) {
      const { key, queryDsl, count } = action.payload;
      if (state.conditionChecks[key]?.queryDsl === queryDsl) state.conditionChecks[key] = { queryDsl, count };
    },
    conditionChecksCleared(state) {
      state.conditionChecks = {};
    },

    contactEventsRequested(state, action: PayloadAction<{ contactId: string }>) {
      const current = state.contactEvents[action.payload.contactId];
      state.contactEvents[action.payload.contactId] = { request: started(current?.request ?? ready()), events: current?.events ?? [] };
    },
    contactEventsLoaded(state, action: PayloadAction<{ contactId: string; events: ContactMailEvent[] }>) {
      const current = state.contactEvents[action.payload.contactId];
      state.contactEvents[action.payload.contactId] = { request: succeeded(current?.request ?? ready()), events: action.payload.events };
    },
    contactEventsLoadFailed(state, action: PayloadAction<{ contactId: string; error: ApiError }>) {
      const current = state.contactEvents[action.payload.contactId];
      if (current) current.request = failed(current.request, action.payload.error);
    },
  },
}).injectInto(rootReducer);

/** This feature's state; its initial state until the first action after the slice was injected. */
export const selectSegmentsState = (state: AppState): SegmentsState => segmentsSlice.selectSlice(state);

export const {
  segmentsRequested,
  segmentsLoaded,
  segmentsLoadFailed,
  segmentCreateRequested,
  segmentCreated,
  segmentCreateFailed,
  segmentUpdateRequested,
  segmentUpdated,
  segmentUpdateFailed,
  segmentRequestReset,
  segmentDeleteRequested,
  segmentDeleted,
  segmentDeleteFailed,
  segmentDeleteReset,
  segmentRequested,
  segmentLoaded,
  segmentLoadFailed,
  segmentRefreshRequested,
  segmentRefreshed,
  segmentRefreshFailed,
  segmentRefreshReset,
  listNamesRequested,
  listNamesLoaded,
  listNamesLoadFailed,
  segmentPreviewRequested,
  segmentPreviewCleared,
  segmentPreviewLoaded,
  segmentPreviewFailed,
  conditionCheckRequested,
  conditionChecked,
  conditionChecksCleared,
  contactEventsRequested,
  contactEventsLoaded,
  contactEventsLoadFailed,
} = segmentsSlice.actions;

export const segmentsReducer = segmentsSlice.reducer;

/** No screen shows the segment any more: a read scheduled for its first count is dropped (epics only). */
export const segmentClosed = createAction<{ id: string }>('segments/segmentClosed');
