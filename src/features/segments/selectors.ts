import { createSelector } from '@reduxjs/toolkit';
import { hasLoaded } from '@/shared/request-state/list-phase';
import { ready } from '@/shared/request-state/request-state';
import type { AppState } from '@/shared/store/app-state';
import { segmentRefreshesToday } from './refresh-allowance';
import { segmentsAdapter, selectSegmentsState, type SegmentOperation } from './slice';
import { localDayKey } from './zoned-day';

const adapterSelectors = segmentsAdapter.getSelectors((state: AppState) => selectSegmentsState(state).segments);

/** Every segment, V2 and V1, sorted by name. */
export const selectAllSegments = adapterSelectors.selectAll;
export const selectSegmentById = (state: AppState, id: string) => adapterSelectors.selectById(state, id);
export const selectSegmentCount = adapterSelectors.selectTotal;
export const selectSegmentsLoaded = (state: AppState) => {
  const segments = selectSegmentsState(state);
  return hasLoaded(segments.requests.list, segments.segments.ids.length === 0);
};
export const selectSegmentRequest = (state: AppState, operation: SegmentOperation) => selectSegmentsState(state).requests[operation];
export const selectSavedSegmentId = (state: AppState) => selectSegmentsState(state).savedId;

/** Lower-cased names of every segment but `exceptId`: a new name must differ from them. */
export const selectTakenSegmentNames = createSelector(
  [selectAllSegments, (_state: AppState, exceptId: string | null) => exceptId],
  (segments, exceptId) => new Set(segments.filter((segment) => segment.id !== exceptId).map((segment) => segment.name.trim().toLowerCase())),
);

const READY = ready();
export const selectSegmentDeleteRequest = (state: AppState, id: string) => selectSegmentsState(state).deletes[id] ?? READY;
export const selectSegmentDetail = (state: AppState, id: string) => selectSegmentsState(state).details[id];
export const selectSegmentDetailRequest = (state: AppState, id: string) => selectSegmentsState(state).detailRequests[id] ?? READY;
export const selectSegmentRefreshRequest = (state: AppState, id: string) => selectSegmentsState(state).refreshes[id] ?? READY;

/**
 * The account's manual refreshes on the user's local day of `now`: the larger of what the segments say
 * (each one's count today) and what this tab saw succeed, which still counts segments deleted since.
 */
export const selectAccountRefreshesToday = (state: AppState, now: number, timeZone: string) => {
  const { refreshLog } = selectSegmentsState(state);
  const fromSegments = selectAllSegments(state).reduce((sum, segment) => sum + segmentRefreshesToday(segment, now, timeZone), 0);
  return Math.max(fromSegments, refreshLog.day === localDayKey(now, timeZone) ? refreshLog.count : 0);
};

export const selectListNames = (state: AppState) => selectSegmentsState(state).listNames;
export const selectListNamesRequest = (state: AppState) => selectSegmentsState(state).listNamesRequest;

export const selectSegmentPreview = (state: AppState) => selectSegmentsState(state).preview;
export const selectConditionCheck = (state: AppState, key: string) => selectSegmentsState(state).conditionChecks[key];
export const selectContactEvents = (state: AppState, contactId: string) => selectSegmentsState(state).contactEvents[contactId];
