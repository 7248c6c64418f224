import { createAction, createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '@/shared/api/errors';
import { entityReducers } from '@/shared/request-state/entity-reducers';
import { ready, succeeded, type RequestState } from '@/shared/request-state/request-state';
import { rowFailed, rowReset, rowStarted, rowSucceeded, type RequestMap } from '@/shared/request-state/request-map';
import { toAddressList, type AddressList, type CsvAddresses, type UnsubscribeGroup, type UnsubscribeGroupFormValues, type UploadBatchStatus } from './types';
import type { StoredUpload } from './upload-record';
import type { AppState } from '@/shared/store/app-state';
import { declareBackgroundWork } from '@/shared/store/background-work';
import { rootReducer } from '@/shared/store/root-reducer';

/** Groups in the server's order (creation order), so pages append where they belong. */
export const groupsAdapter = createEntityAdapter<UnsubscribeGroup>();

export type GroupOperation = 'list' | 'create' | 'update';

/**
 * Which groups to load: the first page (a fresh list), the next page, every page not loaded yet (forms
 * need every name and count), or again as many as are shown (another tab created a group).
 */
export type GroupsLoad = 'first' | 'next' | 'all' | 'refresh';

/** Reading the CSV file the user chose. */
export type CsvFileState =
  | { status: 'None' }
  | { status: 'Reading'; groupId: string; fileName: string }
  | ({ status: 'Read'; groupId: string } & CsvAddresses)
  | { status: 'Rejected'; groupId: string; fileName: string; message: string };

export interface UploadState {
  /**
   * The product spec's batch state: Ready, Uploading, then Success or Failure. Failure means some
   * addresses did not go in: they failed, or (after a reload) were not sent yet.
   */
  status: UploadBatchStatus;
  groupId: string | null;
  file: CsvFileState;
  /** Addresses of the current run: the file's valid ones, the remaining ones on a resume, the failed ones on a retry. */
  queue: AddressList;
  queueCount: number;
  /** Addresses answered in the current run, successful or not: what the progress bar shows. */
  sent: number;
  /** Addresses that went in, over the first run, every resume and every retry. */
  added: number;
  /** Addresses whose batch failed, exactly: a retry sends these and nothing else. */
  failed: AddressList;
  failedCount: number;
  /** Addresses an interrupted upload (the page was reloaded) did not send yet: a resume sends these. */
  remaining: AddressList;
  remainingCount: number;
  /** Why the last failed batch failed. */
  error: ApiError | null;
  /** The danger alert that reported the failure, taken down once the addresses go in or are cleared. */
  failureAlertId: string | null;
}

const initialUpload: UploadState = {
  status: 'Ready',
  groupId: null,
  file: { status: 'None' },
  queue: '',
  queueCount: 0,
  sent: 0,
  added: 0,
  failed: '',
  failedCount: 0,
  remaining: '',
  remainingCount: 0,
  error: null,
  failureAlertId: null,
};

const initialState = groupsAdapter.getInitialState({
  requests: { list: ready(), create: ready(), update: ready() } as Record<GroupOperation, RequestState>,
  deletes: {} as RequestMap,
  suppressionAdds: {} as RequestMap,
  exports: {} as RequestMap,
  /** Where the next page starts, and whether the last page was reached. */
  paging: { nextOffset: 0, complete: false },
  upload: initialUpload,
});

export type UnsubscribeGroupsState = typeof initialState;

declare module '@/shared/store/app-state' {
  interface AppState {
    unsubscribeGroups: UnsubscribeGroupsState;
  }
}

const { list, op, deletes } = entityReducers(groupsAdapter, (state: UnsubscribeGroupsState) => state);

const groupsSlice = createSlice({
  name: 'unsubscribeGroups',
  initialState,
  reducers: {
    groupsRequested: op.started<{ load: GroupsLoad }>('list'),
    /** One page: `replace` for a first page or a refresh, which start the list over. */
    groupsPageLoaded(state, action: PayloadAction<{ groups: UnsubscribeGroup[]; limit: number; replace: boolean }>) {
      const { groups, limit, replace } = action.payload;
      const known = replace ? 0 : groups.filter((group) => state.entities[group.id] !== undefined).length;
      if (replace) groupsAdapter.setAll(state, groups);
      else groupsAdapter.upsertMany(state, groups);
      const nextOffset = (replace ? 0 : state.paging.nextOffset) + groups.length;
      // A server without paging answers everything (more than asked), or the same page again (nothing new).
      const complete = groups.length < limit || groups.length > limit || (!replace && groups.length > 0 && known === groups.length);
      state.paging = { nextOffset, complete };
    },
    groupsLoadFinished(state) {
      state.requests.list = succeeded(state.requests.list);
    },
    groupsLoadFailed: list.failed,
    /** A fresh copy of one group (after addresses were added to it). */
    groupRefreshed(state, action: PayloadAction<UnsubscribeGroup>) {
      groupsAdapter.upsertOne(state, action.payload);
    },

    groupCreateRequested: op.started<UnsubscribeGroupFormValues>('create'),
    groupCreated: op.saved('create'),
    groupCreateFailed: op.failed('create'),

    groupUpdateRequested: op.started<{ id: string; values: UnsubscribeGroupFormValues }>('update'),
    groupUpdated(state, action: PayloadAction<Pick<UnsubscribeGroup, 'id'> & Partial<UnsubscribeGroup>>) {
      groupsAdapter.updateOne(state, { id: action.payload.id, changes: action.payload });
      state.requests.update = succeeded(state.requests.update);
    },
    groupUpdateFailed: op.failed('update'),

    groupRequestReset: op.reset,

    groupDeleteRequested: deletes.started,
    groupDeleted(state, action: PayloadAction<{ id: string }>) {
      if (state.entities[action.payload.id] !== undefined) {
        groupsAdapter.removeOne(state, action.payload.id);
        // The server's pages shift back by one; a duplicate later is harmless, a skipped group is not.
        state.paging.nextOffset = Math.max(0, state.paging.nextOffset - 1);
      }
      rowSucceeded(state.deletes, action.payload.id);
    },
    groupDeleteFailed: deletes.failed,
    groupDeleteReset: deletes.reset,

    suppressionsAddRequested(state, action: PayloadAction<{ groupId: string; emails: string[] }>) {
      rowStarted(state.suppressionAdds, action.payload.groupId);
    },
    suppressionsAdded(state, action: PayloadAction<{ groupId: string; count: number }>) {
      rowSucceeded(state.suppressionAdds, action.payload.groupId);
    },
    suppressionsAddFailed(state, action: PayloadAction<{ groupId: string; error: ApiError }>) {
      rowFailed(state.suppressionAdds, action.payload.groupId, action.payload.error);
    },
    suppressionsAddReset(state, action: PayloadAction<{ groupId: string }>) {
      rowReset(state.suppressionAdds, action.payload.groupId);
    },

    suppressionsExportRequested(state, action: PayloadAction<{ groupId: string }>) {
      rowStarted(state.exports, action.payload.groupId);
    },
    suppressionsExportStarted(state, action: PayloadAction<{ groupId: string }>) {
      rowSucceeded(state.exports, action.payload.groupId);
    },
    suppressionsExportFailed(state, action: PayloadAction<{ groupId: string; error: ApiError }>) {
      rowFailed(state.exports, action.payload.groupId, action.payload.error);
    },

    csvReadStarted(state, action: PayloadAction<{ groupId: string; fileName: string }>) {
      if (state.upload.status === 'Uploading') return;
      state.upload = { ...initialUpload, groupId: action.payload.groupId, file: { status: 'Reading', ...action.payload } };
    },
    csvRead(state, action: PayloadAction<{ groupId: string } & CsvAddresses>) {
      const { file } = state.upload;
      if (file.status !== 'Reading' || file.groupId !== action.payload.groupId) return;
      state.upload.file = { status: 'Read', ...action.payload };
    },
    csvRejected(state, action: PayloadAction<{ groupId: string; fileName: string; message: string }>) {
      const { file } = state.upload;
      if (file.status !== 'Reading' || file.groupId !== action.payload.groupId) return;
      state.upload.file = { status: 'Rejected', ...action.payload };
    },

    /** Sends the file's valid addresses. */
    uploadRequested(state, action: PayloadAction<{ groupId: string }>) {
      const { upload } = state;
      if (upload.status === 'Uploading' || upload.file.status !== 'Read' || upload.file.groupId !== action.payload.groupId) return;
      const { addresses, validCount } = upload.file;
      state.upload = {
        ...initialUpload,
        groupId: upload.groupId,
        file: upload.file,
        status: 'Uploading',
        queue: addresses,
        queueCount: validCount,
      };
    },
    /** Sends again exactly the addresses that failed. */
    uploadRetryRequested(state, action: PayloadAction<{ groupId: string }>) {
      const { upload } = state;
      if (upload.status !== 'Failure' || upload.groupId !== action.payload.groupId || upload.failedCount === 0) return;
      state.upload = { ...upload, status: 'Uploading', queue: upload.failed, queueCount: upload.failedCount, sent: 0, failed: '', failedCount: 0, error: null };
    },
    /** Sends the addresses an interrupted upload did not send yet, and nothing else. */
    uploadResumeRequested(state, action: PayloadAction<{ groupId: string }>) {
      const { upload } = state;
      if (upload.status !== 'Failure' || upload.groupId !== action.payload.groupId || upload.remainingCount === 0) return;
      state.upload = { ...upload, status: 'Uploading', queue: upload.remaining, queueCount: upload.remainingCount, sent: 0, remaining: '', remainingCount: 0 };
    },
    uploadBatchSucceeded(state, action: PayloadAction<{ count: number }>) {
      if (state.upload.status !== 'Uploading') return;
      state.upload.sent += action.payload.count;
      state.upload.added += action.payload.count;
    },
    uploadBatchFailed(state, action: PayloadAction<{ emails: string[]; error: ApiError }>) {
      if (state.upload.status !== 'Uploading') return;
      state.upload.sent += action.payload.emails.length;
      const batch = toAddressList(action.payload.emails);
      state.upload.failed = state.upload.failed === '' ? batch : `${state.upload.failed}\n${batch}`;
      state.upload.failedCount += action.payload.emails.length;
      state.upload.error = action.payload.error;
    },
    uploadFinished(state, action: PayloadAction<{ failureAlertId: string | null }>) {
      const { upload } = state;
      if (upload.status !== 'Uploading') return;
      upload.status = upload.failedCount === 0 && upload.remainingCount === 0 ? 'Success' : 'Failure';
      upload.queue = '';
      upload.queueCount = 0;
      upload.failureAlertId = action.payload.failureAlertId;
    },
    /** Clearing resets everything about the upload (not while one runs). */
    uploadCleared(state) {
      if (state.upload.status !== 'Uploading') state.upload = initialUpload;
    },
    /**
     * An unfinished upload saved before the page was reloaded, offered again with its retry and resume.
     * Taken only when this tab has no upload of its own going (nothing read, running or failed).
     */
    uploadRestored(state, action: PayloadAction<StoredUpload>) {
      const { upload } = state;
      const idle = upload.status === 'Success' || (upload.status === 'Ready' && upload.file.status === 'None');
      if (!idle) return;
      const { groupId, added, failed, failedCount, remaining, remainingCount, error } = action.payload;
      state.upload = { ...initialUpload, status: 'Failure', groupId, added, failed, failedCount, remaining, remainingCount, error };
    },
  },
}).injectInto(rootReducer);

/** This feature's state; its initial state until the first action after the slice was injected. */
export const selectUnsubscribeGroupsState = (state: AppState): UnsubscribeGroupsState => groupsSlice.selectSlice(state);

// A running upload stops if the tab reloads or closes (it can be resumed): the browser asks first, on every page.
declareBackgroundWork((state) => selectUnsubscribeGroupsState(state).upload.status === 'Uploading');

export const {
  groupsRequested,
  groupsPageLoaded,
  groupsLoadFinished,
  groupsLoadFailed,
  groupRefreshed,
  groupCreateRequested,
  groupCreated,
  groupCreateFailed,
  groupUpdateRequested,
  groupUpdated,
  groupUpdateFailed,
  groupRequestReset,
  groupDeleteRequested,
  groupDeleted,
  groupDeleteFailed,
  groupDeleteReset,
  suppressionsAddRequested,
  suppressionsAdded,
  suppressionsAddFailed,
  suppressionsAddReset,
  suppressionsExportRequested,
  suppressionsExportStarted,
  suppressionsExportFailed,
  csvReadStarted,
  csvRead,
  csvRejected,
  uploadRequested,
  uploadRetryRequested,
  uploadResumeRequested,
  uploadBatchSucceeded,
  uploadBatchFailed,
  uploadFinished,
  uploadCleared,
  uploadRestored,
} = groupsSlice.actions;

export const unsubscribeGroupsReducer = groupsSlice.reducer;

/** "Clear" on a failure report: the epic takes its alert down and forgets the stored upload, then clears. */
export const uploadClearRequested = createAction<{ groupId: string }>('unsubscribeGroups/uploadClearRequested');
