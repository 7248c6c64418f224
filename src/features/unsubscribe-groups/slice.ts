import { createAction, createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '@/shared/api/errors';
import type { CsvReadProgress } from '@/shared/csv/csv-reading';
import { offsetAfterRemoval } from '@/shared/paging/offset-cursor';
import { pagedCollection, pagedCollectionReducers } from '@/shared/paging/paged-collection';
import { ready, succeeded, type RequestState } from '@/shared/request-state/request-state';
import { rowFailed, rowReset, rowStarted, rowSucceeded, type RequestMap } from '@/shared/request-state/request-map';
import { toAddressList, type AddressList, type CsvAddresses, type UnsubscribeGroup, type UnsubscribeGroupFormValues, type UploadBatchStatus } from './types';
import type { StoredUpload } from './upload-record';
import type { AppState } from '@/shared/store/app-state';
import { declareBackgroundWork } from '@/shared/store/background-work';
import { rootReducer } from '@/shared/store/root-reducer';

/** Groups in the server's order (creation order), so pages append where they belong. */
export const groupsAdapter = createEntityAdapter<UnsubscribeGroup>();

export type GroupOperation = 'create' | 'update';

/** Reading the CSV file the user chose. */
export type CsvFileState =
  | { status: 'None' }
  | { status: 'Reading'; groupId: string; fileName: string; progress: CsvReadProgress | null }
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

const initialState = {
  /** The groups of the pages loaded so far; the cursor is the mock's offset (see api.ts). */
  groups: pagedCollection(groupsAdapter),
  requests: { create: ready(), update: ready() } as Record<GroupOperation, RequestState>,
  deletes: {} as RequestMap,
  suppressionAdds: {} as RequestMap,
  exports: {} as RequestMap,
  upload: initialUpload,
};

export type UnsubscribeGroupsState = typeof initialState;

declare module '@/shared/store/app-state' {
  interface AppState {
    unsubscribeGroups: UnsubscribeGroupsState;
  }
}

// Groups are listed in creation order, so a new group is last; deleting one moves the offset of the pages after it.
const paged = pagedCollectionReducers(groupsAdapter, (state: UnsubscribeGroupsState) => state.groups, {
  placeCreated: 'end',
  cursorAfterRemoval: offsetAfterRemoval,
});

const groupsSlice = createSlice({
  name: 'unsubscribeGroups',
  initialState,
  reducers: {
    /** Loads pages of groups (see PageLoad: first, next, all or refresh). */
    groupsRequested: paged.requested,
    groupsPageLoaded: paged.pageLoaded,
    groupsLoadFailed: paged.failed,
    /** A fresh copy of one group (after addresses were added to it). */
    groupRefreshed: paged.replaced,

    groupCreateRequested(state, _action: PayloadAction<UnsubscribeGroupFormValues>) {
      rowStarted(state.requests, 'create');
    },
    groupCreated(state, action: PayloadAction<UnsubscribeGroup>) {
      paged.created(state, action);
      rowSucceeded(state.requests, 'create');
    },
    groupCreateFailed(state, action: PayloadAction<ApiError>) {
      rowFailed(state.requests, 'create', action.payload);
    },

    /** `initial`: what the form opened with, so that only the changed fields are sent. */
    groupUpdateRequested(state, _action: PayloadAction<{ id: string; values: UnsubscribeGroupFormValues; initial: UnsubscribeGroupFormValues }>) {
      rowStarted(state.requests, 'update');
    },
    groupUpdated(state, action: PayloadAction<Pick<UnsubscribeGroup, 'id'> & Partial<UnsubscribeGroup>>) {
      groupsAdapter.updateOne(state.groups, { id: action.payload.id, changes: action.payload });
      state.requests.update = succeeded(state.requests.update);
    },
    groupUpdateFailed(state, action: PayloadAction<ApiError>) {
      rowFailed(state.requests, 'update', action.payload);
    },

    groupRequestReset(state, action: PayloadAction<GroupOperation>) {
      rowReset(state.requests, action.payload);
    },

    groupDeleteRequested(state, action: PayloadAction<{ id: string }>) {
      rowStarted(state.deletes, action.payload.id);
    },
    groupDeleted(state, action: PayloadAction<{ id: string }>) {
      paged.removed(state, action);
      rowSucceeded(state.deletes, action.payload.id);
    },
    groupDeleteFailed(state, action: PayloadAction<{ id: string; error: ApiError }>) {
      rowFailed(state.deletes, action.payload.id, action.payload.error);
    },
    groupDeleteReset(state, action: PayloadAction<{ id: string }>) {
      rowReset(state.deletes, action.payload.id);
    },

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
      state.upload = { ...initialUpload, groupId: action.payload.groupId, file: { status: 'Reading', ...action.payload, progress: null } };
    },
    csvReadProgressed(state, action: PayloadAction<{ groupId: string; progress: CsvReadProgress }>) {
      const { file } = state.upload;
      if (file.status === 'Reading' && file.groupId === action.payload.groupId) file.progress = action.payload.progress;
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
  csvReadProgressed,
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

/**
 * The user chose a CSV file for a group: the epic reads it. The File travels in `meta` to the epic and
 * never into the state (the store's serializability check leaves `meta.file` alone).
 */
export const csvFileChosen = createAction('unsubscribeGroups/csvFileChosen', (groupId: string, file: File) => ({
  payload: { groupId },
  meta: { file },
}));
/** Stop reading the file: Clear, or the upload page left. */
export const csvReadCancelled = createAction('unsubscribeGroups/csvReadCancelled');

/** "Clear" on a failure report: the epic takes its alert down and forgets the stored upload, then clears. */
export const uploadClearRequested = createAction<{ groupId: string }>('unsubscribeGroups/uploadClearRequested');
