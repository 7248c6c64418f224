import type { PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../api/errors';
import { failed, ready, started, succeeded, type RequestState } from '../request-state/request-state';
import type { BulkTarget } from '../ui/data-table/selection-model';
import type { BulkReport } from './bulk-report';

/** A list's bulk delete: `request` covers reading the ids (for "all except") and sending the chunks; `report` counts the chunks. */
export interface BulkDeleteState {
  request: RequestState;
  report: BulkReport<string> | null;
}

export const bulkDeleteState = (): BulkDeleteState => ({ request: ready(), report: null });

/** Every chunk answered: the report, and the ids whose chunk went through. */
export interface BulkDeleteOutcome {
  report: BulkReport<string>;
  deletedIds: string[];
}

/**
 * Case reducers of a list's bulk delete (bulk-delete-epic.ts sends it), found in the slice's state by
 * `bulkDeleteOf`; `removeRow` (the list's row-delete reducer) drops each deleted id. The slice names the actions:
 * `bulkDeleteRequested: bulk.requested`, `bulkDeleteProgressed: bulk.progressed`, and so on.
 */
export function bulkDeleteReducers<State>(
  bulkDeleteOf: (state: State) => BulkDeleteState,
  removeRow: (state: State, action: PayloadAction<{ id: string }>) => void,
) {
  return {
    /** Deletes the chosen rows, or every row matching the list's query but the excluded ones, in chunks. */
    requested(state: State, _action: PayloadAction<{ target: BulkTarget }>) {
      const bulk = bulkDeleteOf(state);
      bulk.request = started(bulk.request);
      bulk.report = null;
    },
    progressed(state: State, action: PayloadAction<BulkReport<string>>) {
      bulkDeleteOf(state).report = action.payload;
    },
    /** The deleted ids leave the list; failed chunks are in the report. */
    finished(state: State, action: PayloadAction<BulkDeleteOutcome>) {
      const { report, deletedIds } = action.payload;
      deletedIds.forEach((id) => removeRow(state, { type: action.type, payload: { id } }));
      const bulk = bulkDeleteOf(state);
      bulk.report = report;
      bulk.request = report.failed > 0 ? failed(bulk.request, report.failures[0]!.error) : succeeded(bulk.request);
    },
    failed(state: State, action: PayloadAction<ApiError>) {
      const bulk = bulkDeleteOf(state);
      bulk.request = failed(bulk.request, action.payload);
    },
    reset(state: State) {
      Object.assign(bulkDeleteOf(state), bulkDeleteState());
    },
  };
}
